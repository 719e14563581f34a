CREATE TABLE "hotel_media" (
	"hotel_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"role" varchar(10) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hotel_media_hotel_id_media_id_role_pk" PRIMARY KEY("hotel_id","media_id","role"),
	CONSTRAINT "hotel_media_role" CHECK ("hotel_media"."role" in ('hero', 'gallery'))
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"bytes" "bytea" NOT NULL,
	"mime" varchar(40) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"decorative" boolean DEFAULT false NOT NULL,
	"focal_x" real DEFAULT 0.5 NOT NULL,
	"focal_y" real DEFAULT 0.5 NOT NULL,
	"placeholder" text NOT NULL,
	"color" varchar(7) NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_sha256_unique" UNIQUE("sha256"),
	CONSTRAINT "media_focal_range" CHECK ("media"."focal_x" between 0 and 1 and "media"."focal_y" between 0 and 1),
	CONSTRAINT "media_size" CHECK ("media"."width" > 0 and "media"."height" > 0)
);
--> statement-breakpoint
ALTER TABLE "hotel_media" ADD CONSTRAINT "hotel_media_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_media" ADD CONSTRAINT "hotel_media_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_media_order_idx" ON "hotel_media" USING btree ("hotel_id","role","position");--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_media_one_hero" ON "hotel_media" USING btree ("hotel_id") WHERE "hotel_media"."role" = 'hero';--> statement-breakpoint
-- The pages show the pictures (a hotel's hero, its gallery, their alt texts): a change bumps the
-- content version like hotels do (0002_content_state.sql), so cached pages and answers follow.
CREATE TRIGGER hotel_media_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON hotel_media
FOR EACH STATEMENT EXECUTE FUNCTION content_state_bump();
--> statement-breakpoint
-- Not on insert: a new picture shows nowhere until it is attached to a hotel.
CREATE TRIGGER media_content_changed AFTER UPDATE OR DELETE OR TRUNCATE ON media
FOR EACH STATEMENT EXECUTE FUNCTION content_state_bump();
