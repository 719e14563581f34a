DROP INDEX "hotels_price_name_idx";--> statement-breakpoint
DROP INDEX "hotels_country_price_name_idx";--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "price_min_eur" double precision;--> statement-breakpoint
CREATE INDEX "hotels_price_eur_name_idx" ON "hotels" USING btree ("price_min_eur","name");--> statement-breakpoint
CREATE INDEX "hotels_country_price_eur_name_idx" ON "hotels" USING btree ("country","price_min_eur","name");--> statement-breakpoint
-- Each hotel's starting price in euros at its currency's stored rate (ADR 0025): the search's price
-- order compares these. Kept by the two triggers below in the writing transaction.
UPDATE "hotels" h SET "price_min_eur" = h."price_min" / r."per_euro" FROM "exchange_rates" r WHERE r."currency" = h."currency";--> statement-breakpoint
CREATE FUNCTION hotels_price_in_euros() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- FOR SHARE: waits for a rate being changed and reads it as committed, so the two triggers never
  -- leave a hotel priced at the rate before.
  NEW.price_min_eur := NEW.price_min / (SELECT per_euro FROM exchange_rates WHERE currency = NEW.currency FOR SHARE);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER hotels_price_in_euros BEFORE INSERT OR UPDATE OF price_min, currency ON hotels
  FOR EACH ROW EXECUTE FUNCTION hotels_price_in_euros();--> statement-breakpoint
CREATE FUNCTION exchange_rates_reprice_hotels() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND (TG_OP = 'DELETE' OR NEW.currency <> OLD.currency) THEN
    UPDATE hotels SET price_min_eur = NULL WHERE currency = OLD.currency;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE hotels SET price_min_eur = price_min / NEW.per_euro
      WHERE currency = NEW.currency AND price_min_eur IS DISTINCT FROM price_min / NEW.per_euro;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER exchange_rates_reprice_hotels AFTER INSERT OR UPDATE OR DELETE ON exchange_rates
  FOR EACH ROW EXECUTE FUNCTION exchange_rates_reprice_hotels();
