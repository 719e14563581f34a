-- A treatment an editor removes while bookings (past or cancelled) still refer to it is withdrawn, not
-- deleted: hidden from the guests' pages and the API, kept for the bookings' history (ADR 0032).
ALTER TABLE "spa_treatments" ADD COLUMN "withdrawn_at" timestamp with time zone;