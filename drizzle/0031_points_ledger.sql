CREATE TABLE "points_balances" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "points_balances_balance_check" CHECK ("points_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"points" integer NOT NULL,
	"reason" varchar(40) NOT NULL,
	"reservation_id" uuid,
	"note" text,
	"actor_name" varchar(30),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_entries_kind_check" CHECK ("points_entries"."kind" in ('earn', 'hold', 'release', 'spend', 'adjust', 'expire')),
	CONSTRAINT "points_entries_sign_check" CHECK (("points_entries"."kind" in ('earn', 'release') and "points_entries"."points" > 0) or ("points_entries"."kind" in ('hold', 'spend', 'expire') and "points_entries"."points" < 0) or ("points_entries"."kind" = 'adjust' and "points_entries"."points" <> 0))
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "award_points" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "points_per_night" integer;--> statement-breakpoint
ALTER TABLE "points_balances" ADD CONSTRAINT "points_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_entries_user_idx" ON "points_entries" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "points_entries_reservation_idx" ON "points_entries" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "points_entries_created_idx" ON "points_entries" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "points_entries_one_earn_per_stay" ON "points_entries" USING btree ("reservation_id") WHERE "points_entries"."kind" = 'earn';--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_award_points_check" CHECK ("reservations"."award_points" is null or "reservations"."award_points" > 0);--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_completed_check" CHECK ("reservations"."completed_at" is null or "reservations"."status" = 'confirmed');--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_points_check" CHECK ("room_types"."points_per_night" is null or "room_types"."points_per_night" > 0);--> statement-breakpoint
-- The ledger is append-only (docs/decisions/0042-points-ledger.md): an entry is never deleted, and
-- the only change allowed is the member's link becoming null when the account is deleted (the
-- foreign key's ON DELETE SET NULL). A correction is a new entry.
CREATE FUNCTION points_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.user_id IS NULL
     AND (NEW.id, NEW.kind, NEW.points, NEW.reason, NEW.reservation_id, NEW.note, NEW.actor_name, NEW.created_at)
         IS NOT DISTINCT FROM (OLD.id, OLD.kind, OLD.points, OLD.reason, OLD.reservation_id, OLD.note, OLD.actor_name, OLD.created_at) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'points_entries is append-only: % refused', TG_OP USING ERRCODE = 'P0001';
END $$;
--> statement-breakpoint
CREATE TRIGGER points_entries_append_only BEFORE UPDATE OR DELETE ON points_entries
FOR EACH ROW EXECUTE FUNCTION points_entries_append_only();
--> statement-breakpoint
CREATE TRIGGER points_entries_no_truncate BEFORE TRUNCATE ON points_entries
FOR EACH STATEMENT EXECUTE FUNCTION points_entries_append_only();
--> statement-breakpoint
-- Each entry moves its member's balance in the same statement: the balance row's CHECK (balance >= 0)
-- refuses any entry that would take it below zero, and concurrent entries for one member queue on
-- the row's lock, each re-checked against the balance the one before it committed.
CREATE FUNCTION points_entries_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.user_id IS NOT NULL THEN
    -- Not one upsert: an INSERT's CHECK is tested on the row it proposes (a negative entry's
    -- points) before ON CONFLICT is considered.
    INSERT INTO points_balances (user_id, balance) VALUES (NEW.user_id, 0) ON CONFLICT (user_id) DO NOTHING;
    UPDATE points_balances SET balance = balance + NEW.points WHERE user_id = NEW.user_id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER points_entries_balance AFTER INSERT ON points_entries
FOR EACH ROW EXECUTE FUNCTION points_entries_balance();
--> statement-breakpoint
-- Award nights in the demo data and in databases made before: about 100 points per euro of the
-- base rate (10 % back on the 10 points a euro earns), rounded up to 1,000.
UPDATE room_types rt SET points_per_night = ceil(rt.base_rate_minor / (10 ^ CASE WHEN h.currency = 'JPY' THEN 0 ELSE 2 END) / er.per_euro * 100 / 1000) * 1000
FROM hotels h, exchange_rates er WHERE h.id = rt.hotel_id AND er.currency = h.currency AND rt.base_rate_minor > 0;
--> statement-breakpoint
-- The member's balance and history are on /account, kept per session while the account's data
-- version stands (docs/decisions/0022): each new entry counts (the functions of 0015).
CREATE TRIGGER points_entries_account_inserted AFTER INSERT ON points_entries REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_rows_inserted();
