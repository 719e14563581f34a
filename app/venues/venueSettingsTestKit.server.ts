import { and, eq, sql } from 'drizzle-orm';
import { afterAll } from 'vitest';
import { hotels, spaTreatments, users, venues, venueSittings } from '~/db/schema';
import { createTestDatabase } from '~/db/testDatabase.server';
import { addDays } from '~/domain/stay';
import { isoWeekday, localNow, WEEKDAYS } from '~/domain/hotelClock';

/**
 * A database for the tests of the studio's venue settings (venueSettings.test.ts,
 * venueTreatments.test.ts): an editor, the same person as a concierge and a guest, at `now`; the
 * Celtic Fortune's venues found by slug, and `day`, twelve days ahead by its clock.
 */
export async function openVenueSettingsTest() {
  const database = await createTestDatabase();
  afterAll(() => database.close());
  const { db } = database;
  const now = new Date();
  const [editorRow] = await db.insert(users).values({ username: 'venuesettings', email: 'venue-settings@example.com', role: 'editor' }).returning();
  const [guestRow] = await db.insert(users).values({ username: 'settingsguest', email: 'settings-guest@example.com' }).returning();
  const editor = { _id: editorRow!.id, username: editorRow!.username, role: 'editor' as const };
  const concierge = { ...editor, role: 'concierge' as const };
  const guest = { _id: guestRow!.id };

  async function venueOf(slug: string, hotelSlug = 'celtic-fortune-casino-resort') {
    const [row] = await db
      .select({ id: venues.id, hotelId: hotels.id, timeZone: hotels.timeZone })
      .from(venues)
      .innerJoin(hotels, eq(hotels.id, venues.hotelId))
      .where(and(eq(hotels.slug, hotelSlug), eq(venues.slug, slug)));
    return row!;
  }
  const sittingOf = async (venueId: string, name: string) =>
    (
      await db
        .select()
        .from(venueSittings)
        .where(and(eq(venueSittings.venueId, venueId), eq(venueSittings.name, name)))
    )[0]!;
  const treatmentOf = async (venueId: string, name: string) =>
    (
      await db
        .select()
        .from(spaTreatments)
        .where(and(eq(spaTreatments.venueId, venueId), eq(spaTreatments.name, name)))
    )[0]!;
  const contentVersion = async () =>
    Number(((await db.execute(sql`select version from content_state`)) as unknown as { rows: { version: string }[] }).rows[0]!.version);

  // The grill: open every day; dinner 18:00–22:00 on a 30-minute grid.
  const grill = await venueOf('castle-rock-grill');
  const today = localNow(grill.timeZone, now).date;
  const day = addDays(today, 12);
  const weekday = WEEKDAYS[isoWeekday(day) - 1]!;
  return { db, now, editor, concierge, guest, venueOf, sittingOf, treatmentOf, contentVersion, grill, day, weekday };
}
