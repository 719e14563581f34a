-- A booking's treatment must be one of its own venue's (a spa's): the key (venue_id, treatment_id)
-- refers to spa_treatments (venue_id, id). The unique index comes first, since the key needs it.
CREATE UNIQUE INDEX "spa_treatments_venue_id_unique" ON "spa_treatments" USING btree ("venue_id","id");--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_treatment_id_spa_treatments_id_fk";
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_treatment_of_venue_fk" FOREIGN KEY ("venue_id","treatment_id") REFERENCES "public"."spa_treatments"("venue_id","id") ON DELETE restrict ON UPDATE no action;
