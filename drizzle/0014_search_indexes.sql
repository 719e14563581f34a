-- Trigram matching for the hotel search's text filter (ILIKE '%q%' on name, city, country). PGlite
-- loads the extension's files at start (app/db/client.server.ts); pg_trgm is a trusted extension on PostgreSQL.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "hotels_text_trgm_idx" ON "hotels" USING gin ("name" gin_trgm_ops,"city" gin_trgm_ops,"country" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hotels_country_filters_idx" ON "hotels" USING btree ("country","price_min","average_rating","number_of_tables","vip_lounges");