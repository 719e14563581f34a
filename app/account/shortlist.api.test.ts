import { describe, expect, it } from 'vitest';
import { bearer, call, newAccount, openTestApi } from '~/api/testHelpers.server';
import { hotels } from '~/db/schema';
import { RECENTLY_VIEWED_MAX } from './shortlist.server';

const { api, database } = await openTestApi();
const slugs = (await database.db.select({ slug: hotels.slug }).from(hotels).orderBy(hotels.name)).map((h) => h.slug);

async function signUp() {
  const res = await call<{ token: string }>(api, 'POST', '/auth/signup', { body: newAccount('short') });
  return bearer(res.body.token);
}

type Shortlist = { saved: { slug: string; name: string }[]; recentlyViewed: { slug: string }[] };
const shortlistOf = async (headers: Record<string, string>) => (await call<Shortlist>(api, 'GET', '/account/hotels', { headers })).body;

describe('saved hotels', () => {
  it('saves, lists latest first, saves again without a duplicate, and removes', async () => {
    const guest = await signUp();
    expect((await call(api, 'PUT', `/account/hotels/saved/${slugs[0]}`, { headers: guest })).status).toBe(204);
    expect((await call(api, 'PUT', `/account/hotels/saved/${slugs[1]}`, { headers: guest })).status).toBe(204);
    expect((await call(api, 'PUT', `/account/hotels/saved/${slugs[0]}`, { headers: guest })).status).toBe(204);
    const listed = await shortlistOf(guest);
    expect(listed.saved.map((h) => h.slug).sort()).toEqual([slugs[0], slugs[1]].sort());
    expect(listed.saved[0]?.name).toBeTruthy();
    expect((await call(api, 'DELETE', `/account/hotels/saved/${slugs[0]}`, { headers: guest })).status).toBe(204);
    expect((await shortlistOf(guest)).saved.map((h) => h.slug)).toEqual([slugs[1]]);
  });

  it('keeps each guest’s list to themselves', async () => {
    const [one, two] = [await signUp(), await signUp()];
    await call(api, 'PUT', `/account/hotels/saved/${slugs[2]}`, { headers: one });
    expect((await shortlistOf(two)).saved).toEqual([]);
  });

  it('answers 404 for an unknown hotel, 400 for a malformed slug and 401 signed out', async () => {
    const guest = await signUp();
    expect((await call(api, 'PUT', '/account/hotels/saved/no-such-hotel', { headers: guest })).status).toBe(404);
    expect((await call(api, 'PUT', '/account/hotels/saved/Bad%20Slug', { headers: guest })).status).toBe(400);
    expect((await call(api, 'GET', '/account/hotels')).status).toBe(401);
    expect((await call(api, 'PUT', `/account/hotels/saved/${slugs[0]}`)).status).toBe(401);
    expect((await call(api, 'POST', '/account/hotels/merge', { body: {} })).status).toBe(401);
  });
});

describe('recently viewed hotels', () => {
  it('moves a visited hotel to the front and keeps only the latest visits', async () => {
    const guest = await signUp();
    const visits = slugs.slice(0, Math.min(slugs.length, RECENTLY_VIEWED_MAX + 1));
    for (const slug of visits) expect((await call(api, 'PUT', `/account/hotels/viewed/${slug}`, { headers: guest })).status).toBe(204);
    await call(api, 'PUT', `/account/hotels/viewed/${visits[1]}`, { headers: guest });
    const viewed = (await shortlistOf(guest)).recentlyViewed.map((h) => h.slug);
    expect(viewed[0]).toBe(visits[1]);
    expect(viewed.length).toBe(Math.min(visits.length, RECENTLY_VIEWED_MAX));
    expect(new Set(viewed).size).toBe(viewed.length);
  });
});

describe('merging the browser’s lists at sign-in', () => {
  it('adds the browser’s saved and viewed hotels, drops unknown ones, and answers the union', async () => {
    const guest = await signUp();
    await call(api, 'PUT', `/account/hotels/saved/${slugs[0]}`, { headers: guest });
    await call(api, 'PUT', `/account/hotels/viewed/${slugs[0]}`, { headers: guest });
    const merged = await call<{ savedProperties: string[]; recentlyViewed: string[] }>(api, 'POST', '/account/hotels/merge', {
      headers: guest,
      body: { savedProperties: [slugs[1], 'gone-hotel', slugs[0]], recentlyViewed: [slugs[2], slugs[3]] },
    });
    expect(merged.status).toBe(200);
    expect(merged.body.savedProperties.sort()).toEqual([slugs[0], slugs[1]].sort());
    // The browser's visits are newer than the account's, in the browser's order.
    expect(merged.body.recentlyViewed).toEqual([slugs[2], slugs[3], slugs[0]]);
  });

  it('refuses what is not a list of slugs', async () => {
    const guest = await signUp();
    expect((await call(api, 'POST', '/account/hotels/merge', { headers: guest, body: { savedProperties: 'x' } })).status).toBe(400);
    expect((await call(api, 'POST', '/account/hotels/merge', { headers: guest, body: { savedProperties: Array(101).fill(slugs[0]) } })).status).toBe(400);
  });
});
