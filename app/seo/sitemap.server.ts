import { asc, count } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { hotels, posts } from '~/db/schema';
import { DEFAULT_LOCALE, LOCALE_INFO, localizedPath, type Locale } from '~/i18n/locales';
import { isLocalizedPath, sitemapPaths } from '~/routeTable';

/** Pages that are not in the database (app/routeTable.ts). */
export const STATIC_PATHS = sitemapPaths;

/** URLs per sitemap file: the protocol allows 50,000; a directory of 100,000 hotels needs several. */
export const URLS_PER_SITEMAP = 10_000;

interface Entry {
  path: string;
  lastmod?: string;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The `<url>` entries of a page: one, or, for a translated page while more than English is
 * published, one per language, each listing every language's address (`xhtml:link`, and
 * `x-default` at the English one) as search engines ask.
 */
function urlsOf({ path, lastmod }: Entry, origin: string, published: readonly Locale[]): string {
  const at = (locale: Locale) => escapeXml(new URL(localizedPath(locale, path), origin).toString());
  const tail = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
  if (published.length < 2 || !isLocalizedPath(path)) return `<url><loc>${at(DEFAULT_LOCALE)}</loc>${tail}</url>`;
  const links =
    published.map((locale) => `<xhtml:link rel="alternate" hreflang="${LOCALE_INFO[locale].tag}" href="${at(locale)}"/>`).join('') +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${at(DEFAULT_LOCALE)}"/>`;
  return published.map((locale) => `<url><loc>${at(locale)}</loc>${tail}${links}</url>`).join('');
}

function urlset(origin: string, entries: Entry[], published: readonly Locale[]): string {
  const urls = entries.map((entry) => urlsOf(entry, origin, published)).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls}</urlset>\n`;
}

/** Hotels per file: each brings a `<url>` per published language once hotel pages are translated. */
const hotelsPerFile = (published: readonly Locale[]) => Math.floor(URLS_PER_SITEMAP / (isLocalizedPath('/rooms/a-hotel') ? published.length : 1));

/** The index: one file for the pages and posts, and as many as the hotels need. */
export async function sitemapIndex(db: Database, origin: string, published: readonly Locale[] = [DEFAULT_LOCALE]): Promise<string> {
  const [row] = await db.select({ n: count() }).from(hotels);
  const hotelFiles = Math.max(1, Math.ceil((row?.n ?? 0) / hotelsPerFile(published)));
  const files = ['pages', ...Array.from({ length: hotelFiles }, (_, i) => `hotels-${i + 1}`)];
  const items = files.map((name) => `<sitemap><loc>${escapeXml(new URL(`/sitemaps/${name}.xml`, origin).toString())}</loc></sitemap>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</sitemapindex>\n`;
}

/** One sitemap file by name ('pages' or 'hotels-N'), or null when there is no such file. */
export async function sitemapFile(db: Database, origin: string, name: string, published: readonly Locale[] = [DEFAULT_LOCALE]): Promise<string | null> {
  if (name === 'pages') {
    const rows = await db.select({ slug: posts.slug, updatedAt: posts.updatedAt }).from(posts).orderBy(asc(posts.slug));
    return urlset(
      origin,
      [...STATIC_PATHS.map((path) => ({ path })), ...rows.map((p) => ({ path: `/blog/${p.slug}`, lastmod: p.updatedAt.toISOString().slice(0, 10) }))],
      published,
    );
  }
  const page = /^hotels-([1-9]\d{0,5})$/.exec(name)?.[1];
  if (!page) return null;
  const rows = await db
    .select({ slug: hotels.slug })
    .from(hotels)
    .orderBy(asc(hotels.slug))
    .limit(hotelsPerFile(published))
    .offset((Number(page) - 1) * hotelsPerFile(published));
  if (rows.length === 0 && page !== '1') return null;
  return urlset(
    origin,
    rows.map((h) => ({ path: `/rooms/${h.slug}` })),
    published,
  );
}

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /studio', `Sitemap: ${new URL('/sitemap.xml', origin)}`, ''].join('\n');
}
