-- A treatment takes whole slots of its spa (docs/decisions/0032): its duration is a multiple of the
-- spa's slot length, and only a spa has treatments. Checked when a treatment is written and when a
-- venue's slot length or kind changes, so no edit order can leave a treatment off the grid.
CREATE FUNCTION spa_treatments_fit_slots() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v record;
BEGIN
  SELECT kind, slot_minutes INTO v FROM venues WHERE id = NEW.venue_id;
  IF v.kind IS DISTINCT FROM 'spa' THEN
    RAISE EXCEPTION 'only a spa has treatments' USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.duration_minutes % v.slot_minutes <> 0 THEN
    RAISE EXCEPTION 'a treatment of % minutes does not fill whole slots of % minutes', NEW.duration_minutes, v.slot_minutes
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER spa_treatments_fit_slots BEFORE INSERT OR UPDATE OF venue_id, duration_minutes ON spa_treatments
FOR EACH ROW EXECUTE FUNCTION spa_treatments_fit_slots();
--> statement-breakpoint
CREATE FUNCTION venues_treatments_fit_slots() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM spa_treatments t WHERE t.venue_id = NEW.id
             AND (NEW.kind <> 'spa' OR t.duration_minutes % NEW.slot_minutes <> 0)) THEN
    RAISE EXCEPTION 'the venue''s treatments would no longer fill whole slots' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER venues_treatments_fit_slots AFTER UPDATE OF kind, slot_minutes ON venues
FOR EACH ROW EXECUTE FUNCTION venues_treatments_fit_slots();
--> statement-breakpoint
-- Venues, their sittings and treatments are content (the venue list, and the hotel pages that will
-- show them): a change bumps the content version (0002). Bookings and venue_slots are not content;
-- slots are never served from the response cache.
CREATE TRIGGER venues_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON venues
FOR EACH STATEMENT EXECUTE FUNCTION content_state_bump();
--> statement-breakpoint
CREATE TRIGGER venue_sittings_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON venue_sittings
FOR EACH STATEMENT EXECUTE FUNCTION content_state_bump();
--> statement-breakpoint
CREATE TRIGGER spa_treatments_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON spa_treatments
FOR EACH STATEMENT EXECUTE FUNCTION content_state_bump();
