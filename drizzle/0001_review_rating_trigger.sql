-- Keeps hotels.review_count, rating_total and average_rating in step with the reviews table, so that
-- listing hotels by rating never aggregates reviews per request (the index on average_rating serves it).
CREATE OR REPLACE FUNCTION hotels_apply_review_delta(p_hotel uuid, p_count integer, p_total integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE hotels
     SET review_count = review_count + p_count,
         rating_total = rating_total + p_total,
         average_rating = CASE WHEN review_count + p_count > 0
                               THEN (rating_total + p_total)::double precision / (review_count + p_count)
                               ELSE 0 END
   WHERE id = p_hotel;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reviews_maintain_hotel_rating()
RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM hotels_apply_review_delta(NEW.hotel_id, 1, NEW.rating);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM hotels_apply_review_delta(OLD.hotel_id, -1, -OLD.rating);
  ELSIF NEW.hotel_id IS DISTINCT FROM OLD.hotel_id OR NEW.rating IS DISTINCT FROM OLD.rating THEN
    PERFORM hotels_apply_review_delta(OLD.hotel_id, -1, -OLD.rating);
    PERFORM hotels_apply_review_delta(NEW.hotel_id, 1, NEW.rating);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_maintain_hotel_rating
AFTER INSERT OR UPDATE OR DELETE ON reviews
FOR EACH ROW EXECUTE FUNCTION reviews_maintain_hotel_rating();
