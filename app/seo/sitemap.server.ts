import { asc, count } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { hotels, posts } from '~/db/schema';
import { sitemapPaths } from '~/routeTable';

/** Pages that are not in the database (app/routeTable.ts). */
export const STATIC_PATHS = sitemapPaths;

/** URLs per sitemap file: the protocol allows 50,000; a directory of 100,000 hotels needs several. */
export const URLS_PER_SITEMAP = 10_000;

interface Entry {
  path: string;
  lastmod?: string;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

function urlset(origin: string, entries: Entry[]): string {
  const urls = entries
    .map(({ path, lastmod }) => `<url><loc>${escapeXml(new URL(path, origin).toString())}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`;
}

/** The index: one file for the pages and posts, and as many as the hotels need. */
export async function sitemapIndex(db: Database, origin: string): Promise<string> {
  const [row] = await db.select({ n: count() }).from(hotels);
  const hotelFiles = Math.max(1, Math.ceil((row?.n ?? 0) / URLS_PER_SITEMAP));
  const files = ['pages', ...Array.from({ length: hotelFiles }, (_, i) => `hotels-${i + 1}`)];
  const items = files.map((name) => `<sitemap><loc>${escapeXml(new URL(`/sitemaps/${name}.xml`, origin).toString())}</loc></sitemap>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</sitemapindex>\n`;
}

/** One sitemap file by name ('pages' or 'hotels-N'), or null when there is no such file. */
export async function sitemapFile(db: Database, origin: string, name: string): Promise<string | null> {
  if (name === 'pages') {
    const rows = await db.select({ slug: posts.slug, updatedAt: posts.updatedAt }).from(posts).orderBy(asc(posts.slug));
    return urlset(origin, [
      ...STATIC_PATHS.map((path) => ({ path })),
      ...rows.map((p) => ({ path: `/blog/${p.slug}`, lastmod: p.updatedAt.toISOString().slice(0, 10) })),
    ]);
  }
  const page = /^hotels-([1-9]\d{0,5})$/.exec(name)?.[1];
  if (!page) return null;
  const rows = await db
    .select({ slug: hotels.slug })
    .from(hotels)
    .orderBy(asc(hotels.slug))
    .limit(URLS_PER_SITEMAP)
    .offset((Number(page) - 1) * URLS_PER_SITEMAP);
  if (rows.length === 0 && page !== '1') return null;
  return urlset(
    origin,
    rows.map((h) => ({ path: `/rooms/${h.slug}` })),
  );
}

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /studio', `Sitemap: ${new URL('/sitemap.xml', origin)}`, ''].join('\n');
}
