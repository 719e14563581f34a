import type { APIRequestContext, Page } from '@playwright/test';
import { demoHotels } from '../app/db/seed/demo-content';
import { e2eConcierge, signIn } from './editorAccount';
import { signInWithStaffPasskey } from './support/staffPasskey';
import { expect, test, waitForHydration } from './fixtures';
import { axeViolations } from './support/axe';

// Issue 32, the benefits the site applies: a Gold or Sovereign member's stay shows the concierge
// "Late check-out: <tier> member benefit" on /studio/reservations. The tier counts the confirmed
// nights of the stays beginning in the stay's year, so confirming a member's ten nights there makes
// their next request show it. The confirmation is the page's plain form: once without JavaScript,
// once with it (React Router submits in place and reloads the list).

const DAY = 86_400_000;
const day = (from: number, n: number) => new Date(from + n * DAY).toISOString().slice(0, 10);

/**
 * A new member with four requests in one calendar year, 200-290 days ahead: ten nights (`first`),
 * ten and ten more (`more`, `most`), and two (`next`).
 */
async function memberWithRequests(request: APIRequestContext) {
  const name = `late${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const signup = await request.post('/api/auth/signup', { data: { username: name, email: `${name}@example.com`, password: 'a long guest passphrase' } });
  expect(signup.status()).toBe(201);
  const auth = { Authorization: `Bearer ${((await signup.json()) as { token: string }).token}` };
  let start = Date.now() + (200 + Math.floor(Math.random() * 40)) * DAY;
  // All four stays begin in one year: the tier is the year's.
  if (day(start, 0).slice(0, 4) !== day(start, 45).slice(0, 4)) start += 60 * DAY;
  const hotel = (await (await request.get(`/api/rooms/by-slug/${demoHotels[1]!.slug}`)).json()) as { roomTypes: { _id: string }[] };
  const ask = async (offset: number, nights: number) => {
    const created = await request.post('/api/reservations', {
      headers: auth,
      data: { roomTypeId: hotel.roomTypes[0]!._id, checkIn: day(start, offset), checkOut: day(start, offset + nights), guests: 1 },
    });
    expect(created.status(), await created.text()).toBe(201);
    return (await created.json()) as { _id: string; reference: string };
  };
  return { first: await ask(0, 10), more: await ask(11, 10), most: await ask(22, 10), next: await ask(34, 2) };
}

/** Confirms a request through the API as the concierge. */
async function confirmByApi(request: APIRequestContext, id: string) {
  const login = await signInWithStaffPasskey(request, e2eConcierge);
  const token = login.token;
  expect((await request.post(`/api/reservations/${id}/confirm`, { headers: { Authorization: `Bearer ${token}` }, data: {} })).status()).toBe(200);
}

const stay = (page: Page, reference: string) => page.getByTestId('staff-reservation').filter({ hasText: reference });

async function journey(page: Page, request: APIRequestContext, { scripted }: { scripted: boolean }) {
  const member = await memberWithRequests(request);
  await signIn(page, e2eConcierge);
  await page.goto('/studio/reservations');
  if (scripted) await waitForHydration(page);
  // An Ivory member: no late check-out yet.
  await expect(stay(page, member.first.reference)).toBeVisible();
  await expect(stay(page, member.next.reference).getByTestId('late-checkout')).toHaveCount(0);

  await stay(page, member.first.reference)
    .getByRole('button', { name: `Confirm ${member.first.reference}` })
    .click();
  await expect(page.getByRole('status').filter({ hasText: `Reservation ${member.first.reference} confirmed` })).toBeVisible();
  // Ten confirmed nights that year: Gold, on the member's next request and on the stay confirmed.
  await expect(stay(page, member.next.reference).getByTestId('late-checkout')).toContainText('Gold member benefit');
  await page.goto('/studio/reservations?status=confirmed');
  await expect(stay(page, member.first.reference).getByTestId('late-checkout')).toContainText('Gold member benefit');

  // Thirty: Sovereign.
  await confirmByApi(request, member.more._id);
  await confirmByApi(request, member.most._id);
  await page.goto('/studio/reservations');
  await expect(stay(page, member.next.reference).getByTestId('late-checkout')).toContainText('Sovereign member benefit');
  return member;
}

test('without JavaScript, the concierge confirms a member’s ten nights and sees the late check-out on their stays', async ({ browser, baseURL, request }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await journey(page, request, { scripted: false });
  await context.close();
});

test('with JavaScript, the same in place, and axe finds nothing on the list showing it', async ({ page, request }) => {
  test.setTimeout(120_000); // axe over the whole list of requests, on a shared machine
  await journey(page, request, { scripted: true });
  await expect(page.getByTestId('late-checkout').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
