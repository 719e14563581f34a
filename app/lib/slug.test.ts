import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugParam } from '~/api/openapi.server';
import { isSlug, SLUG_MAX_LENGTH } from './slug';

describe('the slug rule', () => {
  it.each(['alpine-gold-casino-lodge', 'a', '2026-season', 'a'.repeat(SLUG_MAX_LENGTH)])('accepts %s', (slug) => {
    expect(isSlug(slug)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['a NUL byte', '\u0000'],
    ['a control character', 'grand\u0007hotel'],
    ['upper case', 'Grand-Hotel'],
    ['a double hyphen', 'grand--hotel'],
    ['a leading hyphen', '-grand'],
    ['a path traversal', '../etc/passwd'],
    ['a percent-encoding', 'grand%20hotel'],
    ['unicode', 'château'],
    ['too long', 'a'.repeat(SLUG_MAX_LENGTH + 1)],
  ])('refuses %s', (_what, value) => {
    expect(isSlug(value)).toBe(false);
  });

  it('is the same rule as the API schema, for any string', () => {
    const schema = slugParam('slug');
    const candidates = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 200 }),
      fc.stringMatching(/^[a-z0-9-]{0,170}$/),
      fc.constantFrom('a'.repeat(SLUG_MAX_LENGTH), 'a'.repeat(SLUG_MAX_LENGTH + 1)),
    );
    fc.assert(
      fc.property(candidates, (value) => isSlug(value) === schema.safeParse(value).success),
      { numRuns: 2_000 },
    );
  });
});
