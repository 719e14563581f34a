import sharp from 'sharp';
import { e2eEditor, signIn } from './editorAccount';
import { expect, test } from './fixtures';

/** A hotel's photographs (issue 33): uploaded through the studio's plain form, shown on its page. */

const HOTEL = 'golden-dunes-casino-resort';
const NAME = 'Golden Dunes Casino & Resort';
// An offer and a post no other browser test looks at.
const OFFER = 'long-stay';
const POST = 'a-sommeliers-guide-to-the-riviera-cellars';

/** A photograph made here: a colour gradient, 2000 × 1200. */
const photo = (seed: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1200"><defs><linearGradient id="g"><stop offset="0" stop-color="hsl(${seed},60%,40%)"/><stop offset="1" stop-color="#f3c"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
    ),
  )
    .jpeg()
    .toBuffer();

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an editor uploads a hero and a gallery picture through the studio; the hotel page opens on the hero <picture>', async ({ page, pageErrors }) => {
    pageErrors.allow(/\/studio\/hotels\//); // a refused file answers 400
    await signIn(page, e2eEditor);
    const hotel = (await (await page.request.get(`/api/rooms/by-slug/${HOTEL}`)).json()) as { _id: string };
    await page.goto(`/studio/hotels/${hotel._id}`);
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Upload' }) });

    // An HTML page named .jpg: refused on the field, nothing shown.
    await form
      .getByLabel('Photograph', { exact: true })
      .setInputFiles({ name: 'lobby.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<!doctype html><p>hi') });
    await form.getByLabel(/Alt text/).fill('The lobby');
    await form.getByRole('button', { name: 'Upload' }).click();
    await expect(form.locator('#photos-file-error')).toContainText('not a photograph');
    await expect(form.getByLabel('Photograph', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(/Alt text/)).toHaveValue('The lobby');

    await form.getByLabel('Photograph', { exact: true }).setInputFiles({ name: 'terrace.jpg', mimeType: 'image/jpeg', buffer: await photo(30) });
    await form.getByLabel(/Alt text/).fill('The terrace at dusk');
    await form.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('region', { name: 'Photographs' }).getByRole('status')).toContainText('opens on it now');

    const form2 = page.locator('form', { has: page.getByRole('button', { name: 'Upload' }) });
    await form2.getByLabel('Photograph', { exact: true }).setInputFiles({ name: 'pool.jpg', mimeType: 'image/jpeg', buffer: await photo(200) });
    await form2.getByLabel(/Alt text/).fill('The pool');
    await form2.getByLabel(/^Gallery/).check();
    await form2.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('region', { name: 'Photographs' }).getByRole('status')).toContainText('added to the gallery');

    await page.goto(`/rooms/${HOTEL}`);
    const hero = page.locator('.hero picture img.hero-image');
    await expect(hero).toHaveAttribute('alt', 'The terrace at dusk');
    await expect(hero).toHaveAttribute('width', '2000');
    await expect(hero).toHaveAttribute('height', '1200');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(page.locator('.hero picture source[type="image/avif"]')).toHaveAttribute('srcset', /\/media\/[0-9a-f]{64}-480\.avif 480w/);
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    // Asked again by the page itself: the test's own request client once reused a keep-alive socket the
    // server was closing after its 5 s idle (ECONNRESET, CI 2026-11-28); a browser retries such a request.
    const variant = await hero.evaluate(async (img: HTMLImageElement) => {
      const res = await fetch(img.currentSrc);
      return { status: res.status, type: res.headers.get('content-type'), cacheControl: res.headers.get('cache-control') };
    });
    expect(variant.status).toBe(200);
    expect(variant.type).toMatch(/^image\/(avif|webp|jpeg)$/);
    expect(variant.cacheControl).toBe('public, max-age=31536000, immutable');

    // Its card on the list shows the same hero, in the widths a card uses (an illustration before).
    await page.goto('/rooms');
    const card = page.getByTestId('hotel-card').filter({ has: page.getByRole('heading', { name: NAME }) });
    const cardPhoto = card.locator('picture img.card-photo');
    await expect(cardPhoto).toHaveAttribute('alt', 'The terrace at dusk');
    await expect(card.locator('picture source[type="image/avif"]')).toHaveAttribute(
      'srcset',
      /^\/media\/[0-9a-f]{64}-480\.avif 480w, \/media\/[0-9a-f]{64}-960\.avif 960w$/,
    );
    await cardPhoto.scrollIntoViewIfNeeded();
    await expect.poll(() => cardPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await page.goto(`/rooms/${HOTEL}`);

    // The gallery: a link to the picture's own page.
    await page.getByRole('link', { name: 'The pool' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/photograph 1 of 1/);
    await expect(page.locator('figcaption')).toHaveText('The pool');

    // Clean up through the studio's own buttons: the page opens on its illustration again.
    await page.goto(`/studio/hotels/${hotel._id}`);
    await page.getByRole('button', { name: 'Remove: The pool' }).click();
    await page.getByRole('button', { name: 'Remove: The terrace at dusk' }).click();
    await expect(page.getByRole('region', { name: 'Photographs', exact: true }).getByText('No photographs yet.')).toBeVisible();
    await page.goto(`/rooms/${HOTEL}`);
    await expect(page.locator(`img.hero-image[src="/images/hotels/${HOTEL}.svg"]`)).toBeVisible();
    await page.goto('/rooms');
    await expect(page.getByRole('img', { name: `Illustration of ${NAME}` })).toHaveAttribute('src', `/images/hotels/${HOTEL}.svg`);
  });

  test('an offer’s page opens on its hero and a blog post’s on its cover photograph; their cards show them; without, as before', async ({ page }) => {
    await signIn(page, e2eEditor);
    const offer = (await (await page.request.get(`/api/offers/${OFFER}`)).json()) as { _id: string; name: string };
    const post = (await (await page.request.get(`/api/blog/${POST}`)).json()) as { _id: string; title: string };
    // Placed through the studio's own forms (plain HTML): the offer's page and the post's editor.
    const place = async (studioPage: string, heading: string, seed: number, alt: string, said: RegExp) => {
      await page.goto(studioPage);
      const photos = page.getByRole('region', { name: heading, exact: true });
      await photos.getByLabel('Photograph', { exact: true }).setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: await photo(seed) });
      await photos.getByLabel(/Alt text/).fill(alt);
      await expect(photos.getByRole('radio')).toHaveCount(0); // a hero only: no gallery to choose
      await photos.getByRole('button', { name: 'Upload' }).click();
      await expect(page.getByRole('region', { name: heading, exact: true }).getByRole('status')).toContainText(said);
    };
    // Hues no other test here draws: the same bytes are the same picture, stored once with its first alt text.
    await place(`/studio/offers/${offer._id}`, 'Photographs', 90, 'Breakfast on the balcony', /the offer’s page opens on it now/);
    await place(`/studio/${post._id}`, 'Cover photograph', 240, 'The cellar’s vaulted racks', /the post opens on it now/);

    await page.goto(`/offers/${OFFER}`);
    const offerHero = page.locator('.hero picture img.hero-image');
    await expect(offerHero).toHaveAttribute('alt', 'Breakfast on the balcony');
    await expect(offerHero).toHaveAttribute('fetchpriority', 'high');
    await expect(page.locator('.hero picture source[type="image/avif"]')).toHaveAttribute('srcset', /\/media\/[0-9a-f]{64}-480\.avif 480w/);
    // On the French page without a French alt text: the English one, marked as English.
    await page.goto(`/fr/offers/${OFFER}`);
    await expect(offerHero).toHaveAttribute('lang', 'en');
    await page.goto('/offers');
    const offerCard = page.locator('.offer-card', { has: page.getByRole('heading', { name: offer.name }) });
    await expect(offerCard.locator('picture img.card-photo')).toHaveAttribute('alt', 'Breakfast on the balcony');
    await expect(offerCard.locator('picture img.card-photo')).toHaveAttribute('loading', 'lazy');

    await page.goto(`/blog/${POST}`);
    const cover = page.locator('.hero-post picture img.hero-image');
    await expect(cover).toHaveAttribute('alt', 'The cellar’s vaulted racks');
    await expect(page.locator('.hero-post img.hero-image')).toHaveCount(1); // the photograph instead of the illustration
    await page.goto('/blog');
    const postCard = page.getByTestId('post-card').filter({ has: page.getByRole('heading', { name: post.title }) });
    await expect(postCard.locator('picture img.card-photo')).toHaveAttribute('alt', 'The cellar’s vaulted racks');

    // Taken off again through the studio: the plain offer hero and the post's illustration, as before.
    await page.goto(`/studio/offers/${offer._id}`);
    await page.getByRole('button', { name: 'Remove: Breakfast on the balcony' }).click();
    await expect(page.getByRole('region', { name: 'Photographs', exact: true }).getByText('No photographs yet.')).toBeVisible();
    await page.goto(`/studio/${post._id}`);
    await page.getByRole('button', { name: 'Remove: The cellar’s vaulted racks' }).click();
    await expect(page.getByRole('region', { name: 'Cover photograph', exact: true }).getByText('No photographs yet.')).toBeVisible();
    await page.goto(`/offers/${OFFER}`);
    await expect(page.locator('.hero-plain img')).toHaveCount(0);
    await page.goto(`/blog/${POST}`);
    await expect(page.locator('.hero-post picture')).toHaveCount(0);
    await expect(page.locator('.hero-post img.hero-image')).toHaveAttribute('src', /^\/images\//);
  });
});

test.describe('without JavaScript, a room type’s and a venue’s', () => {
  test.use({ javaScriptEnabled: false });

  test('an editor gives a room type and a restaurant their photographs; the room’s card and the restaurant’s page show them', async ({ page }) => {
    await signIn(page, e2eEditor);
    const hotel = (await (await page.request.get(`/api/rooms/by-slug/${HOTEL}`)).json()) as { _id: string; roomTypes: { _id: string; name: string }[] };
    const room = hotel.roomTypes[0]!;
    // Asked now, while the request client's socket is fresh: after a minute of pages the server has
    // closed an idle keep-alive socket, and reusing it was an ECONNRESET (PostgreSQL run, 2026-11-28).
    const [venue] = (await (await page.request.get(`/api/venues?hotel=${HOTEL}&kind=restaurant`)).json()) as { _id: string; slug: string }[];
    await page.goto(`/studio/hotels/${hotel._id}`);

    // The room type's photographs wait in its own disclosure, with forms of their own.
    const roomSection = page.getByTestId('studio-room-type').filter({ has: page.getByRole('heading', { name: room.name, exact: true }) });
    await roomSection.getByText(/^Photographs \(\d+\)/).click();
    const roomPhotos = roomSection.getByRole('region', { name: `Photographs of the ${room.name}` });
    await roomPhotos.getByLabel('Photograph', { exact: true }).setInputFiles({ name: 'suite.jpg', mimeType: 'image/jpeg', buffer: await photo(120) });
    await roomPhotos.getByLabel(/Alt text/).fill('The suite’s bedroom');
    await roomPhotos.getByRole('button', { name: 'Upload' }).click();
    // Answered in place, on the room type's form (the disclosure open), not on the hotel's.
    const answered = page.getByRole('region', { name: `Photographs of the ${room.name}` });
    await expect(answered.getByRole('status')).toContainText('the room’s card on the hotel’s page shows it now');
    await expect(page.getByRole('region', { name: 'Photographs', exact: true }).getByText('No photographs yet.')).toBeVisible();

    await page.goto(`/rooms/${HOTEL}`);
    const card = page.locator('.room-type').filter({ has: page.getByRole('heading', { name: room.name, exact: true }) });
    await expect(card.locator('picture img.room-type-image')).toHaveAttribute('alt', 'The suite’s bedroom');
    await expect(card.locator('picture source[type="image/avif"]')).toHaveAttribute('srcset', /\/media\/[0-9a-f]{64}-480\.avif 480w/);

    // A restaurant of the hotel: its page opens on the photograph uploaded on its studio page.
    await page.goto(`/studio/hotels/${hotel._id}/venues/${venue!._id}`);
    const venuePhotos = page.getByRole('region', { name: 'Photographs', exact: true });
    await venuePhotos.getByLabel('Photograph', { exact: true }).setInputFiles({ name: 'dining.jpg', mimeType: 'image/jpeg', buffer: await photo(300) });
    await venuePhotos.getByLabel(/Alt text/).fill('The dining room by candlelight');
    await venuePhotos.getByRole('button', { name: 'Upload' }).click();
    await expect(venuePhotos.getByRole('status')).toContainText('the venue’s page opens on it now');
    await venuePhotos.getByLabel('Photograph', { exact: true }).setInputFiles({ name: 'terrace.jpg', mimeType: 'image/jpeg', buffer: await photo(60) });
    await venuePhotos.getByLabel(/Alt text/).fill('The terrace at noon');
    await venuePhotos.getByLabel(/^Gallery/).check();
    await venuePhotos.getByRole('button', { name: 'Upload' }).click();
    await expect(venuePhotos.getByRole('status')).toContainText('added to the gallery');
    await page.goto(`/rooms/${HOTEL}/venues/${venue!.slug}`);
    await expect(page.locator('picture img.hero-image')).toHaveAttribute('alt', 'The dining room by candlelight');
    await expect(page.getByRole('list', { name: 'Photographs' }).getByRole('img')).toHaveAttribute('alt', 'The terrace at noon');

    // Clean up through the studio's own buttons: the card is text alone again, the page its illustration.
    await page.goto(`/studio/hotels/${hotel._id}/venues/${venue!._id}`);
    await page.getByRole('button', { name: 'Remove: The dining room by candlelight' }).click();
    await page.getByRole('button', { name: 'Remove: The terrace at noon' }).click();
    await expect(page.getByRole('region', { name: 'Photographs', exact: true }).getByText('No photographs yet.')).toBeVisible();
    await page.goto(`/studio/hotels/${hotel._id}`);
    await roomSection.getByText(/^Photographs \(\d+\)/).click();
    await page.getByRole('button', { name: 'Remove: The suite’s bedroom' }).click();
    await expect(page.getByRole('region', { name: `Photographs of the ${room.name}` }).getByText('No photographs yet.')).toBeVisible();
    await page.goto(`/rooms/${HOTEL}`);
    await expect(card.locator('picture')).toHaveCount(0);
  });
});
