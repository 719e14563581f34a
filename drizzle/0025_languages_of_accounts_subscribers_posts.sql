-- The language of a guest's mails (chosen at sign-up, changed on /account), of a subscriber's letters
-- and of a blog post (a localized /blog lists its language's posts first). English by default: every
-- row so far was written in English (docs/decisions/0030).
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'fr', 'de', 'it', 'ar', 'zh'));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_language_check" CHECK ("posts"."language" in ('en', 'fr', 'de', 'it', 'ar', 'zh'));--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_language_check" CHECK ("newsletter_subscriptions"."language" in ('en', 'fr', 'de', 'it', 'ar', 'zh'));