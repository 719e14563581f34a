-- One row of site-wide state that the server reads instead of aggregating per request:
--   version      bumped by every statement that changes what pages show (hotels, reviews, posts, a
--                user's name) and announced with NOTIFY content_changed, so each server process drops
--                its cached pages and API responses at once (docs/decisions/0004-caching-and-scale.md);
--   hotel_count  the number of hotels, for X-Total-Count without count(*) over the whole table.
CREATE TABLE content_state (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL DEFAULT 0,
  hotel_count bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO content_state (version, hotel_count) SELECT 0, count(*) FROM hotels;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION content_state_bump()
RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_version bigint;
BEGIN
  UPDATE content_state SET version = version + 1 RETURNING version INTO new_version;
  PERFORM pg_notify('content_changed', new_version::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER hotels_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON hotels
FOR EACH STATEMENT EXECUTE FUNCTION content_state_bump();
--> statement-breakpoint
CREATE TRIGGER reviews_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
FOR EACH STATEMENT EXECUTE FUNCTION content_state_bump();
--> statement-breakpoint
CREATE TRIGGER posts_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON posts
FOR EACH STATEMENT EXECUTE FUNCTION content_state_bump();
--> statement-breakpoint
-- Reviews and posts show their author's username; a new account changes no page.
CREATE TRIGGER users_content_changed AFTER UPDATE OF username OR DELETE OR TRUNCATE ON users
FOR EACH STATEMENT EXECUTE FUNCTION content_state_bump();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION content_state_hotels_inserted()
RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_state SET hotel_count = hotel_count + (SELECT count(*) FROM inserted_hotels);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION content_state_hotels_deleted()
RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_state SET hotel_count = hotel_count - (SELECT count(*) FROM deleted_hotels);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION content_state_hotels_truncated()
RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_state SET hotel_count = 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER hotels_count_insert AFTER INSERT ON hotels REFERENCING NEW TABLE AS inserted_hotels
FOR EACH STATEMENT EXECUTE FUNCTION content_state_hotels_inserted();
--> statement-breakpoint
CREATE TRIGGER hotels_count_delete AFTER DELETE ON hotels REFERENCING OLD TABLE AS deleted_hotels
FOR EACH STATEMENT EXECUTE FUNCTION content_state_hotels_deleted();
--> statement-breakpoint
CREATE TRIGGER hotels_count_truncate AFTER TRUNCATE ON hotels
FOR EACH STATEMENT EXECUTE FUNCTION content_state_hotels_truncated();
