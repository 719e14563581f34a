ALTER TABLE "users" ADD COLUMN "data_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A guest's own pages (/account, /reservations) are kept per session and served again while
-- users.data_version is unchanged (docs/decisions/0022). Every change to what they show bumps it:
-- the account row itself, and the rows of the guest's sessions, reservations, saved and recently
-- viewed hotels. Hotel and room type names are content (0002_content_state.sql).
CREATE OR REPLACE FUNCTION users_bump_data_version()
RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The triggers below set it themselves; any other change to the row counts as one change.
  IF NEW.data_version = OLD.data_version THEN
    NEW.data_version := OLD.data_version + 1;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_data_version BEFORE UPDATE ON users
FOR EACH ROW EXECUTE FUNCTION users_bump_data_version();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION account_rows_inserted()
RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET data_version = data_version + 1 WHERE id IN (SELECT user_id FROM new_rows);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION account_rows_updated()
RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET data_version = data_version + 1
  WHERE id IN (SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION account_rows_deleted()
RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET data_version = data_version + 1 WHERE id IN (SELECT user_id FROM old_rows);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- One statement-level trigger per table and event: a statement over many rows (sign out
-- everywhere, the sign-in merge of saved hotels) bumps each guest once.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['sessions', 'reservations', 'saved_hotels', 'recently_viewed_hotels'] LOOP
    EXECUTE format('CREATE TRIGGER %1$s_account_inserted AFTER INSERT ON %1$I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_rows_inserted()', t);
    EXECUTE format('CREATE TRIGGER %1$s_account_updated AFTER UPDATE ON %1$I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_rows_updated()', t);
    EXECUTE format('CREATE TRIGGER %1$s_account_deleted AFTER DELETE ON %1$I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION account_rows_deleted()', t);
  END LOOP;
END;
$$;
