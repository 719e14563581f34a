import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { demoPosts } from '../app/db/seed/demo-content';
import { watchErrors } from './support/catalogs';
import { useSiteOfItsOwn } from './support/siteOfItsOwn';
import { e2eEditor } from './editorAccount';
import { signInWithStaffPasskey } from './support/staffPasskey';
import { axeViolations } from './support/axe';

// The blog in the other languages (docs/decisions/0035), on a site of its own that publishes every
// language (languages.spec.ts and hotels-languages.spec.ts have the ports after the suite's).
const port = Number(process.env.E2E_PORT ?? 4173) + 7;
const site = `http://127.0.0.1:${port}`;

const inLanguage = (language: string) => demoPosts.find((p) => p.language === language)!;
const english = demoPosts.filter((p) => !p.language).sort((a, b) => b.date.localeCompare(a.date));
const FRENCH = inLanguage('fr');
const ARABIC = inLanguage('ar');
const CHINESE = inLanguage('zh');

const messages = JSON.parse(readFileSync(new URL('../app/i18n/messages/en.json', import.meta.url), 'utf8')) as Record<string, string>;
const messageKeys = Object.keys(messages);
/** The blog's English texts that take no value: none may show on a translated page. */
const englishPhrases = Object.entries(messages)
  .filter(([key, text]) => key.startsWith('blog_') && !text.includes('{'))
  .map(([, text]) => text);

/** The page's text and labels without the posts written in another language (marked `lang`) and the author's name. */
async function pageText(page: Page, lang: string): Promise<string> {
  return page.locator('main').evaluate((main, own) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('script').forEach((el) => el.remove());
    copy.querySelectorAll('[lang]').forEach((el) => {
      if (el.getAttribute('lang') !== own) el.remove();
    });
    const labels = [...copy.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label'));
    return [copy.textContent ?? '', ...labels].join('\n').replaceAll('Aurelia Journal', '');
  }, lang);
}

test.describe('the blog in six languages (PUBLISHED_LOCALES=all)', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: site });

  useSiteOfItsOwn({ port, dataDir: '.tmp/e2e-blog-languages', env: { E2E_EDITOR_PASSWORD: e2eEditor.password } });

  test('/fr/blog lists the French post first, then the others newest first, each marked with its language', async ({ page }) => {
    const errors = watchErrors(page, /status of 404/);
    await page.goto('/fr/blog');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle('Carnets de voyage | Aurelia Resorts');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Les récits de Aurelia Resorts/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carnets de voyage');
    await expect(page.getByRole('heading', { name: 'Derniers récits' })).toBeVisible();
    const cards = page.getByTestId('post-card');
    // Every post once: French first, then the rest newest first (the demo's other languages are older than its English posts).
    const others = demoPosts.filter((p) => p.language !== 'fr').sort((a, b) => b.date.localeCompare(a.date));
    await expect(cards.locator('h3')).toHaveText([FRENCH, ...others].map((p) => p.title));
    const first = cards.first();
    await expect(first.locator('h3')).not.toHaveAttribute('lang', /./);
    await expect(first).toContainText('Par Aurelia Journal · 17 février 2026');
    await expect(first.getByRole('link', { name: `Lire la suite : ${FRENCH.title}` })).toHaveAttribute('href', `/fr/blog/${FRENCH.slug}`);
    const newestEnglish = cards.filter({ hasText: english[0]!.title });
    await expect(newestEnglish.locator('h3')).toHaveAttribute('lang', 'en');
    await expect(newestEnglish.locator('p[lang="en"]')).toHaveCount(1);
    await expect(newestEnglish).toContainText('En anglais');
    await expect(newestEnglish.getByRole('link', { name: /^Lire la suite/ })).toHaveAttribute('href', `/fr/blog/${english[0]!.slug}`);
    const arabic = cards.filter({ hasText: ARABIC.title });
    await expect(arabic.locator('h3')).toHaveAttribute('lang', 'ar');
    await expect(arabic.locator('h3')).toHaveAttribute('dir', 'rtl');
    await expect(arabic).toContainText('En arabe');
    const text = await pageText(page, 'fr');
    for (const phrase of englishPhrases) expect(text, phrase).not.toContain(phrase);
    expect(messageKeys.filter((key) => text.includes(key))).toEqual([]);
    expect(errors).toEqual([]);

    // Each language's blog starts with its own post.
    for (const [prefix, lang, heading] of [
      ['de', 'de', 'Reisejournal'],
      ['it', 'it', 'Diario di viaggio'],
      ['ar', 'ar', 'مدونة السفر'],
      ['zh', 'zh', '旅行手记'],
    ] as const) {
      await page.goto(`/${prefix}/blog`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(cards.first().locator('h3')).toHaveText(inLanguage(lang).title);
      await expect(cards).toHaveCount(demoPosts.length);
    }
    // English keeps its order and words: the English posts newest first, then the others.
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Travel Blog');
    await expect(cards.first().locator('h3')).toHaveText(english[0]!.title);
    await expect(cards.filter({ hasText: FRENCH.title }).locator('h3')).toHaveAttribute('lang', 'fr');
    await expect(cards.filter({ hasText: FRENCH.title })).toContainText('In French');
  });

  test('an Arabic post: right to left, JSON-LD in its language; an English one on the Arabic blog marked ltr', async ({ page }) => {
    const errors = watchErrors(page, /status of 404/);
    await page.goto(`/ar/blog/${ARABIC.slug}`);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    const article = page.locator('main article');
    await expect(article).not.toHaveAttribute('lang', /./);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARABIC.title);
    const chips = page.getByRole('list', { name: 'عن هذا المقال' });
    await expect(chips).toContainText('بقلم');
    await expect(chips).toContainText('قراءة في');
    await expect(page).toHaveTitle(`${ARABIC.title} | Aurelia Resorts`);
    const jsonLd = JSON.parse((await page.locator('main script[type="application/ld+json"]').textContent())!) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: ARABIC.title, inLanguage: 'ar', url: `${site}/ar/blog/${ARABIC.slug}` });
    const text = await pageText(page, 'ar');
    for (const phrase of englishPhrases) expect(text, phrase).not.toContain(phrase);

    // The same post on the French blog: the article in Arabic, right to left; its chips in French.
    await page.goto(`/fr/blog/${ARABIC.slug}`);
    await expect(article).toHaveAttribute('lang', 'ar');
    await expect(article).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('list', { name: 'À propos de cet article' })).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('list', { name: 'À propos de cet article' })).toHaveAttribute('dir', 'ltr');

    // An English post on the Arabic blog.
    await page.goto(`/ar/blog/${english[0]!.slug}`);
    await expect(article).toHaveAttribute('lang', 'en');
    await expect(article).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('list', { name: 'عن هذا المقال' })).toContainText('بالإنجليزية');
    expect(errors).toEqual([]);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds nothing on the Arabic blog and an Arabic post in the ${theme} theme`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      for (const path of ['/ar/blog', `/ar/blog/${ARABIC.slug}`]) {
        await page.goto(path);
        await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
        expect(await axeViolations(page, { theme }), path).toEqual([]);
      }
    });
  }

  test('without JavaScript: /zh/blog, a Chinese post and an unknown one, in Chinese', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: site });
    const page = await context.newPage();
    await page.goto('/zh/blog');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await expect(page.getByRole('heading', { name: '最新文章' })).toBeVisible();
    await page
      .getByTestId('post-card')
      .first()
      .getByRole('link', { name: /^阅读全文/ })
      .click();
    await expect(page).toHaveURL(`${site}/zh/blog/${CHINESE.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(CHINESE.title);
    await expect(page.getByRole('list', { name: '文章信息' })).toContainText(/阅读约需 \d+ 分钟/);
    await expect(page.getByRole('list', { name: '文章信息' })).toContainText('2025年10月28日');
    const response = await page.goto('/zh/blog/no-such-post');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('未找到该文章');
    await expect(page.getByRole('link', { name: '返回旅行手记' })).toHaveAttribute('href', '/zh/blog');
    await context.close();
  });

  test('the blog’s loading and error views are in the page’s language', async ({ page }) => {
    await page.goto('/de/');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await page.route('**/de/blog.data*', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('alert')).toContainText('Die Beiträge konnten nicht geladen werden');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reisejournal');
  });

  test('an editor sets a post’s language in the studio, and changes it', async ({ page }) => {
    test.setTimeout(90_000);
    const title = `Une soirée d’essai ${Date.now().toString(36)}`;
    await signInWithStaffPasskey(page.request, e2eEditor);
    await page.goto('/studio/new');
    // The fields' language following the choice is the scripts' work.
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 60_000 });
    const language = page.getByRole('combobox', { name: 'Language' });
    await expect(language).toHaveValue('en');
    await page.getByLabel('Title').fill(title);
    await language.selectOption('fr');
    await expect(page.getByLabel('Content (Markdown)')).toHaveAttribute('lang', 'fr');
    await page.getByLabel('Content (Markdown)').fill('Le soleil se couche sur le lac, et la salle s’emplit doucement.');
    await page.getByRole('button', { name: 'Publish post' }).click();
    await expect(page).toHaveURL(/\/studio\?saved=/);

    // Written by the editor, not the journal: not on /blog, but its page is French.
    const saved = new URL(page.url()).searchParams.get('saved')!;
    await page.goto(`/fr/blog/${saved}`);
    await expect(page.locator('main article')).not.toHaveAttribute('lang', /./);
    await page.goto(`/blog/${saved}`);
    await expect(page.locator('main article')).toHaveAttribute('lang', 'fr');

    // Edited: now Italian, and the studio shows it so.
    await page.goto('/studio');
    const listed = page.getByTestId('studio-post').filter({ hasText: title });
    await expect(listed).toContainText('French · ');
    await expect(listed.getByRole('heading', { name: title })).toHaveAttribute('lang', 'fr');
    await listed.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(language).toHaveValue('fr');
    await language.selectOption('it');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(/\/studio\?saved=/);
    await page.goto(`/it/blog/${saved}`);
    await expect(page.locator('main article')).not.toHaveAttribute('lang', /./);
    await page.goto(`/fr/blog/${saved}`);
    await expect(page.locator('main article')).toHaveAttribute('lang', 'it');
    await page.goto('/studio');
    await expect(page.getByTestId('studio-post').filter({ hasText: title })).toContainText('Italian · ');
  });
});
