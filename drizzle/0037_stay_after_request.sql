CREATE TABLE "reservation_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reservation_id" uuid NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"actor" text,
	"actor_id" uuid,
	"actor_name" varchar(30),
	"before" jsonb,
	"after" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_changes_kind_check" CHECK ("reservation_changes"."kind" in ('requested', 'changed', 'confirmed', 'declined', 'cancelled', 'completed')),
	CONSTRAINT "reservation_changes_actor_check" CHECK ("reservation_changes"."actor" is null or "reservation_changes"."actor" in ('guest', 'concierge'))
);
--> statement-breakpoint
CREATE TABLE "review_invitations" (
	"reservation_id" uuid PRIMARY KEY NOT NULL,
	"hotel_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stay_arrivals" (
	"reservation_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"arrival_time" varchar(5) NOT NULL,
	"bed" text,
	"occasion" text,
	"dietary" varchar(300),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stay_arrivals_time_check" CHECK ("stay_arrivals"."arrival_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "stay_arrivals_bed_check" CHECK ("stay_arrivals"."bed" is null or "stay_arrivals"."bed" in ('double', 'twin')),
	CONSTRAINT "stay_arrivals_occasion_check" CHECK ("stay_arrivals"."occasion" is null or "stay_arrivals"."occasion" in ('birthday', 'anniversary', 'honeymoon', 'business', 'other'))
);
--> statement-breakpoint
CREATE TABLE "stay_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reservation_id" uuid NOT NULL,
	"user_id" uuid,
	"author" text NOT NULL,
	"author_id" uuid,
	"author_name" varchar(30),
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "stay_messages_author_check" CHECK ("stay_messages"."author" in ('guest', 'concierge')),
	CONSTRAINT "stay_messages_text_check" CHECK (char_length("stay_messages"."text") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "stay_month" date;--> statement-breakpoint
ALTER TABLE "reservation_changes" ADD CONSTRAINT "reservation_changes_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_changes" ADD CONSTRAINT "reservation_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_changes" ADD CONSTRAINT "reservation_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_arrivals" ADD CONSTRAINT "stay_arrivals_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_arrivals" ADD CONSTRAINT "stay_arrivals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_messages" ADD CONSTRAINT "stay_messages_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_messages" ADD CONSTRAINT "stay_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_messages" ADD CONSTRAINT "stay_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_changes_reservation_idx" ON "reservation_changes" USING btree ("reservation_id","id");--> statement-breakpoint
CREATE INDEX "reservation_changes_user_idx" ON "reservation_changes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stay_arrivals_user_idx" ON "stay_arrivals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stay_messages_reservation_idx" ON "stay_messages" USING btree ("reservation_id","id");--> statement-breakpoint
CREATE INDEX "stay_messages_guest_unread_idx" ON "stay_messages" USING btree ("user_id") WHERE "stay_messages"."author" = 'concierge' and "stay_messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "stay_messages_staff_unread_idx" ON "stay_messages" USING btree ("reservation_id","created_at") WHERE "stay_messages"."author" = 'guest' and "stay_messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "stay_messages_author_idx" ON "stay_messages" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "reviews_hotel_verified_idx" ON "reviews" USING btree ("hotel_id","rating") WHERE "reviews"."stay_month" is not null and "reviews"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "reservations_check_in_hotel_idx" ON "reservations" USING btree ("check_in","hotel_id");--> statement-breakpoint
-- ==== Hand-written (not generated by drizzle-kit): keep at the end of this migration when it is regenerated. ====
-- A stay's history, its messages and its arrival details show on the guest's own reservation page,
-- kept per session while the account's data version stands (docs/decisions/0022): every change to
-- them bumps the stay's guest (`user_id`), with the functions of 0015, as reservations do.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['reservation_changes', 'stay_messages', 'stay_arrivals'] LOOP
    EXECUTE format('CREATE TRIGGER %1$s_account_inserted AFTER INSERT ON %1$I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_rows_inserted()', t);
    EXECUTE format('CREATE TRIGGER %1$s_account_updated AFTER UPDATE ON %1$I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION account_rows_updated()', t);
    EXECUTE format('CREATE TRIGGER %1$s_account_deleted AFTER DELETE ON %1$I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION account_rows_deleted()', t);
  END LOOP;
END;
$$;
