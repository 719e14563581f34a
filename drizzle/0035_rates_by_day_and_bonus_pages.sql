CREATE TABLE "exchange_rate_days" (
	"currency" varchar(3) NOT NULL,
	"as_of" date NOT NULL,
	"per_euro" double precision NOT NULL,
	CONSTRAINT "exchange_rate_days_currency_as_of_pk" PRIMARY KEY("currency","as_of"),
	CONSTRAINT "exchange_rate_days_positive" CHECK ("exchange_rate_days"."per_euro" > 0)
);
--> statement-breakpoint
-- Each rate written is kept under its day (a second rate of the same day replaces the first), so
-- a stay completed on a day earns at that day's rate (docs/decisions/0042-points-ledger.md).
CREATE FUNCTION exchange_rates_keep_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO exchange_rate_days (currency, as_of, per_euro) VALUES (NEW.currency, NEW.as_of, NEW.per_euro)
  ON CONFLICT (currency, as_of) DO UPDATE SET per_euro = EXCLUDED.per_euro;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER exchange_rates_keep_day AFTER INSERT OR UPDATE OF per_euro, as_of ON exchange_rates
  FOR EACH ROW EXECUTE FUNCTION exchange_rates_keep_day();
--> statement-breakpoint
INSERT INTO exchange_rate_days (currency, as_of, per_euro) SELECT currency, as_of, per_euro FROM exchange_rates
ON CONFLICT (currency, as_of) DO NOTHING;
--> statement-breakpoint
-- /rewards shows the tier bonus admins set: a change drops the cached pages (0002_content_state.sql).
CREATE TRIGGER loyalty_settings_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON loyalty_settings
FOR EACH STATEMENT EXECUTE FUNCTION content_state_bump();
