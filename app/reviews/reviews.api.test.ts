import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, call, makeStaff, newAccount, openTestApi } from '~/api/testHelpers.server';
import { auditLog, hotels, reservations } from '~/db/schema';
import type { Hotel } from '~/hotels/hotel';
import type { OwnReview } from './reviews.server';

const { database, api } = await openTestApi();

async function signUp(role?: 'admin' | 'concierge' | 'editor') {
  const { body } = await call<{ token: string; user: { _id: string; username: string } }>(api, 'POST', '/auth/signup', { body: newAccount('rev') });
  if (role) await makeStaff(database.db, body.user._id, role);
  return { id: body.user._id, username: body.user.username, headers: bearer(body.token) };
}

const hotelPage = (slug: string, query = '') => call<Hotel>(api, 'GET', `/rooms/by-slug/${slug}${query}`);

/** The hotel's figures, and the same recomputed from its visible reviews. */
async function figures(slug: string) {
  const result = await database.db.execute(sql`
    select h.review_count as "count", h.average_rating as "average",
      (select count(*)::int from reviews r where r.hotel_id = h.id and r.hidden_at is null) as "recount",
      (select coalesce(avg(r.rating), 0)::float8 from reviews r where r.hotel_id = h.id and r.hidden_at is null) as "reaverage"
    from hotels h where h.slug = ${slug}`);
  const row = (result as unknown as { rows: { count: number; average: number; recount: number; reaverage: number }[] }).rows[0]!;
  expect(row.count).toBe(row.recount);
  expect(row.average).toBeCloseTo(row.reaverage, 10);
  return { count: row.count, average: row.average };
}

const good = { rating: 5, comment: 'Wonderful stay, the staff remembered our names.', subScores: { staff: 5, location: 4 } };
const post = (slug: string, headers: Record<string, string>, body: unknown = good) =>
  call<OwnReview & { error: string; details?: Record<string, string> }>(api, 'POST', `/rooms/${slug}/reviews`, { body, headers });

describe('guest reviews', () => {
  it('one review per guest per hotel, edited and deleted, with the average exact after each change', async () => {
    const slug = 'nordic-star-casino-hotel';
    const guest = await signUp();
    const start = await figures(slug);

    const created = await post(slug, guest.headers);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ rating: 5, hidden: false, hotel: { slug }, subScores: { staff: 5, location: 4, comfort: null } });
    const afterCreate = await figures(slug);
    expect(afterCreate.count).toBe(start.count + 1);

    const again = await post(slug, guest.headers, { ...good, rating: 1 });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/already reviewed.*edit/i);
    expect((await figures(slug)).count).toBe(start.count + 1);

    const edited = await call<OwnReview>(api, 'PUT', `/reviews/${created.body._id}`, {
      body: { rating: 1, comment: 'On reflection, the noise spoiled it.' },
      headers: guest.headers,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ rating: 1, subScores: { staff: null } });
    expect(edited.body.updatedAt).not.toBeNull();
    const afterEdit = await figures(slug);
    expect(afterEdit.count).toBe(start.count + 1);
    expect(afterEdit.average).toBeLessThan(afterCreate.average);

    const page = await hotelPage(slug);
    expect(page.body.reviewCount).toBe(afterEdit.count);
    // First after the verified stays' reviews, which come before the others.
    expect(page.body.reviews.find((r) => !r.verified)).toMatchObject({
      _id: created.body._id,
      user: { username: guest.username },
      stayedHere: false,
      verified: false,
      stayMonth: null,
    });
    expect(page.body.reviewSummary.stars.reduce((a, b) => a + b, 0)).toBe(afterEdit.count);

    const other = await signUp();
    expect((await call(api, 'PUT', `/reviews/${created.body._id}`, { body: good, headers: other.headers })).status).toBe(404);
    expect((await call(api, 'DELETE', `/reviews/${created.body._id}`, { headers: other.headers })).status).toBe(404);
    expect((await call(api, 'DELETE', '/reviews/not-a-uuid', { headers: guest.headers })).status).toBe(404);

    expect((await call(api, 'DELETE', `/reviews/${created.body._id}`, { headers: guest.headers })).status).toBe(204);
    expect(await figures(slug)).toEqual(start);
    expect((await post(slug, guest.headers)).status).toBe(201);
  });

  it('refuses signed-out writes, unknown hotels and invalid reviews with clear messages', async () => {
    expect((await post('nordic-star-casino-hotel', {})).status).toBe(401);
    const guest = await signUp();
    expect((await post('no-such-hotel', guest.headers)).status).toBe(404);
    const cases: [unknown, RegExp][] = [
      [{ ...good, rating: 6 }, /rating must be a whole number from 1 to 5/i],
      [{ ...good, rating: 4.5 }, /whole number/],
      [{ ...good, comment: 'Too short' }, /at least 10 characters/],
      [{ ...good, comment: 'x'.repeat(2001) }, /at most 2000 characters/],
      [{ ...good, comment: 'Lovely stay \u0007 with a bell' }, /control characters/],
      [{ ...good, subScores: { staff: 0 } }, /Staff must be a whole number from 1 to 5/],
      [{ rating: 4 }, /write a few words/],
    ];
    for (const [body, message] of cases) {
      const res = await post('nordic-star-casino-hotel', guest.headers, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.error).toMatch(message);
    }
  });

  it('marks reviews by guests with a confirmed stay that has begun; sorts by rating', async () => {
    const slug = 'alpine-gold-casino-lodge';
    const guest = await signUp();
    const [hotel] = await database.db.select({ id: hotels.id }).from(hotels).where(eq(hotels.slug, slug));
    const rooms = await database.db.execute(sql`select id, base_rate_minor from room_types where hotel_id = ${hotel!.id} limit 1`);
    const room = (rooms as unknown as { rows: { id: string; base_rate_minor: number }[] }).rows[0]!;
    await database.db.insert(reservations).values({
      reference: `AUR-T${Date.now().toString(36).slice(-5).toUpperCase()}`,
      userId: guest.id,
      hotelId: hotel!.id,
      roomTypeId: room.id,
      checkIn: '2026-01-02',
      checkOut: '2026-01-04',
      nights: 2,
      guests: 2,
      nightlyRate: room.base_rate_minor / 100,
      total: (room.base_rate_minor / 100) * 2,
      currency: 'CHF',
      roomTotalMinor: room.base_rate_minor * 2,
      totalMinor: room.base_rate_minor * 2,
      status: 'confirmed',
    });
    const mine = await post(slug, guest.headers, { ...good, rating: 1 });
    expect(mine.status).toBe(201);
    const lowest = await hotelPage(slug, '?reviewSort=lowest');
    // A stay that has begun but is not completed: stayed here, not a verified stay.
    expect(lowest.body.reviews.find((r) => !r.verified)).toMatchObject({ _id: mine.body._id, stayedHere: true, verified: false });
    const highest = (await hotelPage(slug, '?reviewSort=highest&reviewLimit=100')).body.reviews;
    for (const verified of [true, false]) {
      const ratings = highest.filter((r) => r.verified === verified).map((r) => r.rating);
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    }
    expect((await hotelPage(slug, '?reviewSort=best')).status).toBe(400);
  });

  it('staff hide and show a review: not shown, not counted, audited', async () => {
    const slug = 'celtic-fortune-casino-resort';
    const guest = await signUp();
    const editor = await signUp('editor');
    const concierge = await signUp('concierge');
    const start = await figures(slug);
    const review = (await post(slug, guest.headers, { ...good, rating: 1 })).body;
    expect((await figures(slug)).count).toBe(start.count + 1);

    expect((await call(api, 'PATCH', `/staff/reviews/${review._id}`, { body: { hidden: true }, headers: guest.headers })).status).toBe(403);
    expect((await call(api, 'PATCH', `/staff/reviews/${review._id}`, { body: { hidden: true }, headers: concierge.headers })).status).toBe(403);
    expect((await call(api, 'PATCH', `/staff/reviews/${crypto.randomUUID()}`, { body: { hidden: true }, headers: editor.headers })).status).toBe(404);
    expect((await call(api, 'PATCH', `/staff/reviews/${review._id}`, { body: {}, headers: editor.headers })).status).toBe(400);

    const hidden = await call<{ hiddenAt: string | null }>(api, 'PATCH', `/staff/reviews/${review._id}`, { body: { hidden: true }, headers: editor.headers });
    expect(hidden.status).toBe(200);
    expect(hidden.body.hiddenAt).not.toBeNull();
    expect(await figures(slug)).toEqual(start);
    expect((await hotelPage(slug, '?reviewLimit=100')).body.reviews.some((r) => r._id === review._id)).toBe(false);

    const shown = await call<{ hiddenAt: string | null }>(api, 'PATCH', `/staff/reviews/${review._id}`, { body: { hidden: false }, headers: editor.headers });
    expect(shown.body.hiddenAt).toBeNull();
    expect((await figures(slug)).count).toBe(start.count + 1);
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.entityId, review._id));
    expect(entries.map((e) => e.action).sort()).toEqual(['review.hidden', 'review.shown']);
  });
});
