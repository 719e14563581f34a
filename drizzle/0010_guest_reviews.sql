ALTER TABLE "reviews" ADD COLUMN "staff_score" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "facilities_score" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "cleanliness_score" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "comfort_score" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "value_score" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "location_score" smallint;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_user_hotel_unique" ON "reviews" USING btree ("user_id","hotel_id") WHERE "reviews"."user_id" is not null;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_sub_scores_check" CHECK (coalesce("reviews"."staff_score", 1) between 1 and 5 and coalesce("reviews"."facilities_score", 1) between 1 and 5 and coalesce("reviews"."cleanliness_score", 1) between 1 and 5 and coalesce("reviews"."comfort_score", 1) between 1 and 5 and coalesce("reviews"."value_score", 1) between 1 and 5 and coalesce("reviews"."location_score", 1) between 1 and 5);--> statement-breakpoint
-- The hotel's review_count, rating_total and average_rating, recomputed from its visible reviews
-- (hidden_at is null) instead of adjusted by deltas. The hotel's row is locked first, and the
-- aggregate is a later statement, so under READ COMMITTED it reads with a snapshot taken after
-- every earlier writer of that hotel committed: concurrent inserts, edits, hides and deletes
-- leave the figures exact (app/reviews/reviews.concurrency.test.ts). FOR NO KEY UPDATE, the lock
-- an UPDATE of these columns takes anyway: it queues the hotel's review writers one after another
-- but, unlike FOR UPDATE, does not wait for the KEY SHARE locks that every new review's foreign
-- key check holds on the hotel (two inserts would otherwise deadlock).
CREATE OR REPLACE FUNCTION hotels_recount_reviews(p_hotel uuid)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_count integer;
  v_total integer;
BEGIN
  PERFORM 1 FROM hotels WHERE id = p_hotel FOR NO KEY UPDATE;
  SELECT count(*)::integer, coalesce(sum(rating), 0)::integer INTO v_count, v_total
    FROM reviews WHERE hotel_id = p_hotel AND hidden_at IS NULL;
  UPDATE hotels
     SET review_count = v_count,
         rating_total = v_total,
         average_rating = CASE WHEN v_count > 0 THEN v_total::double precision / v_count ELSE 0 END
   WHERE id = p_hotel
     AND (review_count, rating_total) IS DISTINCT FROM (v_count, v_total);
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reviews_maintain_hotel_rating()
RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM hotels_recount_reviews(NEW.hotel_id);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM hotels_recount_reviews(OLD.hotel_id);
  ELSIF NEW.hotel_id IS DISTINCT FROM OLD.hotel_id OR NEW.rating IS DISTINCT FROM OLD.rating
     OR (NEW.hidden_at IS NULL) IS DISTINCT FROM (OLD.hidden_at IS NULL) THEN
    PERFORM hotels_recount_reviews(OLD.hotel_id);
    IF NEW.hotel_id IS DISTINCT FROM OLD.hotel_id THEN
      PERFORM hotels_recount_reviews(NEW.hotel_id);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS hotels_apply_review_delta(uuid, integer, integer);
--> statement-breakpoint
-- Bring every hotel in step once (hidden reviews did not exist before; this is a no-op unless
-- figures had drifted).
UPDATE hotels h
   SET review_count = a.c, rating_total = a.t,
       average_rating = CASE WHEN a.c > 0 THEN a.t::double precision / a.c ELSE 0 END
  FROM (SELECT h2.id, count(r.id)::integer AS c, coalesce(sum(r.rating), 0)::integer AS t
          FROM hotels h2 LEFT JOIN reviews r ON r.hotel_id = h2.id AND r.hidden_at IS NULL
         GROUP BY h2.id) a
 WHERE h.id = a.id AND (h.review_count, h.rating_total) IS DISTINCT FROM (a.c, a.t);
