import type { APIRequestContext, Page } from '@playwright/test';
import { addDays } from '../app/domain/stay';
import { e2eEditor, signIn } from './editorAccount';
import { expect, test, waitForHydration } from './fixtures';
import { axeViolations } from './support/axe';

/** An editor changes a venue in the studio: its covers, sittings and treatments (the concierge's day sheets: staff-venues.spec.ts). */
const HOTEL = 'celtic-fortune-casino-resort';

test.describe('an editor sets a venue’s covers', () => {
  test.use({ javaScriptEnabled: false });

  test('never below what a slot already holds; the hotel page says which', async ({ page, request, pageErrors }) => {
    pageErrors.allow(/\/studio\/hotels\//); // the refused change comes back as a 409 page
    const oyster = ((await (await request.get(`/api/venues?hotel=${HOTEL}&kind=restaurant`)).json()) as { _id: string; name: string }[]).find(
      (v) => v.name === 'Thistle & Oyster',
    )!;
    const signup = await request.post('/api/auth/signup', {
      data: { username: `oy${Date.now().toString(36)}`, email: `oy${Date.now().toString(36)}@example.com`, password: 'a long guest passphrase' },
    });
    const auth = { Authorization: `Bearer ${((await signup.json()) as { token: string }).token}` };
    let date = addDays(new Date().toISOString().slice(0, 10), 30);
    for (;;) {
      const slots = (await (await request.get(`/api/venues/${oyster._id}/slots?date=${date}&party=4`)).json()) as { time: string }[];
      if (slots.length > 0) {
        expect((await request.post('/api/bookings', { headers: auth, data: { venueId: oyster._id, date, time: slots[0]!.time, party: 4 } })).status()).toBe(
          201,
        );
        break;
      }
      date = addDays(date, 1);
    }
    const hotel = (await (await request.get(`/api/rooms/by-slug/${HOTEL}`)).json()) as { _id: string };
    await signIn(page, e2eEditor);
    await page.goto(`/studio/hotels/${hotel._id}`);
    const card = page.getByTestId('studio-venue').filter({ hasText: oyster.name });
    const covers = card.getByLabel('Covers per slot');
    const before = await covers.inputValue();
    const party = await card.getByLabel('Largest party').inputValue();
    await covers.fill('3');
    await card.getByLabel('Largest party').fill('2');
    await card.getByRole('button', { name: `Save ${oyster.name}` }).click();
    await expect(card.getByRole('alert')).toContainText(/covers are already booked at \d\d:\d\d on \d{4}-\d\d-\d\d: covers per slot can't go below/);
    await expect(card.getByLabel('Covers per slot')).toHaveValue('3');
    await card.getByLabel('Covers per slot').fill(before);
    await card.getByLabel('Largest party').fill(party);
    await card.getByRole('button', { name: `Save ${oyster.name}` }).click();
    await expect(card.getByRole('status')).toContainText(`Saved ${oyster.name}.`);
  });
});

/** A hotel's id and one of its venues (by name) with its treatments, through the API. */
async function venueNamed(request: APIRequestContext, hotelSlug: string, name: string) {
  const hotel = (await (await request.get(`/api/rooms/by-slug/${hotelSlug}`)).json()) as { _id: string };
  const venues = (await (await request.get(`/api/venues?hotel=${hotelSlug}`)).json()) as {
    _id: string;
    name: string;
    treatments?: { _id: string; name: string; durationMinutes: number; price: number }[];
  }[];
  return { hotelId: hotel._id, ...venues.find((v) => v.name === name)! };
}

/** A new guest's table at `time` on the first day from 20-170 days ahead that offers it. */
async function tableAt(request: APIRequestContext, venueId: string, time: string) {
  const name = `late${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const signup = await request.post('/api/auth/signup', { data: { username: name, email: `${name}@example.com`, password: 'a long guest passphrase' } });
  const auth = { Authorization: `Bearer ${((await signup.json()) as { token: string }).token}` };
  let date = addDays(new Date().toISOString().slice(0, 10), 20 + Math.floor(Math.random() * 150));
  for (let tries = 0; tries < 7; tries++, date = addDays(date, 1)) {
    const slots = (await (await request.get(`/api/venues/${venueId}/slots?date=${date}&party=2`)).json()) as { time: string }[];
    if (!slots.some((s) => s.time === time)) continue;
    expect((await request.post('/api/bookings', { headers: auth, data: { venueId, date, time, party: 2 } })).status()).toBe(201);
    return date;
  }
  throw new Error(`no table at ${time}`);
}

// Each run its own hotel, so the two never change the same venue.
const editorRuns = [
  // Dinner 17:30–22:30: a table at 22:00, the last start; widened to 17:00–23:00.
  {
    javaScriptEnabled: true,
    hotel: 'nordic-star-casino-hotel',
    restaurant: 'Aurora Dining Room',
    lastTable: '22:00',
    widened: ['17:00', '23:00'],
    spa: 'Borealis Spa',
    treatment: 'Spruce Tip Facial',
  },
  // Dinner 19:30–23:00: a table at 22:30; widened to 19:00–23:30.
  {
    javaScriptEnabled: false,
    hotel: 'mediterranean-grand-casino-spa',
    restaurant: 'Terrazza dei Fiori',
    lastTable: '22:30',
    widened: ['19:00', '23:30'],
    spa: 'Spa Riviera',
    treatment: 'Thalasso Facial',
  },
] as const;

/** With scripts, React Router submits in place: the page marked after loading is still the one at the end. */
async function markTheDocument(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return;
  await waitForHydration(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}
async function expectTheSameDocument(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
}

for (const run of editorRuns) {
  test.describe(`an editor edits a venue ${run.javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: run.javaScriptEnabled });

    test('dinner hours never leave a booking outside them; wider hours reach the guests', async ({ page, request, pageErrors }) => {
      pageErrors.allow(/\/studio\/hotels\//); // the refused change comes back as a 409 answer
      const restaurant = await venueNamed(request, run.hotel, run.restaurant);
      const lastStart = run.lastTable;
      const date = await tableAt(request, restaurant._id, lastStart);

      await signIn(page, e2eEditor);
      await page.goto(`/studio/hotels/${restaurant.hotelId}`);
      await page.getByRole('link', { name: `Texts, sittings and closed days of ${run.restaurant}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: run.restaurant })).toBeVisible();
      await markTheDocument(page, run.javaScriptEnabled);

      // Closing the dinner at the booked table's start would leave it outside: refused, the booking named.
      const dinner = page.getByRole('region', { name: 'Dinner sitting' });
      await dinner.getByLabel('Closes (HH:MM)').fill(lastStart);
      await dinner.getByRole('button', { name: 'Save Dinner' }).click();
      await expect(dinner.getByRole('alert')).toContainText(`A booking at ${lastStart} on`);
      await expect(dinner.getByRole('alert')).toContainText(date);
      await expect(dinner.getByLabel('Closes (HH:MM)')).toHaveValue(lastStart);

      // Half an hour earlier and later: saved, and the guests' times follow.
      const [earlier, later] = run.widened;
      await dinner.getByLabel('Opens (HH:MM)').fill(earlier);
      await dinner.getByLabel('Closes (HH:MM)').fill(later);
      await dinner.getByRole('button', { name: 'Save Dinner' }).click();
      await expect(page.getByRole('status').filter({ hasText: `Saved Dinner (${earlier}–${later}).` })).toBeVisible();
      const times = (await (await request.get(`/api/venues/${restaurant._id}/slots?date=${addDays(date, 7)}&party=2`)).json()) as { time: string }[];
      expect(times.map((t) => t.time)).toContain(earlier);
      await expectTheSameDocument(page, run.javaScriptEnabled);
    });

    test('a treatment’s length off the grid is refused in its field; its new length and price reach the guests', async ({ page, request, pageErrors }) => {
      pageErrors.allow(/\/studio\/hotels\//); // the refused change comes back as a 400 answer
      const spa = await venueNamed(request, run.hotel, run.spa);
      await signIn(page, e2eEditor);
      await page.goto(`/studio/hotels/${spa.hotelId}`);
      await page.getByRole('link', { name: `Texts, sittings, treatments and closed days of ${run.spa}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: run.spa })).toBeVisible();
      await markTheDocument(page, run.javaScriptEnabled);
      const card = page.getByTestId('studio-treatment').filter({ hasText: run.treatment });
      await card.getByLabel('Length (minutes)').fill('50');
      await card.getByRole('button', { name: `Save the ${run.treatment}` }).click();
      await expect(card.getByLabel('Length (minutes)')).toHaveAttribute('aria-invalid', 'true');
      // The message is tied to its field.
      await expect(card.getByLabel('Length (minutes)')).toHaveAccessibleDescription(/^The length must be a whole number of the spa's 30-minute slots/);
      await card.getByLabel('Length (minutes)').fill('90');
      await card.getByLabel(/^Price/).fill('240');
      await card.getByRole('button', { name: `Save the ${run.treatment}` }).click();
      await expect(card.getByRole('status')).toContainText(`Saved the ${run.treatment}.`);
      expect((await venueNamed(request, run.hotel, run.spa)).treatments!.find((t) => t.name === run.treatment)).toMatchObject({
        durationMinutes: 90,
        price: 240,
      });
      await expectTheSameDocument(page, run.javaScriptEnabled);
    });
  });
}

test('axe finds nothing on the venue editor, with a refused field, in either theme', async ({ page, request, pageErrors }) => {
  test.setTimeout(90_000); // two axe runs of a long page on a shared machine
  pageErrors.allow(/\/studio\/hotels\//);
  const spa = await venueNamed(request, 'golden-dunes-casino-resort', 'Dunes Hammam & Spa');
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
  await signIn(page, e2eEditor);
  for (const theme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.goto(`/studio/hotels/${spa.hotelId}/venues/${spa._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForHydration(page);
    await page.getByRole('region', { name: 'Add a treatment' }).getByRole('button', { name: 'Add treatment' }).click();
    await expect(page.getByRole('region', { name: 'Add a treatment' }).getByRole('alert')).toBeVisible();
    for (const details of await page.locator('details.studio-confirm summary').all()) await details.click();
    expect(await axeViolations(page, { theme })).toEqual([]);
  }
});
