CREATE INDEX "hotels_country_rating_idx" ON "hotels" USING btree ("country","average_rating" DESC NULLS LAST,"name");--> statement-breakpoint
CREATE INDEX "hotels_price_name_idx" ON "hotels" USING btree ("price_min","name");--> statement-breakpoint
CREATE INDEX "hotels_rating_reviews_name_idx" ON "hotels" USING btree ("average_rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"name");--> statement-breakpoint
CREATE INDEX "hotels_name_idx" ON "hotels" USING btree ("name");