ALTER TABLE "hotels" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_coordinates_check" CHECK (("hotels"."latitude" is null) = ("hotels"."longitude" is null) and coalesce("hotels"."latitude", 0) between -90 and 90 and coalesce("hotels"."longitude", 0) between -180 and 180);--> statement-breakpoint
-- The demo hotels of a database seeded before the map (app/db/seed/demo-content.ts holds the same figures for a new one).
UPDATE "hotels" SET "latitude" = c.latitude, "longitude" = c.longitude
FROM (VALUES
  ('royal-palace-casino-resort', 1.2834, 103.8607),
  ('nordic-star-casino-hotel', 64.8401, -147.72),
  ('mediterranean-grand-casino-spa', 43.818, 7.77),
  ('golden-dunes-casino-resort', 24.837, 55.383),
  ('celtic-fortune-casino-resort', 55.9555, -3.177),
  ('alpine-gold-casino-lodge', 46.497, 9.839)
) AS c(slug, latitude, longitude)
WHERE "hotels"."slug" = c.slug AND "hotels"."latitude" IS NULL;
