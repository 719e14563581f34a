-- The price of the stay shows on the pages (the search's plans, the hotel's panel and calendar, the
-- offers), so a change to any of its tables bumps the content version like hotels and room_types do
-- (0002_content_state.sql, 0005_reservations.sql): the cached pages and API answers follow at once.
CREATE TRIGGER rate_seasons_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON rate_seasons
FOR EACH STATEMENT EXECUTE FUNCTION content_state_bump();
--> statement-breakpoint
CREATE TRIGGER room_rate_days_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON room_rate_days
FOR EACH STATEMENT EXECUTE FUNCTION content_state_bump();
--> statement-breakpoint
CREATE TRIGGER hotel_pricing_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON hotel_pricing
FOR EACH STATEMENT EXECUTE FUNCTION content_state_bump();
--> statement-breakpoint
CREATE TRIGGER offer_hotels_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON offer_hotels
FOR EACH STATEMENT EXECUTE FUNCTION content_state_bump();
--> statement-breakpoint
-- Every column a page shows, not promo_uses: a guest taking a promo code's use changes no page, and
-- bumping on each would drop every cached page at each such request.
CREATE TRIGGER offers_content_changed AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF
  slug, name, summary, description, translations, inclusions, stay_from, stay_until, min_nights, discount_pct, refundable,
  promo_code, promo_starts_at, promo_ends_at, promo_max_uses, published, position
ON offers
FOR EACH STATEMENT EXECUTE FUNCTION content_state_bump();
