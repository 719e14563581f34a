-- The rooms free for a stay are read from room_nights (the nights each reservation holds), so every
-- statement that changes them is announced on availability_changed: each server process then drops
-- the availability answers it keeps (/api/availability, /booking and hotel pages searched for a stay;
-- docs/decisions/0023). Room types are content (0005): their changes bump the content version,
-- which availability answers are kept at as well. No counter row is written: a busy booking path
-- would queue on it; a process that loses its LISTEN connection counts the gap as a change.
CREATE FUNCTION availability_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('availability_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER room_nights_availability_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON room_nights
FOR EACH STATEMENT EXECUTE FUNCTION availability_announce();
