CREATE TABLE "offer_media" (
	"offer_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"role" varchar(10) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "offer_media_offer_id_media_id_role_pk" PRIMARY KEY("offer_id","media_id","role"),
	CONSTRAINT "offer_media_role" CHECK ("offer_media"."role" in ('hero', 'gallery'))
);
--> statement-breakpoint
CREATE TABLE "post_media" (
	"post_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"role" varchar(10) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "post_media_post_id_media_id_role_pk" PRIMARY KEY("post_id","media_id","role"),
	CONSTRAINT "post_media_role" CHECK ("post_media"."role" in ('hero', 'gallery'))
);
--> statement-breakpoint
ALTER TABLE "offer_media" ADD CONSTRAINT "offer_media_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_media" ADD CONSTRAINT "offer_media_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_media" ADD CONSTRAINT "post_media_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_media" ADD CONSTRAINT "post_media_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_media_order_idx" ON "offer_media" USING btree ("offer_id","role","position");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_media_one_hero" ON "offer_media" USING btree ("offer_id") WHERE "offer_media"."role" = 'hero';--> statement-breakpoint
CREATE INDEX "post_media_order_idx" ON "post_media" USING btree ("post_id","role","position");--> statement-breakpoint
CREATE UNIQUE INDEX "post_media_one_hero" ON "post_media" USING btree ("post_id") WHERE "post_media"."role" = 'hero';--> statement-breakpoint
-- An offer's page and card show its pictures, a post's page and card its cover: a change bumps the
-- content version (0033_media.sql).
CREATE TRIGGER offer_media_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON offer_media
FOR EACH STATEMENT EXECUTE FUNCTION content_state_bump();
--> statement-breakpoint
CREATE TRIGGER post_media_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON post_media
FOR EACH STATEMENT EXECUTE FUNCTION content_state_bump();
