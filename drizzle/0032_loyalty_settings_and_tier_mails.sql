CREATE TABLE "loyalty_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"gold_bonus_pct" smallint DEFAULT 25 NOT NULL,
	"sovereign_bonus_pct" smallint DEFAULT 50 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_settings_one_row" CHECK ("loyalty_settings"."id"),
	CONSTRAINT "loyalty_settings_bonus_check" CHECK ("loyalty_settings"."gold_bonus_pct" between 0 and 200 and "loyalty_settings"."sovereign_bonus_pct" between 0 and 200)
);
--> statement-breakpoint
CREATE TABLE "tier_mails" (
	"user_id" uuid NOT NULL,
	"year" smallint NOT NULL,
	"tier" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tier_mails_user_id_year_tier_pk" PRIMARY KEY("user_id","year","tier"),
	CONSTRAINT "tier_mails_tier_check" CHECK ("tier_mails"."tier" in ('gold', 'sovereign'))
);
--> statement-breakpoint
ALTER TABLE "tier_mails" ADD CONSTRAINT "tier_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;