CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" varchar(16) NOT NULL,
	"user_id" uuid,
	"hotel_id" uuid NOT NULL,
	"room_type_id" uuid NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"nights" smallint NOT NULL,
	"guests" smallint NOT NULL,
	"special_requests" text,
	"nightly_rate" integer NOT NULL,
	"total" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"staff_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_status_check" CHECK ("reservations"."status" in ('requested', 'confirmed', 'declined', 'cancelled')),
	CONSTRAINT "reservations_dates_check" CHECK ("reservations"."check_out" > "reservations"."check_in" and "reservations"."nights" = "reservations"."check_out" - "reservations"."check_in"),
	CONSTRAINT "reservations_guests_check" CHECK ("reservations"."guests" >= 1)
);
--> statement-breakpoint
CREATE TABLE "room_nights" (
	"room_type_id" uuid NOT NULL,
	"night" date NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "room_nights_room_type_id_night_pk" PRIMARY KEY("room_type_id","night"),
	CONSTRAINT "room_nights_booked_check" CHECK ("room_nights"."booked" >= 0)
);
--> statement-breakpoint
CREATE TABLE "room_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" text NOT NULL,
	"size_sqm" integer NOT NULL,
	"beds" varchar(100) NOT NULL,
	"view" varchar(100) NOT NULL,
	"max_guests" smallint NOT NULL,
	"nightly_rate" integer NOT NULL,
	"inventory" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "room_types_numbers_check" CHECK ("room_types"."size_sqm" > 0 and "room_types"."max_guests" between 1 and 20 and "room_types"."nightly_rate" >= 0 and "room_types"."inventory" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_nights" ADD CONSTRAINT "room_nights_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_reference_unique" ON "reservations" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "reservations_user_check_in_idx" ON "reservations" USING btree ("user_id","check_in");--> statement-breakpoint
CREATE INDEX "reservations_status_created_idx" ON "reservations" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reservations_room_type_idx" ON "reservations" USING btree ("room_type_id");--> statement-breakpoint
CREATE INDEX "room_types_hotel_idx" ON "room_types" USING btree ("hotel_id","position");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'editor', 'concierge', 'admin'));--> statement-breakpoint
-- Hotel pages and GET /api/rooms/by-slug show the room types: a change to them is a content change
-- (drizzle/0002_content_state.sql). Reservations and room_nights are not content: availability is
-- never served from the response cache.
CREATE TRIGGER room_types_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON room_types
FOR EACH STATEMENT EXECUTE FUNCTION content_state_bump();
