import { expect, test, type Page } from '@playwright/test';
import { keysIn } from './support/catalogs';
import { useSiteOfItsOwn } from './support/siteOfItsOwn';
import { axeViolations } from './support/axe';

// The languages are published per deployment (PUBLISHED_LOCALES, docs/decisions/0030): these tests
// run a site of their own with all of them, and one with English alone.
const port = Number(process.env.E2E_PORT ?? 4173) + 1;
const site = `http://127.0.0.1:${port}`;
const englishOnlyPort = Number(process.env.E2E_PORT ?? 4173) + 9;

/** What a page shows or reads out: its text, hidden panels included, and its labels, titles and placeholders. */
const shownText = (page: Page) =>
  page.locator('body').evaluate((body) => {
    const copy = body.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('script, style, template').forEach((el) => el.remove());
    const labels = [...copy.querySelectorAll('[aria-label], [title], [placeholder], [alt]')].flatMap((el) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((name) => el.getAttribute(name) ?? ''),
    );
    return [copy.textContent ?? '', ...labels].join('\n');
  });

test.describe('the site in six languages (PUBLISHED_LOCALES=all)', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: site });

  useSiteOfItsOwn({ port, dataDir: '.tmp/e2e-languages' });

  const homes = [
    { path: '/', lang: 'en', dir: null, lead: 'Grand hotels and casinos where every evening is an occasion.', switchName: 'Language' },
    { path: '/fr/', lang: 'fr', dir: null, lead: 'Des palaces et des casinos où chaque soirée devient un événement.', switchName: 'Langue' },
    { path: '/de/', lang: 'de', dir: null, lead: 'Grandhotels und Casinos, in denen jeder Abend zum Ereignis wird.', switchName: 'Sprache' },
    { path: '/it/', lang: 'it', dir: null, lead: 'Grandi alberghi e casinò dove ogni sera è un’occasione speciale.', switchName: 'Lingua' },
    { path: '/ar/', lang: 'ar', dir: 'rtl', lead: 'فنادق فاخرة وكازينوهات تجعل من كل أمسية مناسبة استثنائية.', switchName: 'اللغة' },
    { path: '/zh/', lang: 'zh-Hans', dir: null, lead: '汇聚奢华酒店与娱乐场，让每个夜晚都成为盛会。', switchName: '语言' },
  ];

  for (const home of homes) {
    test(`${home.path} is written in ${home.lang}, with its alternates and canonical URL`, async ({ page }) => {
      await page.goto(home.path);
      const html = page.locator('html');
      await expect(html).toHaveAttribute('lang', home.lang);
      if (home.dir) await expect(html).toHaveAttribute('dir', home.dir);
      else await expect(html).not.toHaveAttribute('dir', /./);
      await expect(page.locator('.hero-home .lead')).toHaveText(home.lead);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site}${home.path}`);
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`));
      expect(alternates).toEqual([
        `en ${site}/`,
        `fr ${site}/fr/`,
        `de ${site}/de/`,
        `it ${site}/it/`,
        `ar ${site}/ar/`,
        `zh-Hans ${site}/zh/`,
        `x-default ${site}/`,
      ]);
      await expect(page.getByRole('navigation', { name: home.switchName }).getByRole('link')).toHaveCount(6);
    });
  }

  for (const javaScriptEnabled of [true, false]) {
    test(`the language switch leads to the same page in another language, query kept (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled, baseURL: site });
      const page = await context.newPage();
      await page.goto('/de/?utm_source=letter');
      const french = page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'Français' });
      await expect(french).toHaveAttribute('hreflang', 'fr');
      await expect(french).toHaveAttribute('lang', 'fr');
      await french.click();
      await expect(page).toHaveURL(`${site}/fr/?utm_source=letter`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.getByRole('heading', { name: 'Hôtels à l’honneur' })).toBeVisible();
      await context.close();
    });
  }

  test('the shell’s controls speak French on /fr/: menu, account, theme, accessibility, cookie settings, currency', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/fr/');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await page.getByRole('region', { name: 'Information sur les cookies' }).getByRole('button', { name: 'Accepter' }).click();

    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    // The drawer's links stay in the page's language.
    await expect(drawer.getByRole('link', { name: 'Réserver' })).toHaveAttribute('href', '/fr/booking');
    await expect(drawer.getByRole('link', { name: /Fidélité/ })).toHaveAttribute('href', '/fr/rewards');
    await expect(drawer.getByRole('link', { name: 'S’inscrire' })).toHaveAttribute('href', '/fr/signup');
    await expect(drawer.getByRole('link', { name: /Se connecter/ })).toBeVisible();
    await drawer.getByRole('button', { name: 'Fermer le menu' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Aurelia Resorts' })).toHaveAttribute('href', '/fr/');
    await expect(page.getByRole('button', { name: /^Thème de couleur\s: Système$/ })).toBeVisible();

    await page.getByRole('button', { name: 'Accessibilité' }).click();
    const accessibility = page.getByRole('dialog', { name: 'Accessibilité' });
    await expect(accessibility.getByRole('group', { name: 'Taille du texte' }).getByRole('radio', { name: 'Très grand' })).toBeVisible();
    await expect(accessibility.getByRole('checkbox', { name: 'Contraste élevé' })).toBeVisible();
    await accessibility.getByRole('button', { name: 'Terminé' }).click();

    await page.getByRole('contentinfo').getByRole('button', { name: 'Paramètres des cookies' }).click();
    const cookies = page.getByRole('dialog', { name: 'Paramètres des cookies' });
    await expect(cookies.getByRole('checkbox', { name: 'Nécessaires' })).toBeDisabled();
    await expect(cookies.getByText('Les offres Aurelia Resorts diffusées sur d’autres sites.')).toBeVisible();
    await cookies.getByRole('button', { name: 'Enregistrer mes choix' }).click();
    await expect(cookies).toBeHidden();

    const currency = page.getByLabel('Devise', { exact: true });
    await expect(currency.getByRole('option', { name: 'USD, dollar américain' })).toHaveCount(1);
    await expect(currency.getByRole('option', { name: 'Devise de l’hôtel' })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Afficher les prix' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('on /ar/ the menu drawer opens at the inline end, the left (logical properties)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/ar/');
    await page.getByRole('button', { name: 'فتح القائمة' }).click();
    const drawer = page.getByRole('dialog', { name: 'القائمة' });
    await expect(drawer).toBeVisible();
    const box = (await drawer.boundingBox())!;
    expect(box.x).toBeCloseTo(0, 0);
    expect(box.x + box.width).toBeLessThan(390);
    await expect(drawer.getByRole('link', { name: 'احجز الآن' })).toHaveAttribute('href', '/ar/booking');
    await drawer.getByRole('button', { name: 'إغلاق القائمة' }).click();
    await expect(drawer).toBeHidden();
  });

  test('no page shows a message key: each carries the texts it shows, in every language', async ({ request }) => {
    test.setTimeout(120_000);
    const hotel = 'royal-palace-casino-resort';
    const venue = /href="(\/rooms\/[^"/]+\/venues\/[^"]+)"/.exec(await (await request.get(`/rooms/${hotel}`)).text())![1]!;
    const stay = 'checkIn=2031-03-02&checkOut=2031-03-04&guests=2';
    const english = [
      '/casino',
      '/spa',
      '/dining',
      '/events',
      '/signin',
      '/signup',
      '/contact',
      '/rewards',
      '/forgot-password',
      `/booking?${stay}`,
      '/no-such-page',
    ];
    const translated = [
      '/',
      '/rooms',
      '/legal',
      '/privacy',
      `/rooms/${hotel}`,
      `/rooms/${hotel}?tab=reviews&${stay}`,
      venue,
      '/blog',
      '/blog/layali-al-shita-fi-dubai',
    ];
    const paths = [
      ...english,
      ...['', '/fr', '/de', '/it', '/ar', '/zh'].flatMap((prefix) => translated.map((path) => `${prefix}${path === '/' && prefix ? '/' : path}`)),
    ];
    for (const path of paths) {
      const html = await (await request.get(path)).text();
      const withoutScripts = html.replace(/<script[\s\S]*?<\/script>/g, '');
      expect(keysIn(withoutScripts), path).toEqual([]);
    }
  });

  test('a link to a page with texts of its own brings them along, without reloading the page', async ({ page }) => {
    const hotel = 'royal-palace-casino-resort';
    await page.goto(`/fr/rooms/${hotel}`);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const sameDocument = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

    // The hotel page (hotels, venues) -> a restaurant (venues) -> back -> the list (hotels).
    await page.locator(`main a[href^="/fr/rooms/${hotel}/venues/"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/fr/rooms/${hotel}/venues/`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(keysIn(await shownText(page))).toEqual([]);
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Chambres et suites' })).toBeVisible();
    expect(keysIn(await shownText(page))).toEqual([]);
    expect(await sameDocument()).toBe(true);

    // English: /casino shows none of the hotels' texts; its menu leads to the list, then a hotel.
    await page.goto('/casino');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.locator('header a[href="/rooms"]').first().click();
    await expect(page).toHaveURL(`${site}/rooms`);
    await expect(page.getByRole('heading', { name: 'Our Hotels' })).toBeVisible();
    expect(keysIn(await shownText(page))).toEqual([]);
    await page.locator(`[data-testid="hotel-card"] a[href="/rooms/${hotel}"]`).first().click();
    await expect(page.getByRole('heading', { name: 'Rooms & Suites' })).toBeVisible();
    expect(keysIn(await shownText(page))).toEqual([]);
    expect(await sameDocument()).toBe(true);
  });

  test('an unknown address under a language gets its 404 in that language', async ({ page }) => {
    const response = await page.goto('/fr/pas-de-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    await expect(page).toHaveTitle('Page introuvable | Aurelia Resorts');
  });

  test('no page is wider than a 390 px phone, in any language, before or after the web fonts arrive', async ({ browser }) => {
    test.setTimeout(120_000);
    // What widens a page shows in the HTML and CSS alone: no JavaScript, one page for every address.
    const context = await browser.newContext({ baseURL: site, javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    const routes = [
      '/',
      '/rooms',
      '/rooms/royal-palace-casino-resort?tab=reviews',
      '/contact',
      '/signup',
      '/booking',
      '/offers',
      '/casino',
      '/spa',
      '/dining',
      '/events',
      '/blog',
    ];
    const wider: string[] = [];
    // First with the fallback fonts, wider than the brand's, as a slow network shows the page first; then with the brand's.
    for (const fonts of ['fallback', 'web'] as const) {
      if (fonts === 'fallback') await page.route(/\.woff2(\?|$)/, (route) => route.abort());
      else await page.unrouteAll();
      for (const prefix of ['', '/fr', '/de', '/it', '/ar', '/zh']) {
        for (const route of routes) {
          const path = route === '/' && prefix ? `${prefix}/` : `${prefix}${route}`;
          await page.goto(path);
          const width = await page.evaluate(async () => {
            await document.fonts.ready;
            return document.documentElement.scrollWidth;
          });
          if (width > 390) wider.push(`${path} (${fonts} fonts): ${width} px`);
        }
      }
    }
    expect(wider).toEqual([]);
    await context.close();
  });

  test('on a desktop the header keeps one line in every language: the menu or its drawer, and the account buttons side by side', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: site, javaScriptEnabled: false });
    const page = await context.newPage();
    const taller: string[] = [];
    for (const width of [960, 1024, 1280]) {
      await page.setViewportSize({ width, height: 600 });
      for (const prefix of ['', '/fr', '/de', '/it', '/ar', '/zh']) {
        await page.goto(`${prefix}/`);
        const { header, line } = await page.evaluate(async () => {
          await document.fonts.ready;
          const height = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().height;
          return { header: height('.site-header-inner'), line: height('.header-account-wide .header-account') };
        });
        // One line: the header no taller than its own minimum, the account buttons not stacked.
        if (header > 72 || line > 48) taller.push(`${prefix}/ at ${width} px: header ${header} px, buttons ${line} px`);
      }
    }
    expect(taller).toEqual([]);
    await context.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    for (const width of [390, 1280]) {
      test(`axe finds nothing on /ar/ in the ${theme} theme at ${width} px, and nothing overflows sideways`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
        await page.goto('/ar/');
        await expect(page.getByRole('region', { name: 'إشعار ملفات تعريف الارتباط' })).toBeVisible();
        expect(await axeViolations(page, { theme })).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      });
    }
  }
});

test.describe('a deployment that publishes English alone (PUBLISHED_LOCALES=en)', () => {
  test.use({ baseURL: `http://127.0.0.1:${englishOnlyPort}` });
  useSiteOfItsOwn({ port: englishOnlyPort, dataDir: '.tmp/e2e-english-only', env: { PUBLISHED_LOCALES: 'en' } });

  test('an unpublished language has no pages, no alternates and no switch', async ({ page, request }) => {
    expect((await request.get('/fr/')).status()).toBe(404);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Language' })).toHaveCount(0);
  });
});
