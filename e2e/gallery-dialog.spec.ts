import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { e2eEditor } from './editorAccount';
import { signInWithStaffPasskey } from './support/staffPasskey';
import { expect, test, waitForHydration } from './fixtures';
import { axeViolations } from './support/axe';

/**
 * A hotel's gallery (issue 33): plain links to each picture's page without JavaScript; with it, a
 * modal dialog (previous and next, the arrow keys, Escape, the focus kept inside and given back).
 */

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
const HOTEL = 'alpine-gold-casino-lodge';
const ALTS = ['The lodge’s fireplace', 'The ski room', 'The terrace over the valley'];

const photo = (hue: number, width: number, height: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="hsl(${hue},55%,45%)"/><circle cx="50%" cy="50%" r="30%" fill="#fff"/></svg>`,
    ),
  )
    .jpeg()
    .toBuffer();

let staff: APIRequestContext;
let roomTypeId: string;
let venue: { _id: string; slug: string };
let hotelId: string;
let hotelName: string;
const shown: string[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  staff = await playwrightRequest.newContext({ baseURL });
  await signInWithStaffPasskey(staff, e2eEditor);
  const hotel = (await (await staff.get(`/api/rooms/by-slug/${HOTEL}`)).json()) as { _id: string; name: string; roomTypes: { _id: string }[] };
  ({ _id: hotelId, name: hotelName } = hotel);
  roomTypeId = hotel.roomTypes[0]!._id;
  for (const [i, alt] of ALTS.entries()) {
    const uploaded = await staff.post('/api/staff/media', {
      multipart: { file: { name: `gallery-${i}.jpg`, mimeType: 'image/jpeg', buffer: await photo(40 + i * 110, 1200 + i * 100, 800) }, alt },
    });
    expect([200, 201]).toContain(uploaded.status());
    const { _id } = (await uploaded.json()) as { _id: string };
    expect((await staff.post(`/api/staff/hotels/${hotelId}/media`, { data: { mediaId: _id, role: 'gallery' } })).status()).toBe(201);
    shown.push(_id);
  }
  // The first picture is also the first room type's: its card shows it.
  expect((await staff.post(`/api/staff/room-types/${roomTypeId}/media`, { data: { mediaId: shown[0], role: 'hero' } })).status()).toBe(201);
  // The second opens the hotel's first venue's page.
  venue = ((await (await staff.get(`/api/venues?hotel=${HOTEL}`)).json()) as { _id: string; slug: string }[])[0]!;
  expect((await staff.post(`/api/staff/venues/${venue._id}/media`, { data: { mediaId: shown[1], role: 'hero' } })).status()).toBe(201);
});

test.afterAll(async () => {
  for (const id of shown) await staff.delete(`/api/staff/hotels/${hotelId}/media/${id}?role=gallery`);
  await staff.delete(`/api/staff/room-types/${roomTypeId}/media/${shown[0]}?role=hero`);
  await staff.delete(`/api/staff/venues/${venue._id}/media/${shown[1]}?role=hero`);
  await staff.dispose();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the gallery is links: each picture has its page, with the previous and next a link away', async ({ page }) => {
    await page.goto(`/rooms/${HOTEL}`);
    const gallery = page.getByRole('region', { name: 'Photographs' });
    await expect(gallery.getByRole('link')).toHaveCount(3);
    await expect(page.locator('dialog.gallery-dialog')).toHaveCount(0);
    await gallery.getByRole('link', { name: ALTS[1] }).click();
    await expect(page).toHaveURL(new RegExp(`/rooms/${HOTEL}/photos/2$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/photograph 2 of 3/);
    await expect(page.locator('figcaption')).toHaveText(ALTS[1]!);
    await page.getByRole('link', { name: 'Next photograph' }).click();
    await expect(page).toHaveURL(new RegExp(`/photos/3$`));
    await expect(page.locator('figcaption')).toHaveText(ALTS[2]!);
    await page.getByRole('link', { name: 'Previous photograph' }).click();
    await page.getByRole('link', { name: 'Previous photograph' }).click();
    await expect(page.locator('figcaption')).toHaveText(ALTS[0]!);
    await expect(page.getByRole('link', { name: 'Previous photograph' })).toHaveCount(0);
  });

  test('in Arabic the Latin hotel name is isolated, so the heading’s colon stays on its right-to-left side', async ({ page }) => {
    await page.goto(`/ar/rooms/${HOTEL}/photos/1`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`\u2068${hotelName}\u2069: الصورة 1 من 3`);
  });

  test('the first room type’s card shows its photograph; the others keep their text', async ({ page }) => {
    await page.goto(`/rooms/${HOTEL}`);
    const cards = page.locator('#rooms .room-type');
    await expect(cards.first().locator('picture img.room-type-image')).toHaveAttribute('alt', ALTS[0]!);
    await expect(cards.first().locator('picture source[type="image/avif"]')).toHaveAttribute('srcset', /\/media\/[0-9a-f]{64}-480\.avif 480w/);
    await expect(cards.nth(1).locator('picture')).toHaveCount(0);
  });

  test('a venue’s page opens on its photograph', async ({ page }) => {
    await page.goto(`/rooms/${HOTEL}/venues/${venue.slug}`);
    const hero = page.locator('.hero picture img.hero-image');
    await expect(hero).toHaveAttribute('alt', ALTS[1]!);
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  });

  test('an editor describes a picture in the studio (plain form): a problem answers on its field, then the French text and the focal point are saved', async ({
    page,
    pageErrors,
  }) => {
    pageErrors.allow(/\/studio\/hotels\//); // the refusal answers 400
    await signInWithStaffPasskey(page.request, e2eEditor);
    await page.goto(`/studio/hotels/${hotelId}`);
    await page.getByText(`Describe: ${ALTS[2]}`).click();
    let form = page.getByRole('form', { name: `Describe: ${ALTS[2]}` });
    await form.getByLabel('From the left (%)').fill('120');
    await form.getByLabel(/^French/).fill('La terrasse sur la vallée');
    await form.getByRole('button', { name: 'Save description' }).click();
    form = page.getByRole('form', { name: `Describe: ${ALTS[2]}` });
    await expect(form.getByLabel('From the left (%)')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.locator('.studio-field-error')).toHaveText('From the left: a number from 0 to 100.');
    await expect(form.getByLabel(/^French/)).toHaveValue('La terrasse sur la vallée');
    await form.getByLabel('From the left (%)').fill('20');
    await form.getByLabel('From the top (%)').fill('80');
    await form.getByRole('button', { name: 'Save description' }).click();
    await expect(page.getByRole('form', { name: `Describe: ${ALTS[2]}` }).getByRole('status')).toContainText('Description saved');
    // On a phone the open form fits the screen: its fieldsets and the thumbnail once widened the page.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.goto(`/rooms/${HOTEL}`);
    const tile = page.getByRole('region', { name: 'Photographs' }).getByRole('img', { name: ALTS[2] });
    await expect(tile).toHaveCSS('object-position', '20% 80%');
  });
});

test('with JavaScript a link opens the dialog: arrows, buttons, Tab kept inside, Escape closes and the focus returns', async ({ page }) => {
  await page.goto(`/rooms/${HOTEL}`);
  await waitForHydration(page);
  const gallery = page.getByRole('region', { name: 'Photographs' });
  const second = gallery.getByRole('link', { name: ALTS[1] });
  // The gallery's code arrives after the first scripts; the dialog's own with the first click.
  await expect(second).toHaveAttribute('aria-haspopup', 'dialog');
  await expect(page.locator('dialog.gallery-dialog')).toHaveCount(0);
  await second.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName(`${hotelName}: photograph 2 of 3`);
  await expect(page).toHaveURL(new RegExp(`/rooms/${HOTEL}$`));
  await expect(dialog.locator('figcaption')).toHaveText(ALTS[1]!);
  await expect(dialog.getByRole('button', { name: 'Close dialog' })).toBeFocused();
  await expect.poll(() => dialog.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  await page.keyboard.press('ArrowRight');
  await expect(dialog).toHaveAccessibleName(/photograph 3 of 3$/);
  await expect(dialog.locator('figcaption')).toHaveText(ALTS[2]!);
  await page.keyboard.press('ArrowRight'); // round to the first
  await expect(dialog.locator('figcaption')).toHaveText(ALTS[0]!);
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.locator('figcaption')).toHaveText(ALTS[2]!);
  await dialog.getByRole('button', { name: 'Previous photograph' }).click();
  await expect(dialog.locator('figcaption')).toHaveText(ALTS[1]!);
  await dialog.getByRole('button', { name: 'Next photograph' }).click();
  await expect(dialog.locator('figcaption')).toHaveText(ALTS[2]!);

  // Tab goes round the dialog's three controls and never reaches the page beneath.
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog.gallery-dialog')))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog.gallery-dialog')))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(second).toBeFocused();

  // The close icon too, from another picture: the focus goes back to that picture's link.
  const first = gallery.getByRole('link', { name: ALTS[0] });
  await first.click();
  await expect(page.getByRole('dialog', { name: /photograph 1 of 3/ })).toBeVisible();
  await page.getByRole('button', { name: 'Close dialog' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(first).toBeFocused();
});

for (const theme of ['dark', 'light'] as const) {
  test(`axe finds nothing in the open gallery dialog in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.goto(`/rooms/${HOTEL}`);
    await waitForHydration(page);
    const first = page.getByRole('region', { name: 'Photographs' }).getByRole('link', { name: ALTS[0] });
    await expect(first).toHaveAttribute('aria-haspopup', 'dialog');
    await first.click();
    const dialog = page.getByRole('dialog', { name: /photograph 1 of 3/ });
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await axeViolations(page, { theme })).toEqual([]);
  });
}

test('axe finds nothing on a venue’s page opening on its photograph, in both themes', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
  for (const theme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.goto(`/rooms/${HOTEL}/venues/${venue.slug}`);
    await expect(page.locator('.hero picture img.hero-image')).toHaveAttribute('alt', ALTS[1]!);
    expect(await axeViolations(page, { theme })).toEqual([]);
  }
});
