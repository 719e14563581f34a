CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" varchar(16) NOT NULL,
	"venue_id" uuid NOT NULL,
	"user_id" uuid,
	"day" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"party" smallint NOT NULL,
	"treatment_id" uuid,
	"note" text,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"staff_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('confirmed', 'cancelled')),
	CONSTRAINT "bookings_cancelled_check" CHECK (("bookings"."status" = 'cancelled') = ("bookings"."cancelled_at" is not null)),
	CONSTRAINT "bookings_times_check" CHECK ("bookings"."end_time" > "bookings"."start_time"),
	CONSTRAINT "bookings_party_check" CHECK ("bookings"."party" between 1 and 20),
	CONSTRAINT "bookings_note_check" CHECK (char_length("bookings"."note") <= 500 and char_length("bookings"."staff_note") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "spa_treatments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"name" varchar(100) NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"price" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "spa_treatments_numbers_check" CHECK ("spa_treatments"."duration_minutes" between 15 and 480 and "spa_treatments"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "venue_sittings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"name" varchar(60) NOT NULL,
	"opens" time NOT NULL,
	"closes" time NOT NULL,
	CONSTRAINT "venue_sittings_hours_check" CHECK ("venue_sittings"."closes" > "venue_sittings"."opens")
);
--> statement-breakpoint
CREATE TABLE "venue_slots" (
	"venue_id" uuid NOT NULL,
	"day" date NOT NULL,
	"slot" time NOT NULL,
	"capacity" smallint NOT NULL,
	"booked" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "venue_slots_venue_id_day_slot_pk" PRIMARY KEY("venue_id","day","slot"),
	CONSTRAINT "venue_slots_booked_check" CHECK ("venue_slots"."booked" >= 0 and "venue_slots"."booked" <= "venue_slots"."capacity")
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"slug" varchar(120) NOT NULL,
	"name" varchar(100) NOT NULL,
	"cuisine" varchar(100),
	"description" text NOT NULL,
	"slot_minutes" smallint NOT NULL,
	"capacity" smallint NOT NULL,
	"max_party" smallint NOT NULL,
	"closed_weekdays" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "venues_kind_check" CHECK ("venues"."kind" in ('restaurant', 'spa')),
	CONSTRAINT "venues_cuisine_check" CHECK (("venues"."kind" = 'restaurant') = ("venues"."cuisine" is not null)),
	CONSTRAINT "venues_slot_minutes_check" CHECK ("venues"."slot_minutes" between 15 and 240 and 1440 % "venues"."slot_minutes" = 0),
	CONSTRAINT "venues_capacity_check" CHECK ("venues"."capacity" between 1 and 1000 and "venues"."max_party" between 1 and least("venues"."capacity", 20)),
	CONSTRAINT "venues_closed_weekdays_check" CHECK ("venues"."closed_weekdays" <@ '{1,2,3,4,5,6,7}'::smallint[])
);
--> statement-breakpoint
-- Hotels already stored get their city's zone (the demo hotels, and the scale hotels made from them);
-- any other starts on UTC. No default afterwards: a new hotel must say where it is.
ALTER TABLE "hotels" ADD COLUMN "time_zone" varchar(64) DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
UPDATE "hotels" SET "time_zone" = CASE "city"
  WHEN 'Singapore' THEN 'Asia/Singapore'
  WHEN 'Fairbanks' THEN 'America/Anchorage'
  WHEN 'Sanremo' THEN 'Europe/Rome'
  WHEN 'Dubai' THEN 'Asia/Dubai'
  WHEN 'Edinburgh' THEN 'Europe/London'
  WHEN 'St. Moritz' THEN 'Europe/Zurich'
  ELSE 'UTC' END;--> statement-breakpoint
ALTER TABLE "hotels" ALTER COLUMN "time_zone" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_treatment_id_spa_treatments_id_fk" FOREIGN KEY ("treatment_id") REFERENCES "public"."spa_treatments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spa_treatments" ADD CONSTRAINT "spa_treatments_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_sittings" ADD CONSTRAINT "venue_sittings_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_slots" ADD CONSTRAINT "venue_slots_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_reference_unique" ON "bookings" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "bookings_user_day_idx" ON "bookings" USING btree ("user_id","day","start_time");--> statement-breakpoint
CREATE INDEX "bookings_venue_day_idx" ON "bookings" USING btree ("venue_id","day","start_time");--> statement-breakpoint
CREATE INDEX "bookings_treatment_idx" ON "bookings" USING btree ("treatment_id");--> statement-breakpoint
CREATE INDEX "spa_treatments_venue_idx" ON "spa_treatments" USING btree ("venue_id","position");--> statement-breakpoint
CREATE INDEX "venue_sittings_venue_idx" ON "venue_sittings" USING btree ("venue_id","opens");--> statement-breakpoint
CREATE UNIQUE INDEX "venues_hotel_slug_unique" ON "venues" USING btree ("hotel_id","slug");--> statement-breakpoint
CREATE INDEX "venues_hotel_position_idx" ON "venues" USING btree ("hotel_id","position");--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_time_zone_check" CHECK ("hotels"."time_zone" ~ '^(UTC|[A-Z][A-Za-z_]+(/[A-Za-z0-9_+-]+){1,2})$');