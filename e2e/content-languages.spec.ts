import { expect, test, type Page } from '@playwright/test';
import { demoEvents } from '../app/db/seed/demo-events';
import { fr } from '../app/db/seed/translations/fr';
import { englishSentences, keysIn, translatedText, watchErrors } from './support/catalogs';
import { useSiteOfItsOwn } from './support/siteOfItsOwn';
import { axeViolations } from './support/axe';

// The casino, responsible-gaming, rewards and events pages in the other languages
// (docs/decisions/0030), on a site of their own that publishes every language.
const port = Number(process.env.E2E_PORT ?? 4173) + 3;
const site = `http://127.0.0.1:${port}`;

/** The English sentences of these pages' messages: none may show on a translated page. */
const englishPhrasesFor = (lang: string) => englishSentences(/^(casino|gaming|rewards|events)_/, lang);

async function expectTranslated(page: Page, path: string, lang: string, dir: 'ltr' | 'rtl') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  if (dir === 'rtl') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  else await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
  const text = await translatedText(page);
  expect(keysIn(text), path).toEqual([]);
  expect(keysIn(await page.title()), path).toEqual([]);
  const englishPhrases = englishPhrasesFor(lang);
  for (const phrase of englishPhrases) expect(text, `${path}: ${phrase}`).not.toContain(phrase);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(englishPhrases, path).not.toContain(description);
  expect(keysIn(description ?? ''), path).toEqual([]);
}

test.describe('the content pages in six languages (PUBLISHED_LOCALES=all)', () => {
  test.describe.configure({ mode: 'default', timeout: 120_000 });
  test.use({ baseURL: site });

  useSiteOfItsOwn({ port, dataDir: '.tmp/e2e-content-languages' });

  test('/fr/casino and /ar/casino: every text, dialog and meta in the language, links in the language', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/fr/casino');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
    await expect(page).toHaveTitle('Le casino | Aurelia Resorts');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Une soirée autour des tables');
    await expect(page.getByTestId('casino-category').locator('.card-title')).toHaveText(['Jeux de table', 'Machines à sous', 'Jeu VIP']);
    await expect(page.getByRole('link', { name: 'jouer de manière responsable' })).toHaveAttribute('href', '/fr/responsible-gaming');
    await expectTranslated(page, '/fr/casino', 'fr', 'ltr');
    await page.getByRole('button', { name: /^En savoir plus\W+Machines à sous$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Machines à sous' });
    await expect(dialog.getByText('Jackpots progressifs', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Fermer la fenêtre' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/ar/casino');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('أمسية حول طاولات اللعب');
    await expect(page.getByRole('link', { name: 'اللعب بمسؤولية' })).toHaveAttribute('href', '/ar/responsible-gaming');
    await expectTranslated(page, '/ar/casino', 'ar', 'rtl');
    expect(errors).toEqual([]);
  });

  test('/it/responsible-gaming, /zh/rewards and /de/events: lang, texts and links in the language', async ({ page }) => {
    await page.goto('/it/responsible-gaming');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gioco responsabile');
    await expect(page.getByRole('link', { name: /^Visiti GamCare/ })).toHaveAttribute('href', 'https://www.gamcare.org.uk/');
    await expectTranslated(page, '/it/responsible-gaming', 'it', 'ltr');

    await page.goto('/zh/rewards');
    await expect(page.getByTestId('reward-tier').locator('h3')).toHaveText(['象牙卡', '金卡', '至尊卡']);
    await expect(page.getByRole('main').getByRole('link', { name: '加入Aurelia 尊享会' })).toHaveAttribute('href', '/zh/signup');
    await expectTranslated(page, '/zh/rewards', 'zh-Hans', 'ltr');

    await page.goto('/de/events');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Abende, die in Erinnerung bleiben');
    await expectTranslated(page, '/de/events', 'de', 'ltr');
  });

  test('/fr/events shows the events in French, dated the French way, with their JSON-LD in French', async ({ page }) => {
    await page.goto('/fr/events');
    const frenchTitles = Object.values(fr.events).map((e) => e.title);
    const englishTitles = demoEvents.map((e) => e.title);
    const titles = await page.getByTestId('event-card').locator('.card-title').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) {
      expect(frenchTitles).toContain(title);
      expect(englishTitles).not.toContain(title);
    }
    for (const when of await page.getByTestId('event-card').locator('time').allTextContents()) {
      expect(when).toMatch(/^\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/);
    }
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? 'null') as unknown));
    const events = blocks.flat().filter((d) => (d as { '@type'?: string })['@type'] === 'Event') as Array<{ name: string }>;
    expect(events.map((e) => e.name)).toEqual(titles);
    await expectTranslated(page, '/fr/events', 'fr', 'ltr');
  });

  test('axe finds nothing on /ar/casino in either theme, nor on /ar/responsible-gaming', async ({ page }) => {
    for (const theme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      for (const path of ['/ar/casino', '/ar/responsible-gaming']) {
        await page.goto(path);
        await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
        expect(await axeViolations(page, { theme, bestPractices: true }), path).toEqual([]);
      }
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the German casino dialog opens and closes (invoker commands)', async ({ page }) => {
      await page.goto('/de/casino');
      await page.getByRole('button', { name: /^Mehr erfahren\W+Tischspiele$/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Tischspiele' });
      await expect(dialog.getByText('Baccara', { exact: true })).toBeVisible();
      await expect(dialog.getByRole('heading', { name: 'Regeln' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Schließen', exact: true }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expectTranslated(page, '/de/casino', 'de', 'ltr');
    });
  });
});
