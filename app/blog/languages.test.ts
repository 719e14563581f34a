import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { upsertAccount } from '~/accounts/users.server';
import { bearer, call, giveSecondFactor, openTestApi } from '~/api/testHelpers.server';
import { posts, seededDemoItems } from '~/db/schema';
import { demoPosts } from '~/db/seed/demo-content';
import { demoPostsInOtherLanguages } from '~/db/seed/demo-posts-languages';
import { seedDemoContent } from '~/db/seed/seed.server';
import { LOCALES } from '~/i18n/locales';
import { site } from '~/site.config';
import type { Post } from './post';
import { postLanguageAttributes } from './postLanguage';
import { listPostsByAuthor, listPostsForPage } from './posts.server';
import { readingTimeMinutes } from './readingTime';

const { database, api } = await openTestApi();
const { db } = database;
let editor: string;

beforeAll(async () => {
  const password = 'editorial-passphrase-77';
  const { user: linguaEditor } = await upsertAccount(db, { username: 'Lingua Editor', email: 'lingua@example.com', password, role: 'editor' });
  editor = (await call<{ token: string }>(api, 'POST', '/auth/login', { body: { email: 'lingua@example.com', password } })).body.token;
  await giveSecondFactor(db, linguaEditor._id);
});

type Answer = Post & { error: string };
const write = (method: string, path: string, body: unknown) => call<Answer>(api, method, path, { body, headers: bearer(editor) });
const languageOf = (slug: string) => demoPosts.find((p) => p.slug === slug)?.language ?? 'en';

describe('the demo posts in other languages', () => {
  it('one at least in each language, dated before every English post, in the API with their language', async () => {
    for (const locale of LOCALES) expect(demoPosts.some((p) => (p.language ?? 'en') === locale)).toBe(true);
    const oldestEnglish = demoPosts.filter((p) => !p.language).reduce((a, b) => (a.date < b.date ? a : b)).date;
    for (const post of demoPostsInOtherLanguages) expect(post.date < oldestEnglish).toBe(true);
    const { body } = await call<Post[]>(api, 'GET', '/blog');
    for (const post of body) expect(post.language).toBe(languageOf(post.slug));
  });

  it('come to a database seeded before them, and seeding again changes none an editor changed', async () => {
    const slugs = demoPostsInOtherLanguages.map((p) => p.slug);
    // A database seeded before them: neither the posts nor the seed's record of them (ADR 0040).
    await db.delete(posts).where(inArray(posts.slug, slugs));
    await db.delete(seededDemoItems).where(and(eq(seededDemoItems.kind, 'post'), inArray(seededDemoItems.key, slugs)));
    const [kept] = demoPosts;
    await db.update(posts).set({ language: 'it' }).where(eq(posts.slug, kept!.slug));
    await seedDemoContent(db);
    const rows = await db
      .select({ slug: posts.slug, language: posts.language })
      .from(posts)
      .where(inArray(posts.slug, [...slugs, kept!.slug]));
    expect(Object.fromEntries(rows.map((r) => [r.slug, r.language]))).toEqual({
      ...Object.fromEntries(demoPostsInOtherLanguages.map((p) => [p.slug, p.language])),
      [kept!.slug]: 'it',
    });
    await db.update(posts).set({ language: 'en' }).where(eq(posts.slug, kept!.slug));
  });
});

describe('a blog page lists its own language first', () => {
  it('in French: the French posts newest first, then every other newest first, each post once', async () => {
    const all = await listPostsByAuthor(db, site.publisher);
    const french = await listPostsForPage(db, site.publisher, 'fr');
    const own = all.filter((p) => p.language === 'fr');
    expect(own.length).toBeGreaterThan(0);
    expect(french.map((p) => p.slug)).toEqual([...own, ...all.filter((p) => p.language !== 'fr')].map((p) => p.slug));
  });

  it('in English: the demo data in the plain newest first order of before', async () => {
    const all = await listPostsByAuthor(db, site.publisher);
    expect((await listPostsForPage(db, site.publisher, 'en')).map((p) => p.slug)).toEqual(all.map((p) => p.slug));
  });

  it('puts a newer post in another language after the page’s own', async () => {
    const res = await write('POST', '/blog', { title: 'Un article tout neuf', content: 'Bonjour.', language: 'fr' });
    expect(res.status).toBe(201);
    // Written by another author than the publisher: only the publisher's posts are listed.
    await db
      .update(posts)
      .set({ authorId: (await db.select({ id: posts.authorId }).from(posts).where(eq(posts.slug, demoPosts[0]!.slug)))[0]!.id })
      .where(eq(posts.slug, res.body.slug));
    const english = (await listPostsForPage(db, site.publisher, 'en')).map((p) => p.language);
    expect(english.indexOf('fr')).toBeGreaterThan(english.lastIndexOf('en'));
    const french = await listPostsForPage(db, site.publisher, 'fr');
    expect(french[0]!.slug).toBe(res.body.slug);
    await write('DELETE', `/blog/${res.body._id}`, undefined);
  });
});

describe('the language of a post through the API', () => {
  it('POST: English when absent, the language given otherwise, returned by every read', async () => {
    const plain = await write('POST', '/blog', { title: 'Plain English', content: 'Hello.' });
    expect(plain.body.language).toBe('en');
    const arabic = await write('POST', '/blog', { title: 'مساء في الصحراء', content: 'نص.', slug: 'masa-fi-al-sahra', language: 'ar' });
    expect(arabic.status).toBe(201);
    expect(arabic.body.language).toBe('ar');
    expect((await call<Post>(api, 'GET', '/blog/masa-fi-al-sahra')).body.language).toBe('ar');
    expect((await call<Post[]>(api, 'GET', '/blog')).body.find((p) => p.slug === 'masa-fi-al-sahra')?.language).toBe('ar');
  });

  it.each(['xx', 'EN', 'fr-FR', '', 3, null])('refuses the language %j with 400 and says which are allowed', async (language) => {
    const res = await write('POST', '/blog', { title: 'Bad language', content: 'x', language });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Language must be one of en, fr, de, it, ar, zh');
  });

  it('PUT: the language alone changes it; a bad one is a 400 and changes nothing', async () => {
    const created = await write('POST', '/blog', { title: 'Zum Wechseln', content: 'Hallo.' });
    const changed = await write('PUT', `/blog/${created.body._id}`, { language: 'de' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ language: 'de', title: 'Zum Wechseln', content: 'Hallo.' });
    const refused = await write('PUT', `/blog/${created.body._id}`, { language: 'klingon' });
    expect(refused.status).toBe(400);
    expect((await call<Post>(api, 'GET', `/blog/${created.body.slug}`)).body.language).toBe('de');
  });
});

describe('marking a post in another language', () => {
  it.each([
    ['en', 'en', {}],
    ['en', 'fr', { lang: 'en' }],
    ['zh', 'fr', { lang: 'zh-Hans' }],
    ['ar', 'fr', { lang: 'ar', dir: 'rtl' }],
    ['en', 'ar', { lang: 'en', dir: 'ltr' }],
    ['ar', 'ar', {}],
  ] as const)('a post in %s on a page in %s', (post, page, attributes) => {
    expect(postLanguageAttributes(post, page)).toEqual(attributes);
  });
});

describe('reading time of a post in Chinese', () => {
  it('counts its characters, 400 a minute', () => {
    expect(readingTimeMinutes('滨海湾'.repeat(140), 'zh')).toBe(2);
    expect(readingTimeMinutes('短', 'zh')).toBe(1);
    // Other languages keep the spec's words.
    expect(readingTimeMinutes('滨海湾'.repeat(140))).toBe(1);
  });
});
