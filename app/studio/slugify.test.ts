import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSlug } from '~/lib/slug';
import { SLUG_PATTERN } from '~/api/openapi.server';
import { slugify } from './slugify';

describe('slugify', () => {
  it.each([
    ['Chasing the Northern Lights in Fairbanks', 'chasing-the-northern-lights-in-fairbanks'],
    ["A Sommelier's Guide to the Riviera", 'a-sommelier-s-guide-to-the-riviera'],
    ['Château & Spa — Été 2026!', 'chateau-and-spa-ete-2026'],
    ['  --Hello   World--  ', 'hello-world'],
    ['!!!', ''],
  ])('%s -> %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('always makes a valid slug of at most 80 characters', () => {
    const slug = slugify('word '.repeat(100));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(SLUG_PATTERN);
  });

  it('holds every slug the studio makes from a title', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (title) => {
        const slug = slugify(title);
        return slug === '' || isSlug(slug);
      }),
    );
  });
});
