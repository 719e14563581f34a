-- A treatment an editor removes while bookings (past or cancelled) still refer to it is withdrawn, not
-- deleted: hidden from the guests' pages and the API, kept for the bookings' history (ADR 0032).
ALTER TABLE "spa_treatments" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
-- A withdrawn treatment is booked no more (and its bookings lie in the past: a spa's slot length
-- only changes with no booking from today on), so a new slot length need not fit it (0020's rule).
CREATE OR REPLACE FUNCTION venues_treatments_fit_slots() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM spa_treatments t WHERE t.venue_id = NEW.id AND t.withdrawn_at IS NULL
             AND (NEW.kind <> 'spa' OR t.duration_minutes % NEW.slot_minutes <> 0)) THEN
    RAISE EXCEPTION 'the venue''s treatments would no longer fill whole slots' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
