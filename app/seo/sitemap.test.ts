import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { createTestDatabase } from '~/db/testDatabase.server';
import { sitemapFile, sitemapIndex } from './sitemap.server';

/** The sitemap on the demo data: every language of a translated page, with its alternates. */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

const ORIGIN = 'https://resorts.example';
const entriesOf = (xml: string) => [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]!);
const locOf = (entry: string) => /<loc>(.*?)<\/loc>/.exec(entry)?.[1];
const alternatesOf = (entry: string) => Object.fromEntries([...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, m[2]!]));

describe('the sitemap', () => {
  it('lists a translated page once per published language, each with every language and x-default', async () => {
    const xml = (await sitemapFile(database.db, ORIGIN, 'pages', ['en', 'fr', 'ar', 'zh']))!;
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const home = entriesOf(xml).filter((e) => alternatesOf(e)['x-default'] === `${ORIGIN}/`);
    expect(home.map(locOf)).toEqual([`${ORIGIN}/`, `${ORIGIN}/fr/`, `${ORIGIN}/ar/`, `${ORIGIN}/zh/`]);
    for (const entry of home) {
      expect(alternatesOf(entry)).toEqual({
        en: `${ORIGIN}/`,
        fr: `${ORIGIN}/fr/`,
        ar: `${ORIGIN}/ar/`,
        'zh-Hans': `${ORIGIN}/zh/`,
        'x-default': `${ORIGIN}/`,
      });
    }
  });

  it('names no unpublished language (every page in the sitemap is translated, the legal pages last)', async () => {
    const xml = (await sitemapFile(database.db, ORIGIN, 'pages', ['en', 'fr']))!;
    const legal = entriesOf(xml).filter((e) => locOf(e)?.endsWith('/legal'));
    expect(legal.map(locOf)).toEqual([`${ORIGIN}/legal`, `${ORIGIN}/fr/legal`]);
    expect(alternatesOf(legal[0]!)).toEqual({ en: `${ORIGIN}/legal`, fr: `${ORIGIN}/fr/legal`, 'x-default': `${ORIGIN}/legal` });
    expect(xml).not.toContain('/de/');
  });

  it('has no alternates while only English is published', async () => {
    const xml = (await sitemapFile(database.db, ORIGIN, 'pages'))!;
    expect(xml).not.toContain('xhtml:link');
    expect(entriesOf(xml).map(locOf)).toContain(`${ORIGIN}/`);
    const hotels = (await sitemapFile(database.db, ORIGIN, 'hotels-1'))!;
    expect(entriesOf(hotels)).toHaveLength(6);
  });

  it('keeps every hotel in the files its index names, whatever the languages', async () => {
    for (const published of [['en'], ['en', 'fr', 'de', 'it', 'ar', 'zh']] as const) {
      const index = await sitemapIndex(database.db, ORIGIN, published);
      expect(index).toContain(`${ORIGIN}/sitemaps/hotels-1.xml`);
      const hotels = entriesOf((await sitemapFile(database.db, ORIGIN, 'hotels-1', published))!);
      expect(new Set(hotels.map((e) => alternatesOf(e)['x-default'] ?? locOf(e)))).toHaveLength(6);
    }
  });
});
