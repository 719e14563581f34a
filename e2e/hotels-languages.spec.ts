import { expect, test } from '@playwright/test';
import { englishSentences, translatedText, watchErrors } from './support/catalogs';
import { useSiteOfItsOwn } from './support/siteOfItsOwn';
import { axeViolations } from './support/axe';

// The hotel list and the hotel page in the other languages (docs/decisions/0030), on a site of
// their own that publishes every language (languages.spec.ts has the port after the suite's).
const port = Number(process.env.E2E_PORT ?? 4173) + 2;
const site = `http://127.0.0.1:${port}`;

const HOTEL = { slug: 'royal-palace-casino-resort', name: 'Royal Palace Casino & Resort' };

/** The English texts of the hotels' and reviews' messages that take no value: none may show on a translated page. */
const englishPhrases = englishSentences(/^(hotels|reviews)_/);

/** What may stay English besides what translatedText leaves out: the guests' own words. */
const GUESTS_OWN_WORDS = '.review-comment, .review-author';

test.describe('the hotels in six languages (PUBLISHED_LOCALES=all)', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: site });

  useSiteOfItsOwn({ port, dataDir: '.tmp/e2e-hotels-languages' });

  test('/fr/rooms is in French: hero, search, cards, prices, links in French', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/fr/rooms');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle('Hôtels de luxe et resorts-casinos | Aurelia Resorts');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hôtels de luxe et resorts-casinos');
    await expect(page.getByRole('heading', { name: 'Nos hôtels' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Rechercher un hôtel' }).getByLabel('Hôtel, ville ou pays')).toBeVisible();
    const card = page.getByTestId('hotel-card').filter({ hasText: HOTEL.name });
    await expect(card.getByRole('link', { name: /^Découvrir/ })).toHaveAttribute('href', `/fr/rooms/${HOTEL.slug}`);
    await expect(card.getByText('Chambres', { exact: true })).toBeVisible();
    // Prices as French writes them: the symbol after the amount, a narrow space between thousands.
    await expect(card.getByTestId('hotel-price')).toHaveText(/^\d{1,3}(\u202f\d{3})*\u00a0(€|\$|£|CHF|AED|SGD)$/);
    const text = await translatedText(page, GUESTS_OWN_WORDS);
    for (const phrase of englishPhrases) expect(text, phrase).not.toContain(phrase);
    expect(errors).toEqual([]);
  });

  test('a French hotel page: tabs, rooms, reviews, booking panel and meta in French, English fallbacks marked', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(`/fr/rooms/${HOTEL.slug}`);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(page).toHaveTitle(new RegExp(`^${HOTEL.name.replace(/[&]/g, '\\$&')}, .+ \\| Aurelia Resorts$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOTEL.name);
    const tabs = page.getByRole('tablist', { name: 'Informations sur l’hôtel' });
    await expect(tabs.getByRole('tab')).toHaveText(['Présentation', 'Prestations', 'Avis']);
    await expect(page.getByRole('heading', { name: 'Chambres et suites' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Réservez votre séjour' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Situation' })).toBeVisible();
    await tabs.getByRole('tab', { name: 'Avis' }).click();
    await expect(page.getByRole('heading', { name: 'Avis de nos hôtes' })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByText('Notes attribuées')).toBeVisible();

    // A text without its translation yet stays English, and says so.
    const description = page.locator('#hotel-panel-overview .description');
    const englishPage = await page.request.get(`/api/rooms/by-slug/${HOTEL.slug}`);
    const englishDescription = ((await englishPage.json()) as { description: string }).description;
    if ((await description.textContent()) === englishDescription) await expect(description).toHaveAttribute('lang', 'en');
    else await expect(description).not.toHaveAttribute('lang', /./);

    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as { url: string };
    expect(jsonLd.url).toBe(`${site}/fr/rooms/${HOTEL.slug}`);
    const text = await translatedText(page, GUESTS_OWN_WORDS);
    for (const phrase of englishPhrases) expect(text, phrase).not.toContain(phrase);
    expect(errors).toEqual([]);
  });

  test('the language switch on a hotel page leads to the same hotel in the other language', async ({ page }) => {
    await page.goto(`/de/rooms/${HOTEL.slug}?tab=amenities`);
    await expect(page.getByRole('heading', { name: 'Ausstattung' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'Italiano' }).click();
    await expect(page).toHaveURL(`${site}/it/rooms/${HOTEL.slug}?tab=amenities`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOTEL.name);
    await expect(page.getByRole('heading', { name: 'Servizi' })).toBeVisible();
  });

  for (const path of ['/ar/rooms', `/ar/rooms/${HOTEL.slug}`, `/ar/rooms/${HOTEL.slug}?tab=reviews`]) {
    test(`${path} is right to left, and axe finds nothing on it`, async ({ page }) => {
      test.setTimeout(90_000);
      const errors = watchErrors(page);
      await page.goto(path);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      if (path.endsWith('reviews')) await expect(page.getByRole('heading', { name: 'تقييمات النزلاء' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('without JavaScript, signed out, a card’s Save on /fr/rooms leads to the French sign-in and back to the French hotel', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: site });
    const page = await context.newPage();
    await page.goto('/fr/rooms');
    await page.locator('.hotel-card .save-hotel').first().getByRole('button').click();
    await expect(page).toHaveURL(/\/fr\/signin\?redirectTo=%2Ffr%2Frooms%2F[a-z-]+$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await context.close();
  });

  test('without JavaScript: from /zh/rooms to a hotel, its reviews tab and a stay search, in Chinese', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: site });
    const page = await context.newPage();
    await page.goto('/zh/rooms');
    await page
      .getByTestId('hotel-card')
      .filter({ hasText: HOTEL.name })
      .getByRole('link', { name: /^查看详情/ })
      .click();
    await expect(page).toHaveURL(`${site}/zh/rooms/${HOTEL.slug}`);
    await expect(page.getByRole('heading', { name: '客房与套房' })).toBeVisible();
    await page.getByRole('link', { name: '点评', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/zh/rooms/${HOTEL.slug}\\?tab=reviews`));
    await expect(page.getByRole('heading', { name: '宾客点评' })).toBeVisible();
    await page.getByRole('form', { name: '查询空房' }).getByRole('button', { name: '查询空房' }).click();
    await expect(page).toHaveURL(new RegExp(`/zh/rooms/${HOTEL.slug}\\?checkIn=`));
    await expect(page.locator('.book-results h3')).toHaveText(/种房型可订|所选日期暂无空房/);
    await context.close();
  });
});
