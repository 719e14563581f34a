import { expect, test, type Page } from '@playwright/test';
import { english, englishSentences, keysIn, translatedText, watchErrors } from './support/catalogs';
import { useSiteOfItsOwn } from './support/siteOfItsOwn';
import { axeViolations } from './support/axe';

// The terms (/legal) and the privacy policy (/privacy) in the other languages (docs/decisions/0030),
// on a site of their own that publishes every language.
const port = Number(process.env.E2E_PORT ?? 4173) + 8;
const site = `http://127.0.0.1:${port}`;

/** The English sentences of the legal pages (no values, several words): none may show on a translated page. */
const englishPhrasesFor = (lang: string) => englishSentences(/^(legal|privacy)_/, lang);

async function expectTranslated(page: Page, path: string, lang: string, dir: 'ltr' | 'rtl') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  if (dir === 'rtl') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  else await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
  const text = await translatedText(page, 'code');
  expect(keysIn(text), path).toEqual([]);
  expect(keysIn(await page.title()), path).toEqual([]);
  const englishPhrases = englishPhrasesFor(lang);
  expect(englishPhrases.length).toBeGreaterThan(80);
  for (const phrase of englishPhrases) expect(text, `${path}: ${phrase}`).not.toContain(phrase);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description, path).not.toBe(english.privacy_meta_description);
  expect(keysIn(description ?? ''), path).toEqual([]);
}

test.describe('the legal pages in six languages (PUBLISHED_LOCALES=all)', () => {
  test.describe.configure({ mode: 'default', timeout: 120_000 });
  test.use({ baseURL: site });

  useSiteOfItsOwn({ port, dataDir: '.tmp/e2e-legal-languages' });

  test('/fr/legal: the terms in French, their date the French way, links in French', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/fr/legal');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
    await expect(page).toHaveTitle('Conditions générales | Aurelia Resorts');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Les conditions générales d’utilisation du site Aurelia Resorts.');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conditions générales');
    await expect(page.getByText('Dernière mise à jour : janvier 2025')).toBeVisible();
    await expect(page.locator('.legal-sections > li h2')).toHaveText([
      /^1\. Acceptation des conditions$/,
      /^2\. Services$/,
      /^3\. Obligations de l’utilisateur$/,
      /^4\. Propriété des contenus$/,
      /^5\. Contenus des utilisateurs$/,
      /^6\. Liens vers des sites tiers$/,
      /^7\. Limitation de responsabilité$/,
      /^8\. Jeu responsable$/,
      /^9\. Modification des présentes conditions$/,
      /^10\. Droit applicable$/,
    ]);
    await expect(page.getByRole('navigation', { name: 'Sections' }).getByRole('link')).toHaveCount(10);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'En savoir plus sur le jeu responsable' })).toHaveAttribute('href', '/fr/responsible-gaming');
    await expect(main.getByRole('link', { name: 'Contactez-nous' })).toHaveAttribute('href', '/fr/contact');
    await expectTranslated(page, '/fr/legal', 'fr', 'ltr');
    expect(errors).toEqual([]);
  });

  test('/de/privacy: the policy in German, the cookies by their names, links in German where the page is', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/de/privacy');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
    await expect(page).toHaveTitle('Datenschutzerklärung | Aurelia Resorts');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Welche Daten Aurelia Resorts über Sie speichert/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datenschutzerklärung');
    await expect(page.getByText('Zuletzt aktualisiert: 25. November 2026')).toBeVisible();
    await expect(page.locator('.legal-sections > li h2')).toHaveText([
      /^1\. Wer wir sind$/,
      /^2\. Was wir speichern und warum$/,
      /^3\. Cookies und Ihr Browser$/,
      /^4\. Wer Einblick hat$/,
      /^5\. Wie wir sie schützen$/,
      /^6\. Ihre Rechte$/,
      /^7\. Änderungen dieser Erklärung$/,
      /^8\. Kontakt$/,
    ]);
    const kept = page.locator('#what-we-keep .privacy-kept > li');
    await expect(kept).toHaveCount(11);
    for (const item of await kept.all()) await expect(item.locator('dt')).toHaveText(['Zweck', 'Speicherdauer']);
    await expect(kept.filter({ hasText: 'Anmeldesitzungen' })).toContainText('nach 7 Tagen ohne Nutzung, längstens 30 Tage');
    await expect(page.locator('#cookies code')).toHaveText(['aurelia_session', 'currency']);
    await expect(page.locator('#rights').getByRole('link', { name: 'Zu Ihrem Konto' })).toHaveAttribute('href', '/de/account');
    await expect(page.locator('#contact').getByRole('link', { name: 'Kontaktformular' })).toHaveAttribute('href', '/de/contact');
    await expectTranslated(page, '/de/privacy', 'de', 'ltr');
    expect(errors).toEqual([]);
  });

  test('/ar/privacy is right to left, and axe finds nothing on it in either theme, nor on /ar/legal', async ({ page }) => {
    const errors = watchErrors(page);
    for (const theme of ['dark', 'light'] as const) {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      for (const path of ['/ar/privacy', '/ar/legal']) {
        await page.goto(path);
        await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
        expect(await axeViolations(page, { theme, bestPractices: true }), path).toEqual([]);
      }
    }
    await page.goto('/ar/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('سياسة الخصوصية');
    await expectTranslated(page, '/ar/privacy', 'ar', 'rtl');
    expect(errors).toEqual([]);
  });

  test('/it/legal and /zh/privacy: in their language, dated their way', async ({ page }) => {
    await page.goto('/it/legal');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Termini e condizioni');
    await expect(page.getByText('Ultimo aggiornamento: gennaio 2025')).toBeVisible();
    await expectTranslated(page, '/it/legal', 'it', 'ltr');
    await page.goto('/zh/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('隐私政策');
    await expect(page.getByText('最后更新：2026年11月25日')).toBeVisible();
    await expectTranslated(page, '/zh/privacy', 'zh-Hans', 'ltr');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('/fr/privacy is whole in French from the server, its contents lead to its sections', async ({ page }) => {
      await page.goto('/fr/privacy');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politique de confidentialité');
      await expect(page.locator('#what-we-keep .privacy-kept > li')).toHaveCount(11);
      await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Vos droits' }).click();
      await expect(page).toHaveURL(/\/fr\/privacy#rights$/);
      await expect(page.locator('#rights h2')).toHaveText('6. Vos droits');
      await expectTranslated(page, '/fr/privacy', 'fr', 'ltr');
    });
  });
});
