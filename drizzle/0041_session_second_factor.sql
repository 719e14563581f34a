ALTER TABLE "sessions" ADD COLUMN "second_factor_at" timestamp with time zone;--> statement-breakpoint
-- A session alive at the migration that signed in with a second factor keeps it; those of the password alone do not.
UPDATE "sessions" SET "second_factor_at" = "created_at" WHERE "method" in ('code', 'recovery', 'passkey');
