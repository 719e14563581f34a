import { expect, test, type Page } from '@playwright/test';
import { englishSentences, keysIn, translatedText, watchErrors } from './support/catalogs';
import { useSiteOfItsOwn } from './support/siteOfItsOwn';
import { axeViolations } from './support/axe';

// /spa, /dining, /booking and the review form in the other languages (issue 21), on a site of their
// own that publishes every language (the hotels' spec has +2, the languages' +1).
const port = Number(process.env.E2E_PORT ?? 4173) + 4;
const site = `http://127.0.0.1:${port}`;

const HOTEL = { slug: 'royal-palace-casino-resort', name: 'Royal Palace Casino & Resort' };
const password = 'a long guest passphrase';

/** The English texts of these pages' messages that take no value: none may show on a translated page. */
const englishPhrases = englishSentences(/^(spa|dining|bookstay|reviewform|venues?|stay|dialog)_/);

async function expectTranslated(page: Page) {
  const text = await translatedText(page);
  expect(keysIn(text)).toEqual([]);
  for (const phrase of englishPhrases) expect(text, phrase).not.toContain(phrase);
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
// Far enough ahead to be free in the other specs' runs; this site has its own database anyway.
const stay = { checkIn: day(200), checkOut: day(203) };

test.describe('spa, dining, booking and reviews in six languages (PUBLISHED_LOCALES=all)', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: site });

  useSiteOfItsOwn({ port, dataDir: '.tmp/e2e-i18n-venues' });

  test('/fr/spa is in French: hero, treatments, their dialog, meta, and venue cards linking to French venue pages', async ({ page }) => {
    const errors = watchErrors(page, /status of 400/);
    await page.goto('/fr/spa');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle('Spa et bien-être | Aurelia Resorts');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Massages d’exception, soins du visage/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Le Spa Aurelia');
    await expect(page.getByTestId('spa-treatment').getByRole('heading', { level: 3 })).toHaveText([
      'Massages d’exception',
      'Soins du visage régénérants',
      'Hydrothérapie',
    ]);
    await page.getByRole('button', { name: /^En savoir plus.*Hydrothérapie$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Hydrothérapie' });
    await expect(dialog.getByRole('heading', { name: 'Types de soins' })).toBeVisible();
    await expect(dialog.getByText('30 à 120 minutes')).toBeVisible();
    await dialog.getByRole('button', { name: 'Fermer', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Réserver dans nos hôtels' })).toBeVisible();
    const book = page.getByRole('link', { name: /^Réserver un soin/ }).first();
    await expect(book).toHaveAttribute('href', /^\/fr\/rooms\/[a-z0-9-]+\/venues\/[a-z0-9-]+$/);
    await expectTranslated(page);
    expect(errors).toEqual([]);
  });

  test('/ar/dining is in Arabic, right to left: highlights, experiences, menus and restaurants', async ({ page }) => {
    const errors = watchErrors(page, /status of 400/);
    await page.goto('/ar/dining');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page).toHaveTitle('المطاعم | Aurelia Resorts');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تجربة الطعام في Aurelia');
    await expect(page.getByRole('heading', { name: 'تجارب طعام استثنائية' })).toBeVisible();
    await expect(page.getByTestId('dining-venue').getByRole('button', { name: /^عرض قائمة الطعام/ })).toHaveCount(3);
    const reserve = page.getByRole('link', { name: /^احجز طاولة في/ }).first();
    await expect(reserve).toHaveAttribute('href', /^\/ar\/rooms\/[a-z0-9-]+\/venues\/[a-z0-9-]+$/);
    await expectTranslated(page);
    // A Chinese page too, for its keys.
    await page.goto('/zh/dining');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aurelia 美食');
    await expectTranslated(page);
    expect(errors).toEqual([]);
  });

  test('a French stay search on /fr/booking: French dates, prices as French writes them, links to French hotel pages', async ({ page }) => {
    const errors = watchErrors(page, /status of 400/);
    await page.goto('/fr/booking');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
    await expect(page).toHaveTitle('Réservez votre séjour | Aurelia Resorts');
    const form = page.getByRole('form', { name: 'Rechercher les disponibilités' });
    await form.getByLabel('Arrivée').fill(stay.checkIn);
    await form.getByLabel('Départ').fill(stay.checkOut);
    await form.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(new RegExp(`/fr/booking\\?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}`));
    await expect(page.locator('#results-heading')).toHaveText(/^Disponibilités : \d{1,2} \p{L}+ \d{4} – \d{1,2} \p{L}+ \d{4}, 2 personnes$/u);
    const hotel = page.locator('.booking-hotel').filter({ hasText: HOTEL.name });
    await expect(hotel.getByRole('link', { name: HOTEL.name })).toHaveAttribute('href', `/fr/rooms/${HOTEL.slug}`);
    await expect(hotel).toContainText('Singapour');
    // Each plan's total for the stay, taxes in: cents where the taxes leave some, with a French comma.
    await expect(hotel.locator('.plan-total strong').first()).toHaveText(/^\d{1,3}(\u202f\d{3})*(,\d{2})?\u00a0(SGD|S\$)$/);
    await expect(hotel.getByText('pour 3 nuits').first()).toBeVisible();
    await expectTranslated(page);
    await hotel.getByRole('link', { name: HOTEL.name }).click();
    await expect(page).toHaveURL(`${site}/fr/rooms/${HOTEL.slug}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(errors).toEqual([]);
  });

  test('/ar/spa and an Arabic stay search: right to left, and axe finds nothing', async ({ page }) => {
    test.setTimeout(90_000);
    for (const path of ['/ar/spa', `/ar/booking?checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&guests=2`]) {
      await page.goto(path);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expectTranslated(page);
      expect(await axeViolations(page), path).toEqual([]);
    }
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a French stay search with check-out before check-in is refused in French', async ({ page }) => {
      await page.goto('/fr/booking');
      const form = page.getByRole('form', { name: 'Rechercher les disponibilités' });
      await form.getByLabel('Arrivée').fill(stay.checkOut);
      await form.getByLabel('Départ').fill(stay.checkIn);
      await form.getByRole('button', { name: 'Rechercher' }).click();
      await expect(page).toHaveURL(/\/fr\/booking\?checkIn=/);
      await expect(form.getByRole('alert')).toHaveText('Le départ doit suivre l’arrivée');
      await expect(form.getByLabel('Départ')).toHaveAttribute('aria-invalid', 'true');
      await expectTranslated(page);
    });

    test('a French review: through sign-in and back to French, refused in French, then published', async ({ page, context }) => {
      const name = `vl${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
      const signup = await context.request.post('/api/auth/signup', { data: { username: name, email: `${name}@example.com`, password } });
      expect(signup.status()).toBe(201);
      await context.clearCookies();

      await page.goto(`/fr/rooms/${HOTEL.slug}?tab=reviews`);
      await page.getByRole('link', { name: 'Rédiger ou modifier votre avis' }).click();
      await expect(page).toHaveURL(/\/signin\?redirectTo=%2Ffr%2Frooms%2F.*%2Freview$/);
      await page.getByLabel('Email').fill(`${name}@example.com`);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page).toHaveURL(`${site}/fr/rooms/${HOTEL.slug}/review`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page).toHaveTitle(`Votre avis sur ${HOTEL.name} | Aurelia Resorts`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rédiger un avis');
      await expect(page.getByText('De 10 à 2\u202f000 caractères')).toBeVisible();
      await expectTranslated(page);

      // Nothing given: both problems, each by its field.
      await page.getByRole('button', { name: 'Publier l’avis' }).click();
      await expect(page.locator('#review-alert')).toHaveText('Veuillez corriger les 2 champs signalés ci-dessous.');
      await expect(page.locator('#review-rating-error')).toHaveText('Veuillez choisir une note de 1 à 5 étoiles');
      await expect(page.locator('#review-comment-error')).toHaveText('Veuillez écrire quelques mots sur votre séjour');
      await expectTranslated(page);

      await page.getByLabel('5 étoiles').check();
      await page.getByLabel('Propreté').selectOption('4');
      await page.getByLabel('Votre avis').fill('Trop bref');
      await page.getByRole('button', { name: 'Publier l’avis' }).click();
      await expect(page.locator('#review-alert')).toHaveText('L’avis doit compter au moins 10 caractères');
      await expect(page.getByLabel('Votre avis')).toHaveValue('Trop bref');

      await page.getByLabel('Votre avis').fill('Un accueil parfait et un petit-déjeuner mémorable face à la marina.');
      await page.getByRole('button', { name: 'Publier l’avis' }).click();
      await expect(page.locator('#review-status')).toHaveText(`Merci : votre avis sur ${HOTEL.name} est publié.`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modifier votre avis');
      await page.getByRole('link', { name: 'Voir votre avis sur la page de l’hôtel' }).click();
      await expect(page).toHaveURL(new RegExp(`/fr/rooms/${HOTEL.slug}\\?tab=reviews`));
      await expect(page.getByTestId('review').filter({ hasText: name })).toContainText('Un accueil parfait');
    });
  });
});
