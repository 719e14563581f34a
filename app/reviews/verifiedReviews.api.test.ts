import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, openTestApi, signUpAs } from '~/api/testHelpers.server';
import { hotels, outbox, reservations, roomTypes, users } from '~/db/schema';
import type { Hotel } from '~/hotels/hotel';
import { completeDueStays } from '~/loyalty/completion.server';
import { addDays, utcDay } from '~/domain/stay';
import type { OwnReview } from './reviews.server';

/** Reviews from guests who stayed (issue 49): verified with the stay's month, first, averaged apart, filtered; the invitation. */
const { database, api } = await openTestApi();
const db = database.db;
const today = utcDay();
const slug = 'mediterranean-grand-casino-spa';
const good = { rating: 4, comment: 'A lovely terrace and a very kind concierge team.' };

const hotelPage = (query = '') => call<Hotel>(api, 'GET', `/rooms/by-slug/${slug}${query}`);

/** A stay of the guest at the hotel, `daysAgo` days before today, confirmed, completed or not (as the concierge would leave it). */
async function pastStay(userId: string, { daysAgo, completed }: { daysAgo: number; completed: boolean }) {
  const [room] = await db
    .select({ id: roomTypes.id, hotelId: hotels.id, rate: roomTypes.baseRateMinor })
    .from(roomTypes)
    .innerJoin(hotels, eq(hotels.id, roomTypes.hotelId))
    .where(eq(hotels.slug, slug))
    .limit(1);
  const checkIn = addDays(today, -daysAgo);
  const [row] = await db
    .insert(reservations)
    .values({
      reference: `AUR-V${Math.random().toString(36).slice(2, 7).toUpperCase()}`,
      userId,
      hotelId: room!.hotelId,
      roomTypeId: room!.id,
      checkIn,
      checkOut: addDays(checkIn, 2),
      nights: 2,
      guests: 2,
      nightlyRate: room!.rate / 100,
      total: (room!.rate / 100) * 2,
      currency: 'EUR',
      roomTotalMinor: room!.rate * 2,
      totalMinor: room!.rate * 2,
      status: 'confirmed',
      completedAt: completed ? new Date() : null,
    })
    .returning({ id: reservations.id, checkIn: reservations.checkIn });
  return row!;
}

describe('reviews from verified stays', () => {
  it('are marked with the stay’s month, come first, have their own average, and can be listed alone', async () => {
    const [stayed, visitor] = [await signUpAs(api, db, 'user', 'stayed'), await signUpAs(api, db, 'user', 'visitor')];
    const stay = await pastStay(stayed.id, { daysAgo: 40, completed: true });
    const before = (await hotelPage()).body;

    const mine = await call<OwnReview>(api, 'POST', `/rooms/${slug}/reviews`, { body: { ...good, rating: 5 }, headers: stayed.headers });
    expect(mine.status).toBe(201);
    const theirs = await call<OwnReview>(api, 'POST', `/rooms/${slug}/reviews`, { body: { ...good, rating: 1 }, headers: visitor.headers });
    expect(theirs.status).toBe(201);

    const hotel = (await hotelPage('?reviewLimit=100')).body;
    const verified = hotel.reviews.find((r) => r._id === mine.body._id)!;
    expect(verified).toMatchObject({ verified: true, stayMonth: stay.checkIn.slice(0, 7) });
    // Allowed, and shown as such: a review by an account without a stay there.
    expect(hotel.reviews.find((r) => r._id === theirs.body._id)).toMatchObject({ verified: false, stayMonth: null });
    const firstUnverified = hotel.reviews.findIndex((r) => !r.verified);
    expect(hotel.reviews.slice(firstUnverified).every((r) => !r.verified)).toBe(true);
    expect(hotel.verifiedReviewCount).toBe(before.verifiedReviewCount + 1);
    const expected = (before.verifiedRating * before.verifiedReviewCount + 5) / (before.verifiedReviewCount + 1);
    expect(hotel.verifiedRating).toBeCloseTo(expected, 1);
    expect(hotel.reviewCount).toBe(before.reviewCount + 2);

    const only = (await hotelPage('?reviewFilter=verified&reviewLimit=100')).body;
    expect(only.reviews.length).toBe(hotel.verifiedReviewCount);
    expect(only.reviews.every((r) => r.verified)).toBe(true);
    expect((await hotelPage('?reviewFilter=mine')).status).toBe(400);
  });

  it('needs a completed stay at that hotel: a stay not yet completed is not one, and an edit after the stay makes the review verified', async () => {
    const guest = await signUpAs(api, db, 'user', 'soon');
    const stay = await pastStay(guest.id, { daysAgo: 3, completed: false });
    const review = await call<OwnReview>(api, 'POST', `/rooms/${slug}/reviews`, { body: good, headers: guest.headers });
    const shown = async () => (await hotelPage('?reviewLimit=100')).body.reviews.find((r) => r._id === review.body._id)!;
    expect(await shown()).toMatchObject({ verified: false, stayedHere: true });
    await db.update(reservations).set({ completedAt: new Date() }).where(eq(reservations.id, stay.id));
    await call(api, 'PUT', `/reviews/${review.body._id}`, { body: { ...good, comment: `${good.comment} Edited after checking out.` }, headers: guest.headers });
    expect(await shown()).toMatchObject({ verified: true, stayMonth: stay.checkIn.slice(0, 7) });
  });

  it('a completed stay invites its guest to review, once, in their language, with the link to the form', async () => {
    const [guest, staff] = [await signUpAs(api, db, 'user', 'invite'), await signUpAs(api, db, 'concierge')];
    await db.update(users).set({ language: 'it' }).where(eq(users.id, guest.id));
    const [{ email }] = (await db.select({ email: users.email }).from(users).where(eq(users.id, guest.id))) as [{ email: string }];
    const stay = await pastStay(guest.id, { daysAgo: 5, completed: false });
    const completed = await call(api, 'POST', `/reservations/${stay.id}/complete`, { headers: staff.headers });
    expect(completed.status).toBe(200);
    const invitations = () =>
      db
        .select({ subject: outbox.subject, text: outbox.text })
        .from(outbox)
        .where(and(eq(outbox.to, email), eq(outbox.kind, 'review-invitation')));
    const [mail] = await invitations();
    expect(mail!.subject).toContain('soggiorno');
    expect(mail!.text).toContain(`/it/rooms/${slug}/review`);
    // The daily job and a second completion find it done: no second invitation.
    await completeDueStays(db, today, { notify: { origin: 'http://localhost' } });
    expect((await call(api, 'POST', `/reservations/${stay.id}/complete`, { headers: staff.headers })).status).toBe(409);
    expect(await invitations()).toHaveLength(1);
  });

  it('the daily job invites too, but not a guest who has already reviewed the hotel', async () => {
    const [fresh, reviewed] = [await signUpAs(api, db, 'user', 'daily'), await signUpAs(api, db, 'user', 'daily')];
    await call(api, 'POST', `/rooms/${slug}/reviews`, { body: good, headers: reviewed.headers });
    await pastStay(fresh.id, { daysAgo: 6, completed: false });
    await pastStay(reviewed.id, { daysAgo: 6, completed: false });
    await completeDueStays(db, today, { notify: { origin: 'http://localhost' } });
    const sent = await db
      .select({ to: outbox.to })
      .from(outbox)
      .innerJoin(users, eq(users.email, outbox.to))
      .where(and(eq(outbox.kind, 'review-invitation'), sql`${users.id} in (${fresh.id}, ${reviewed.id})`));
    expect(sent.map((s) => s.to)).toHaveLength(1);
  });
});
