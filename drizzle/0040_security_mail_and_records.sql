CREATE TABLE "known_devices" (
	"user_id" uuid NOT NULL,
	"device_hash" varchar(64) NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_devices_user_id_device_hash_pk" PRIMARY KEY("user_id","device_hash")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "method" varchar(20) DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_method_check" CHECK ("sessions"."method" in ('password', 'code', 'recovery', 'passkey'));--> statement-breakpoint
-- The devices of the sessions alive at the migration are known: their next sign-in mails nobody.
INSERT INTO "known_devices" ("user_id", "device_hash")
SELECT DISTINCT "user_id", encode(sha256(convert_to(coalesce("user_agent", ''), 'UTF8')), 'hex') FROM "sessions"
ON CONFLICT DO NOTHING;
