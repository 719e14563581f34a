CREATE TABLE "rate_seasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_type_id" uuid NOT NULL,
	"name" varchar(100) NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"rate_minor" integer NOT NULL,
	CONSTRAINT "rate_seasons_check" CHECK ("rate_seasons"."ends_on" >= "rate_seasons"."starts_on" and "rate_seasons"."rate_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "room_rate_days" (
	"room_type_id" uuid NOT NULL,
	"night" date NOT NULL,
	"rate_minor" integer NOT NULL,
	CONSTRAINT "room_rate_days_room_type_id_night_pk" PRIMARY KEY("room_type_id","night"),
	CONSTRAINT "room_rate_days_rate_check" CHECK ("room_rate_days"."rate_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hotel_pricing" (
	"hotel_id" uuid PRIMARY KEY NOT NULL,
	"vat_bps" smallint DEFAULT 0 NOT NULL,
	"vat_included" boolean DEFAULT true NOT NULL,
	"city_tax_minor" integer DEFAULT 0 NOT NULL,
	"city_tax_per" text DEFAULT 'guest' NOT NULL,
	"free_cancellation_days" smallint DEFAULT 2 NOT NULL,
	"advance_enabled" boolean DEFAULT true NOT NULL,
	"advance_pct" smallint DEFAULT 15 NOT NULL,
	"advance_min_days" smallint DEFAULT 21 NOT NULL,
	"member_enabled" boolean DEFAULT true NOT NULL,
	"member_ivory_pct" smallint DEFAULT 10 NOT NULL,
	"member_gold_pct" smallint DEFAULT 12 NOT NULL,
	"member_sovereign_pct" smallint DEFAULT 15 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotel_pricing_vat_check" CHECK ("hotel_pricing"."vat_bps" between 0 and 5000),
	CONSTRAINT "hotel_pricing_city_tax_check" CHECK ("hotel_pricing"."city_tax_minor" >= 0 and "hotel_pricing"."city_tax_per" in ('guest', 'room')),
	CONSTRAINT "hotel_pricing_days_check" CHECK ("hotel_pricing"."free_cancellation_days" between 0 and 60 and "hotel_pricing"."advance_min_days" between 0 and 365),
	CONSTRAINT "hotel_pricing_pct_check" CHECK ("hotel_pricing"."advance_pct" between 0 and 90 and "hotel_pricing"."member_ivory_pct" between 0 and 90 and "hotel_pricing"."member_gold_pct" between 0 and 90 and "hotel_pricing"."member_sovereign_pct" between 0 and 90)
);
--> statement-breakpoint
CREATE TABLE "offer_hotels" (
	"offer_id" uuid NOT NULL,
	"hotel_id" uuid NOT NULL,
	"supplement_minor" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "offer_hotels_offer_id_hotel_id_pk" PRIMARY KEY("offer_id","hotel_id"),
	CONSTRAINT "offer_hotels_supplement_check" CHECK ("offer_hotels"."supplement_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" varchar(80) NOT NULL,
	"name" varchar(120) NOT NULL,
	"summary" varchar(300) NOT NULL,
	"description" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"inclusions" text[] DEFAULT '{}'::text[] NOT NULL,
	"stay_from" date NOT NULL,
	"stay_until" date NOT NULL,
	"min_nights" smallint DEFAULT 1 NOT NULL,
	"discount_pct" smallint DEFAULT 0 NOT NULL,
	"refundable" boolean DEFAULT true NOT NULL,
	"promo_code" varchar(40),
	"promo_starts_at" timestamp with time zone,
	"promo_ends_at" timestamp with time zone,
	"promo_max_uses" integer,
	"promo_uses" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_dates_check" CHECK ("offers"."stay_until" >= "offers"."stay_from"),
	CONSTRAINT "offers_numbers_check" CHECK ("offers"."min_nights" between 1 and 30 and "offers"."discount_pct" between 0 and 90),
	CONSTRAINT "offers_promo_uses_check" CHECK ("offers"."promo_uses" >= 0 and ("offers"."promo_max_uses" is null or "offers"."promo_uses" <= "offers"."promo_max_uses")),
	CONSTRAINT "offers_promo_code_check" CHECK ("offers"."promo_code" is null or "offers"."promo_code" ~ '^[A-Z0-9-]{3,40}$')
);
--> statement-breakpoint
ALTER TABLE "room_types" DROP CONSTRAINT "room_types_numbers_check";--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "rate_plan" varchar(80) DEFAULT 'flexible' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "offer_id" uuid;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "promo_code" varchar(40);--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "nightly" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "supplement_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "room_total_minor" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "taxes_included_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "taxes_added_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "total_minor" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "refundable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "free_cancellation_until" date;--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "base_rate_minor" integer;--> statement-breakpoint
ALTER TABLE "room_types" ADD COLUMN "weekend_delta_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Money in minor units (docs/decisions/0038): each room type's whole-unit nightly rate becomes its
-- base rate in minor units of its hotel's currency (ISO 4217's decimals: 0 for JPY and the like, 3
-- for the dinars, else 2); every reservation keeps its price as quoted, night by night, on the
-- Flexible plan with the old cancellation rule (free until the day before check-in).
UPDATE "room_types" rt SET "base_rate_minor" = rt."nightly_rate" * (case h."currency" when 'BIF' then 1 when 'CLP' then 1 when 'DJF' then 1 when 'GNF' then 1 when 'ISK' then 1 when 'JPY' then 1 when 'KMF' then 1 when 'KRW' then 1 when 'PYG' then 1 when 'RWF' then 1 when 'UGX' then 1 when 'UYI' then 1 when 'VND' then 1 when 'VUV' then 1 when 'XAF' then 1 when 'XOF' then 1 when 'XPF' then 1 when 'BHD' then 1000 when 'IQD' then 1000 when 'JOD' then 1000 when 'KWD' then 1000 when 'LYD' then 1000 when 'OMR' then 1000 when 'TND' then 1000 else 100 end) FROM "hotels" h WHERE h."id" = rt."hotel_id";--> statement-breakpoint
ALTER TABLE "room_types" ALTER COLUMN "base_rate_minor" SET NOT NULL;--> statement-breakpoint
UPDATE "reservations" r SET
	"total_minor" = r."total" * (case r."currency" when 'BIF' then 1 when 'CLP' then 1 when 'DJF' then 1 when 'GNF' then 1 when 'ISK' then 1 when 'JPY' then 1 when 'KMF' then 1 when 'KRW' then 1 when 'PYG' then 1 when 'RWF' then 1 when 'UGX' then 1 when 'UYI' then 1 when 'VND' then 1 when 'VUV' then 1 when 'XAF' then 1 when 'XOF' then 1 when 'XPF' then 1 when 'BHD' then 1000 when 'IQD' then 1000 when 'JOD' then 1000 when 'KWD' then 1000 when 'LYD' then 1000 when 'OMR' then 1000 when 'TND' then 1000 else 100 end),
	"room_total_minor" = r."total" * (case r."currency" when 'BIF' then 1 when 'CLP' then 1 when 'DJF' then 1 when 'GNF' then 1 when 'ISK' then 1 when 'JPY' then 1 when 'KMF' then 1 when 'KRW' then 1 when 'PYG' then 1 when 'RWF' then 1 when 'UGX' then 1 when 'UYI' then 1 when 'VND' then 1 when 'VUV' then 1 when 'XAF' then 1 when 'XOF' then 1 when 'XPF' then 1 when 'BHD' then 1000 when 'IQD' then 1000 when 'JOD' then 1000 when 'KWD' then 1000 when 'LYD' then 1000 when 'OMR' then 1000 when 'TND' then 1000 else 100 end),
	"nightly" = (SELECT coalesce(jsonb_agg(jsonb_build_object('date', to_char(n, 'YYYY-MM-DD'), 'amountMinor', r."nightly_rate" * (case r."currency" when 'BIF' then 1 when 'CLP' then 1 when 'DJF' then 1 when 'GNF' then 1 when 'ISK' then 1 when 'JPY' then 1 when 'KMF' then 1 when 'KRW' then 1 when 'PYG' then 1 when 'RWF' then 1 when 'UGX' then 1 when 'UYI' then 1 when 'VND' then 1 when 'VUV' then 1 when 'XAF' then 1 when 'XOF' then 1 when 'XPF' then 1 when 'BHD' then 1000 when 'IQD' then 1000 when 'JOD' then 1000 when 'KWD' then 1000 when 'LYD' then 1000 when 'OMR' then 1000 when 'TND' then 1000 else 100 end)) ORDER BY n), '[]'::jsonb)
		FROM generate_series(r."check_in"::timestamp, r."check_out"::timestamp - interval '1 day', interval '1 day') AS n),
	"free_cancellation_until" = r."check_in" - 1;--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "total_minor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "room_total_minor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_seasons" ADD CONSTRAINT "rate_seasons_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_rate_days" ADD CONSTRAINT "room_rate_days_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_pricing" ADD CONSTRAINT "hotel_pricing_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_hotels" ADD CONSTRAINT "offer_hotels_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_hotels" ADD CONSTRAINT "offer_hotels_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_seasons_room_type_idx" ON "rate_seasons" USING btree ("room_type_id","starts_on");--> statement-breakpoint
CREATE INDEX "offer_hotels_hotel_idx" ON "offer_hotels" USING btree ("hotel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_slug_unique" ON "offers" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_promo_code_unique" ON "offers" USING btree ("promo_code") WHERE "offers"."promo_code" is not null;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_money_check" CHECK ("reservations"."total_minor" >= 0 and "reservations"."room_total_minor" >= 0 and "reservations"."total_minor" = "reservations"."room_total_minor" + "reservations"."taxes_added_minor");--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_numbers_check" CHECK ("room_types"."size_sqm" > 0 and "room_types"."max_guests" between 1 and 20 and "room_types"."base_rate_minor" >= 0 and "room_types"."inventory" >= 0);