import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { english, englishSentences } from './support/catalogs';
import { useSiteOfItsOwn } from './support/siteOfItsOwn';
import { axeViolations } from './support/axe';

// Signing in and up, the password pages and the account's language in the other languages
// (docs/decisions/0030), on a site of their own that publishes every language.
const port = Number(process.env.E2E_PORT ?? 4173) + 5;
const site = `http://127.0.0.1:${port}`;

const PASSWORD = 'velvet-rope-midnight-42';
let counter = 0;
const newAccount = (prefix: string) => {
  counter += 1;
  const id = `${prefix}${Date.now().toString(36)}${counter}`;
  return { username: id, email: `${id}@example.com`, password: PASSWORD };
};
const signUpByApi = async (request: APIRequestContext, account: ReturnType<typeof newAccount>) =>
  expect((await request.post('/api/auth/signup', { data: account })).status()).toBe(201);

/** The English texts of the accounts' messages that take no value: none may show on a translated page. */
const englishPhrases = englishSentences(/^auth_/);

async function expectTranslated(page: Page, lang: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  const text = (await page.locator('main').textContent()) ?? '';
  expect(text).not.toMatch(/\bauth_[a-z_]+/);
  expect(englishPhrases.filter((phrase) => text.includes(phrase))).toEqual([]);
}

/** The account page's own English texts (area `account`) that take no value: none may show on /fr/account or /ar/account. */
const accountPhrases = Object.entries(english)
  .filter(([key, text]) => key.startsWith('myaccount_') && !text.includes('{') && text.trim().includes(' '))
  .map(([, text]) => text.trim());

async function expectAccountTranslated(page: Page, lang: string) {
  await expectTranslated(page, lang);
  const text = (await page.locator('main').textContent()) ?? '';
  expect(text).not.toMatch(/\bmyaccount_[a-z_]+/);
  expect(accountPhrases.filter((phrase) => text.includes(phrase))).toEqual([]);
}

/** Signs in on a localized sign-in page (labels in its language) and waits until it has moved on. */
async function signIn(page: Page, path: string, [email, password]: [string, string], account: ReturnType<typeof newAccount>) {
  await page.goto(path);
  await page.getByLabel(email, { exact: true }).fill(account.email);
  await page.getByLabel(password, { exact: true }).fill(account.password);
  await page.getByLabel(password, { exact: true }).press('Enter');
  await expect(page).not.toHaveURL(/\/signin/);
}

/** The French account page's section headings, in the page's order. */
const FRENCH_ACCOUNT_HEADINGS = [
  'Vos séjours',
  'Vos points Cercle Aurelia',
  'Hôtels enregistrés',
  'Profil',
  'Mot de passe',
  'Connexion en deux étapes',
  'Clés d’accès',
  'Vos appareils connectés',
  'Langue',
  'Vos données',
];

/** Fills the sign-up form of a localized page (labels in its language) and sends it with Enter. */
async function signUp(page: Page, labels: [string, string, string, string], account: ReturnType<typeof newAccount>) {
  const [username, email, password, confirm] = labels;
  await page.getByLabel(username, { exact: true }).fill(account.username);
  await page.getByLabel(email, { exact: true }).fill(account.email);
  await page.getByLabel(password, { exact: true }).fill(account.password);
  await page.getByLabel(confirm, { exact: true }).fill(account.password);
  await page.getByLabel(confirm, { exact: true }).press('Enter');
}

const FRENCH: [string, string, string, string] = ['Nom d’utilisateur', 'Adresse e-mail', 'Mot de passe', 'Confirmez le mot de passe'];
const GERMAN: [string, string, string, string] = ['Benutzername', 'E-Mail-Adresse', 'Passwort', 'Passwort bestätigen'];
const TAKEN_FR = 'Un compte existe déjà avec cette adresse e-mail';

test.describe('the accounts in six languages (PUBLISHED_LOCALES=all)', () => {
  test.describe.configure({ mode: 'default', timeout: 120_000 });
  test.use({ baseURL: site });

  useSiteOfItsOwn({ port, dataDir: '.tmp/e2e-accounts-languages' });

  test('/fr/signup refuses a taken email in French (the API’s English mapped), and the French pages show no English', async ({ page, request }) => {
    const account = newAccount('pris');
    await signUpByApi(request, account);
    await page.goto('/fr/signup');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 60_000 });
    await expect(page).toHaveTitle('Créer un compte | Aurelia Resorts');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Créer un compte');
    await signUp(page, FRENCH, { ...account, username: `${account.username}b` });
    await expect(page.getByRole('alert')).toHaveText(TAKEN_FR);
    await expect(page).toHaveURL(/\/fr\/signup$/);
    await expectTranslated(page, 'fr');
    // The page's links stay in French.
    await expect(page.getByRole('main').getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/fr/signin');
    for (const path of [
      '/fr/signin',
      '/fr/forgot-password',
      '/fr/reset-password?token=nope',
      '/fr/unsubscribe?email=a%40example.com&sig=x',
      '/fr/account/deleted',
    ]) {
      await page.goto(path);
      await expectTranslated(page, 'fr');
    }
    await page.goto('/fr/reset-password?token=nope');
    await expect(page.getByRole('alert')).toContainText('Ce lien de réinitialisation du mot de passe n’est pas valide');
    await page.goto('/fr/signin');
    await page.getByLabel('Adresse e-mail', { exact: true }).fill(account.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('not-the-password-1');
    await page.getByLabel('Mot de passe', { exact: true }).press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Adresse e-mail ou mot de passe incorrect');
  });

  test('a German sign-up lands signed in on the German home page, and the account’s language is Deutsch', async ({ page }) => {
    const account = newAccount('gast');
    await page.goto('/de/signup');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 60_000 });
    await signUp(page, GERMAN, account);
    await expect(page).toHaveURL(`${site}/de/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.goto('/account');
    await expect(page.getByLabel('Language of your mails')).toHaveValue('de');
    await expect(page.getByLabel('Language of your mails').locator('option:checked')).toHaveText('Deutsch');
  });

  test('/fr/account is French: headings, the stay’s room, the programme, links in French, and a wrong password refused in French', async ({
    page,
    request,
  }) => {
    const account = newAccount('compte');
    const signedUp = await request.post('/api/auth/signup', { data: account });
    expect(signedUp.status()).toBe(201);
    // A coming stay in the Alpine Room, which the account page names in French.
    const { token } = (await signedUp.json()) as { token: string };
    const lodge = (await (await request.get('/api/rooms/by-slug/alpine-gold-casino-lodge')).json()) as { roomTypes: { _id: string; name: string }[] };
    const start = 30 + Math.floor(Math.random() * 300);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const requested = await request.post('/api/reservations', {
      headers: { authorization: `Bearer ${token}` },
      data: { roomTypeId: lodge.roomTypes.find((r) => r.name === 'Alpine Room')!._id, checkIn: day(start), checkOut: day(start + 2), guests: 2 },
    });
    expect(requested.status()).toBe(201);
    await page.goto('/fr/signin');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 60_000 });
    await signIn(page, '/fr/signin', ['Adresse e-mail', 'Mot de passe'], account);
    await page.goto('/fr/account');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 60_000 });
    await expect(page).toHaveTitle('Votre compte | Aurelia Resorts');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(account.username);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(FRENCH_ACCOUNT_HEADINGS);
    const stay = page.locator('.account-stays li');
    await expect(stay).toHaveCount(1);
    await expect(stay.getByRole('link', { name: 'Alpine Gold Casino & Lodge' })).toHaveAttribute('href', /^\/fr\/reservations\/[0-9a-f-]{36}$/);
    await expect(stay).toContainText('Chambre Alpine · ');
    await expect(stay).not.toContainText('Alpine Room');
    await expect(page.locator('.account-tier')).toContainText('Cercle Aurelia : Ivoire');
    await expect(page.locator('.account-tier')).toContainText('0 nuit confirmée en');
    await expect(page.getByRole('link', { name: 'Toutes vos réservations' })).toHaveAttribute('href', '/fr/reservations');
    await expect(page.getByRole('link', { name: 'Découvrir le programme' })).toHaveAttribute('href', '/fr/rewards');
    await expect(page.getByText('Cet appareil')).toBeVisible();

    const section = page.getByRole('region', { name: 'Mot de passe', exact: true });
    await section.getByLabel('Mot de passe actuel').fill('not-the-password-1');
    await section.getByLabel('Nouveau mot de passe', { exact: true }).fill('moonlit-terrace-orchid-7');
    await section.getByLabel('Confirmez le nouveau mot de passe').fill('moonlit-terrace-orchid-7');
    await section.getByRole('button', { name: 'Modifier le mot de passe' }).click();
    await expect(page.locator('#password-alert')).toHaveText('Votre mot de passe actuel est incorrect');
    await expect(section.getByLabel('Mot de passe actuel')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/fr\/account$/);
    await expectAccountTranslated(page, 'fr');
  });

  test('a Save the server refuses on a French hotel page says why in French', async ({ page, request }) => {
    const account = newAccount('enregistre');
    await signUpByApi(request, account);
    await page.goto('/fr/signin');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 60_000 });
    await signIn(page, '/fr/signin', ['Adresse e-mail', 'Mot de passe'], account);
    // The hotel is withdrawn between the page and the tap: the request names a hotel no longer there.
    await page.route('**/account/saved*', (route) =>
      route.continue({
        postData: route
          .request()
          .postData()!
          .replace(/slug=[^&]+/, 'slug=a-hotel-no-longer-here'),
      }),
    );
    await page.goto('/fr/rooms/royal-palace-casino-resort');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 60_000 });
    const save = page.getByRole('main').locator('.save-hotel').first();
    await save.getByRole('button').click();
    await expect(save.getByRole('alert')).toHaveText('Aucun hôtel ne se trouve à cette adresse');
    await expect(save.getByRole('button')).toHaveAttribute('aria-pressed', 'false');
  });

  test('/ar/account is Arabic and right to left, and axe finds nothing in either theme', async ({ page, request }) => {
    const account = newAccount('hisab');
    await signUpByApi(request, account);
    await page.goto('/ar/signin');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 60_000 });
    await signIn(page, '/ar/signin', ['البريد الإلكتروني', 'كلمة المرور'], account);
    await page.goto('/ar/account');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 2, name: 'إقاماتك' })).toBeVisible();
    await expectAccountTranslated(page, 'ar');
    // The deletion's disclosure open, so its form is checked too.
    await page.getByText('حذف حسابي', { exact: true }).click();
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      expect(await axeViolations(page, { theme })).toEqual([]);
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`/ar/signin is Arabic, right to left, and axe finds nothing in the ${theme} theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await page.goto('/ar/signin');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('تسجيل الدخول');
      await expectTranslated(page, 'ar');
      expect(await axeViolations(page, { theme })).toEqual([]);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('/fr/signup refuses a taken email in French from its own action', async ({ page, request }) => {
      const account = newAccount('prissansjs');
      await signUpByApi(request, account);
      await page.goto('/fr/signup');
      await signUp(page, FRENCH, { ...account, username: `${account.username}b` });
      await expect(page.getByRole('alert')).toHaveText(TAKEN_FR);
      await expect(page.getByLabel('Adresse e-mail', { exact: true })).toHaveValue(account.email);
      await expectTranslated(page, 'fr');
    });

    test('/fr/account refuses the current email in French from its own action, and signing out everywhere leads to /fr/signin', async ({ page, request }) => {
      const account = newAccount('comptesansjs');
      await signUpByApi(request, account);
      await signIn(page, '/fr/signin', ['Adresse e-mail', 'Mot de passe'], account);
      // A hotel saved from its French page comes back to it, and Remove on /fr/account stays French.
      await page.goto('/fr/rooms');
      const href = (await page.locator('.hotel-card a[href^="/fr/rooms/"]').first().getAttribute('href'))!;
      await page.goto(href);
      const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
      await page.getByRole('button', { name: `Enregistrer ${name}` }).click();
      await expect(page).toHaveURL(new RegExp(`${href}\\?saved=`));
      await page.goto('/fr/account');
      await expect(page).toHaveTitle('Votre compte | Aurelia Resorts');
      await page
        .getByRole('region', { name: 'Hôtels enregistrés' })
        .getByRole('button', { name: `Retirer ${name}` })
        .click();
      await expect(page).toHaveURL(/\/fr\/account\?removed=/);
      await expect(page.locator('#saved-alert')).toHaveText(`${name} ne figure plus parmi vos hôtels enregistrés.`);
      await page.goto('/fr/account');
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(FRENCH_ACCOUNT_HEADINGS);
      const profile = page.getByRole('region', { name: 'Profil', exact: true });
      await profile.getByLabel('Nouvelle adresse e-mail').fill(account.email);
      await profile.getByLabel('Votre mot de passe').fill(account.password);
      await profile.getByRole('button', { name: 'Modifier l’adresse e-mail' }).click();
      await expect(page).toHaveURL(/\/fr\/account$/);
      await expect(page.locator('#email-alert')).toHaveText('C’est déjà votre adresse e-mail');
      await expect(profile.getByLabel('Nouvelle adresse e-mail')).toHaveAttribute('aria-invalid', 'true');
      await expectAccountTranslated(page, 'fr');

      await page.getByRole('button', { name: 'Se déconnecter partout' }).click();
      await expect(page).toHaveURL(/\/fr\/signin$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    });

    test('a French sign-up lands on /fr/, and the account’s language changes on /account', async ({ page }) => {
      const account = newAccount('langue');
      await page.goto('/fr/signup');
      await signUp(page, FRENCH, account);
      await expect(page).toHaveURL(`${site}/fr/`);
      await page.goto('/account');
      const select = page.getByLabel('Language of your mails');
      await expect(select).toHaveValue('fr');
      await select.selectOption('it');
      await page.getByRole('button', { name: 'Save Language' }).click();
      await expect(page.getByText('Language saved: our mails to you will be written in it from now on.')).toBeVisible();
      await expect(page.getByLabel('Language of your mails')).toHaveValue('it');
      // Kept pages refresh: a new visit shows the new language.
      await page.goto('/account');
      await expect(page.getByLabel('Language of your mails')).toHaveValue('it');
    });
  });
});
