import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARTICLE_BODY_KB, DEFAULT_BODY_KB, isCacheablePath, maxApiBodyKbFor, pageRoutes, pathPattern, pendingViewFor, sitemapPaths } from './routeTable';

describe('the route table', () => {
  it('names route modules that exist, each path once', () => {
    for (const route of pageRoutes) expect(existsSync(new URL(route.module, import.meta.url)), route.module).toBe(true);
    const paths = pageRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('turns patterns into path matchers, with the .data twin on request', () => {
    expect(pathPattern('rooms/:slug').test('/rooms/alpine-gold')).toBe(true);
    expect(pathPattern('rooms/:slug').test('/rooms/a/b')).toBe(false);
    expect(pathPattern('rooms/:slug').test('/rooms/a.data')).toBe(true); // a slug could hold a dot
    expect(pathPattern('legal').test('/legal.data')).toBe(false);
    expect(pathPattern('legal', { dataTwin: true }).test('/legal.data')).toBe(true);
    expect(pathPattern('', { dataTwin: true }).test('/_.data')).toBe(true);
    expect(pathPattern('', { dataTwin: true }).test('/_root.data')).toBe(false);
    // React Router's data URL of a URL ending in a slash (`/fr/` -> `/fr/_.data`), and of `/fr`.
    for (const url of ['/fr', '/fr/', '/fr.data', '/fr/_.data']) expect(pathPattern('fr', { dataTwin: true }).test(url), url).toBe(true);
    expect(pathPattern('fr').test('/fr/_.data')).toBe(false);
    expect(pathPattern('api/rooms/*').test('/api/rooms')).toBe(true);
    expect(pathPattern('api/rooms/*').test('/api/rooms/by-slug/x')).toBe(true);
    expect(pathPattern('api/rooms/*').test('/api/roomsx')).toBe(false);
  });

  it('caches every public content page, booking and rewards included, and no form or account page', () => {
    for (const path of ['/booking', '/booking.data', '/rewards', '/events', '/blog/x.data']) expect(isCacheablePath(path), path).toBe(true);
    for (const path of ['/signup', '/signin', '/contact', '/studio', '/studio/new', '/sitemap.xml', '/api/auth/me']) {
      expect(isCacheablePath(path), path).toBe(false);
    }
  });

  it('lists the static public pages in the sitemap, not the studio or pages with parameters', () => {
    expect(sitemapPaths).toEqual(expect.arrayContaining(['/', '/rooms', '/booking', '/rewards', '/signin', '/signup', '/contact', '/legal']));
    expect(sitemapPaths.some((p) => p.includes(':') || p.startsWith('/studio') || p.includes('.'))).toBe(false);
  });

  it('allows article-sized bodies for blog writes only', () => {
    expect(maxApiBodyKbFor('/blog')).toBe(ARTICLE_BODY_KB);
    expect(maxApiBodyKbFor('/blog/0b6c')).toBe(ARTICLE_BODY_KB);
    expect(maxApiBodyKbFor('/blog/author/x')).toBe(DEFAULT_BODY_KB);
    expect(maxApiBodyKbFor('/contact')).toBe(DEFAULT_BODY_KB);
  });

  it('names the loading state of the pages that have one', () => {
    expect(pendingViewFor('/rooms')).toBe('hotel-list');
    expect(pendingViewFor('/rooms/x')).toBe('hotel');
    expect(pendingViewFor('/blog')).toBe('blog-list');
    expect(pendingViewFor('/blog/x')).toBe('post');
    expect(pendingViewFor('/casino')).toBeUndefined();
  });
});
