import type { APIRequestContext, Page } from '@playwright/test';
import { e2eEditor } from './editorAccount';
import { signInWithStaffPasskey } from './support/staffPasskey';
import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';

type PageErrors = { allow(urlPattern: RegExp): void };

/** The editors' Events and Hotels sections (app/events/Studio*, app/hotels/studio/), with and without scripts. */

const HOTEL = 'celtic-fortune-casino-resort';
const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Signs the browser in as the editor (the context keeps the cookie); answers a bearer token for API clean-up. */
async function signInEditor(page: Page): Promise<Record<string, string>> {
  const login = await signInWithStaffPasskey(page.request, e2eEditor);
  return { Authorization: `Bearer ${login.token}` };
}

async function fillEvent(page: Page, event: { title: string; date: string }) {
  await page.getByLabel('Title').fill(event.title);
  await page.getByLabel('Date').fill(event.date);
  await page.getByLabel('Category').fill('Gala');
  await page.getByLabel('Location').fill('The Grand Salon, Edinburgh');
  await page.getByLabel('Description').fill('An evening of blackjack and bagpipes.');
  await page.getByLabel('Image').fill('/images/events/tournament.svg');
}

/** Creates, checks on /events, edits, deletes: the same steps with and without scripts. */
/** What an anonymous visitor is served (the response cache keeps it): the test checks it is never stale. */
const anonymousText = async (request: APIRequestContext, path: string) => (await request.get(path)).text();

async function eventLifecycle(page: Page, request: APIRequestContext, pageErrors: PageErrors) {
  pageErrors.allow(/\/studio\/events\/new/); // an answer with a problem is a 400 page
  const title = `Studio Gala ${unique()}`;
  // Cached from here on: the answers below must not be stale.
  expect(await anonymousText(request, '/events')).not.toContain(title);
  expect(await anonymousText(request, '/api/events')).not.toContain(title);
  await page.goto('/studio/events');
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New event' }).click();
  await expect(page.getByRole('heading', { name: 'New event' })).toBeVisible();

  // A problem answers in place, with what was typed and the focus on the field.
  await fillEvent(page, { title, date: dayAhead(15) });
  await page.getByLabel('Title').fill('');
  await page.getByRole('button', { name: 'Add event' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await expect(page.getByLabel('Title')).toBeFocused();
  await expect(page.getByLabel('Location')).toHaveValue('The Grand Salon, Edinburgh');
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Add event' }).click();
  await expect(page).toHaveURL(/\/studio\/events\?created=/);
  await expect(page.getByRole('status').filter({ hasText: `Added “${title}”.` })).toBeVisible();

  expect(await anonymousText(request, '/events')).toContain(title);
  expect(await anonymousText(request, '/api/events')).toContain(title);
  await page.goto('/events');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  await page.goto('/studio/events');
  await page
    .getByTestId('studio-event')
    .filter({ hasText: title })
    .getByRole('link', { name: `Edit ${title}` })
    .click();
  await expect(page.getByRole('heading', { name: 'Edit event' })).toBeVisible();
  await page.getByLabel('Title').fill(`${title} (moved)`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved “${title} (moved)”.` })).toBeVisible();
  await page.goto('/events');
  await expect(page.getByRole('heading', { name: `${title} (moved)` })).toBeVisible();

  await page.goto('/studio/events');
  const item = page.getByTestId('studio-event').filter({ hasText: `${title} (moved)` });
  await item.getByText(`Delete ${title} (moved)`).click();
  await item.getByRole('button', { name: `Delete “${title} (moved)”` }).click();
  await expect(page.getByRole('status').filter({ hasText: `Deleted “${title} (moved)”.` })).toBeVisible();
  await expect(item).toHaveCount(0);
  await page.goto('/events');
  await expect(page.getByRole('heading', { name: `${title} (moved)` })).toHaveCount(0);
  expect(await anonymousText(request, '/events')).not.toContain(title);
}

/** Edits the hotel's description and a room's rate, checks the public page and API, then puts them back. */
async function hotelEdit(page: Page, request: APIRequestContext, auth: Record<string, string>) {
  const before = (await (await request.get(`/api/rooms/by-slug/${HOTEL}`)).json()) as {
    _id: string;
    name: string;
    description: string;
    roomTypes: { _id: string; name: string; nightlyRate: number }[];
  };
  const room = before.roomTypes[0]!;
  const description = `Freshly described ${unique()}: a castle of cards above the Royal Mile.`;
  expect(await anonymousText(request, `/rooms/${HOTEL}`)).not.toContain(description); // cached from here on
  try {
    await page.goto('/studio/hotels');
    await page.getByLabel('Name, city or country').fill('Edinburgh');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\?q=Edinburgh/);
    await page.getByRole('link', { name: before.name, exact: true }).click();
    await expect(page.getByRole('heading', { name: before.name, level: 1 })).toBeVisible();

    const hotelForm = page.getByRole('form', { name: 'Hotel' });
    await hotelForm.getByLabel('Description').fill(description);
    await hotelForm.getByRole('button', { name: 'Save hotel' }).click();
    await expect(page.getByText('Hotel saved. The public page shows it now.')).toBeVisible();

    const roomForm = page.getByRole('form', { name: room.name });
    await roomForm.getByLabel(/Nightly rate/).fill(String(room.nightlyRate + 11));
    await roomForm.getByRole('button', { name: `Save the ${room.name}` }).click();
    await expect(page.getByText(`Saved the ${room.name}.`)).toBeVisible();

    expect(await anonymousText(request, `/rooms/${HOTEL}`)).toContain(description);
    await page.goto(`/rooms/${HOTEL}`);
    await expect(page.getByText(description)).toBeVisible();
    const after = (await (await request.get(`/api/rooms/by-slug/${HOTEL}`)).json()) as typeof before;
    expect(after.roomTypes.find((r) => r._id === room._id)?.nightlyRate).toBe(room.nightlyRate + 11);
  } finally {
    await page.request.patch(`/api/staff/hotels/${before._id}`, { headers: auth, data: { description: before.description } });
    await page.request.patch(`/api/staff/room-types/${room._id}`, { headers: auth, data: { nightlyRate: room.nightlyRate } });
  }
}

/**
 * Translates the hotel's dress code into German beside the English, refused first for its length,
 * then saved and kept; the German text is put back as it was.
 */
async function hotelTranslation(page: Page, request: APIRequestContext) {
  const hotel = (await (await request.get(`/api/rooms/by-slug/${HOTEL}`)).json()) as { _id: string; name: string; casino: { dresscode: string } };
  await page.goto(`/studio/hotels/${hotel._id}`);
  await page.getByRole('link', { name: 'Translations' }).click();
  await expect(page.getByRole('heading', { name: `Translations: ${hotel.name}`, level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: `Translations of ${hotel.name}` });
  const german = form.getByLabel('Dress code (German)');
  await expect(german).toHaveAttribute('lang', 'de');
  await expect(form.getByLabel('Description (Arabic)')).toHaveAttribute('dir', 'rtl');
  await expect(form.getByText(`English: ${hotel.casino.dresscode}`)).toHaveCount(5); // beside each language's field
  const before = await german.inputValue();
  expect(before).not.toBe('');
  try {
    // The field stops typing at 200 characters; the server holds the limit for any other client.
    await german.evaluate((field) => field.removeAttribute('maxlength'));
    await german.fill('Elegant '.repeat(30));
    await form.getByRole('button', { name: `Save translations of ${hotel.name}` }).click();
    await expect(page.getByText('Dress code must be at most 200 characters').first()).toBeVisible();
    await expect(form.getByLabel('Dress code (German)')).toBeFocused();
    await form.getByLabel('Dress code (German)').fill('Elegante Garderobe, Sakko am Abend');
    await form.getByRole('button', { name: `Save translations of ${hotel.name}` }).click();
    await expect(page.getByText('Translations saved. The pages in those languages show them now.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Dress code (German)')).toHaveValue('Elegante Garderobe, Sakko am Abend');
  } finally {
    const again = page.getByRole('form', { name: `Translations of ${hotel.name}` });
    await again.getByLabel('Dress code (German)').fill(before);
    await again.getByRole('button', { name: `Save translations of ${hotel.name}` }).click();
    await expect(page.getByText('Translations saved.')).toBeVisible();
  }
}

test('signed out, the events section sends the visitor to sign in', async ({ page }) => {
  await page.goto('/studio/events');
  await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fstudio%2Fevents$/);
});

test('an editor adds, edits and deletes an event, seen on /events at once', async ({ page, request, pageErrors }) => {
  await signInEditor(page);
  await eventLifecycle(page, request, pageErrors);
});

test("an editor edits a hotel's description and a room's rate, seen on the hotel page at once", async ({ page, request }) => {
  await hotelEdit(page, request, await signInEditor(page));
});

test("an editor translates a hotel's dress code beside the English", async ({ page, request, pageErrors }) => {
  pageErrors.allow(/\/translations(\.data)?$/); // an answer with a problem is a 400 page
  await signInEditor(page);
  await hotelTranslation(page, request);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the translations form works as plain HTML', async ({ page, request, pageErrors }) => {
    pageErrors.allow(/\/translations$/);
    await signInEditor(page);
    await hotelTranslation(page, request);
  });

  test('the event forms and the delete disclosure work as plain HTML', async ({ page, request, pageErrors }) => {
    await signInEditor(page);
    await eventLifecycle(page, request, pageErrors);
  });

  test('the hotel forms work as plain HTML', async ({ page, request }) => {
    await hotelEdit(page, request, await signInEditor(page));
  });
});

test('axe finds nothing on the events and hotels sections in either theme', async ({ page, pageErrors }) => {
  test.setTimeout(150_000); // eight pages, twice, on a shared machine
  pageErrors.allow(/\/studio\/events\/new/);
  await signInEditor(page);
  const hotel = (await (await page.request.get(`/api/rooms/by-slug/${HOTEL}`)).json()) as { _id: string };
  for (const theme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    for (const path of ['/studio/events', '/studio/hotels', `/studio/hotels/${hotel._id}`, `/studio/hotels/${hotel._id}/translations`]) {
      await page.goto(path);
      await page.locator('details.studio-confirm, details.studio-translations').evaluateAll((all) => all.forEach((d) => d.setAttribute('open', '')));
      expect(await axeViolations(page, { theme }), path).toEqual([]);
    }
    // The event form with its problems shown.
    await page.goto('/studio/events/new');
    await page.getByRole('button', { name: 'Add event' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    expect(await axeViolations(page, { theme }), '/studio/events/new with problems').toEqual([]);
  }
});
