CREATE TABLE "seeded_demo_items" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seeded_demo_items_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
-- A database that holds content already was seeded before this table: the next open records the
-- demo items it holds now (backfillSeededDemoItems), so one staff deleted after this upgrade stays
-- deleted. A new, empty database needs no such pass.
INSERT INTO "seeded_demo_items" ("kind", "key")
SELECT 'backfill', 'pending'
WHERE EXISTS (SELECT 1 FROM "hotels") OR EXISTS (SELECT 1 FROM "users") OR EXISTS (SELECT 1 FROM "posts")
   OR EXISTS (SELECT 1 FROM "events") OR EXISTS (SELECT 1 FROM "offers");
