-- A guest's tables and treatments are on their own page (/reservations), kept per session while
-- the account's data version stands (docs/decisions/0022): every change to their bookings counts,
-- as their reservations' do (the functions of 0015).
CREATE TRIGGER bookings_account_inserted AFTER INSERT ON bookings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_rows_inserted();
--> statement-breakpoint
CREATE TRIGGER bookings_account_updated AFTER UPDATE ON bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_rows_updated();
--> statement-breakpoint
CREATE TRIGGER bookings_account_deleted AFTER DELETE ON bookings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION account_rows_deleted();
