CREATE TABLE "room_type_media" (
	"room_type_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"role" varchar(10) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "room_type_media_room_type_id_media_id_role_pk" PRIMARY KEY("room_type_id","media_id","role"),
	CONSTRAINT "room_type_media_role" CHECK ("room_type_media"."role" in ('hero', 'gallery'))
);
--> statement-breakpoint
CREATE TABLE "venue_media" (
	"venue_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"role" varchar(10) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "venue_media_venue_id_media_id_role_pk" PRIMARY KEY("venue_id","media_id","role"),
	CONSTRAINT "venue_media_role" CHECK ("venue_media"."role" in ('hero', 'gallery'))
);
--> statement-breakpoint
ALTER TABLE "room_type_media" ADD CONSTRAINT "room_type_media_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_type_media" ADD CONSTRAINT "room_type_media_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_media" ADD CONSTRAINT "venue_media_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_media" ADD CONSTRAINT "venue_media_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_type_media_order_idx" ON "room_type_media" USING btree ("room_type_id","role","position");--> statement-breakpoint
CREATE UNIQUE INDEX "room_type_media_one_hero" ON "room_type_media" USING btree ("room_type_id") WHERE "room_type_media"."role" = 'hero';--> statement-breakpoint
CREATE INDEX "venue_media_order_idx" ON "venue_media" USING btree ("venue_id","role","position");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_media_one_hero" ON "venue_media" USING btree ("venue_id") WHERE "venue_media"."role" = 'hero';--> statement-breakpoint
-- The hotel page shows the room types' pictures, a venue's page its own: a change bumps the
-- content version (0033_media.sql).
CREATE TRIGGER room_type_media_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON room_type_media
FOR EACH STATEMENT EXECUTE FUNCTION content_state_bump();
--> statement-breakpoint
CREATE TRIGGER venue_media_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON venue_media
FOR EACH STATEMENT EXECUTE FUNCTION content_state_bump();
