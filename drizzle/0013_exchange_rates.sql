CREATE TABLE "exchange_rates" (
	"currency" varchar(3) PRIMARY KEY NOT NULL,
	"per_euro" double precision NOT NULL,
	"as_of" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "exchange_rates_positive" CHECK ("exchange_rates"."per_euro" > 0),
	CONSTRAINT "exchange_rates_code" CHECK ("exchange_rates"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Converted prices are page content: a changed rate drops the cached pages (0002_content_state.sql).
CREATE TRIGGER exchange_rates_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON exchange_rates
FOR EACH STATEMENT EXECUTE FUNCTION content_state_bump();
--> statement-breakpoint
-- The display currencies with plausible rates (units per 1 EUR), in every database: admins keep them current.
INSERT INTO exchange_rates (currency, per_euro, as_of) VALUES
  ('EUR', 1, '2026-11-20'),
  ('USD', 1.16, '2026-11-20'),
  ('GBP', 0.88, '2026-11-20'),
  ('CHF', 0.93, '2026-11-20'),
  ('AED', 4.26, '2026-11-20'),
  ('SGD', 1.51, '2026-11-20'),
  ('JPY', 179, '2026-11-20')
ON CONFLICT (currency) DO NOTHING;
