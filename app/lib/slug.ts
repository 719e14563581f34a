/**
 * The one slug rule of hotels and blog posts, for the pages' loaders and the API alike: lower-case
 * ASCII letters, digits and single hyphens, at most SLUG_MAX_LENGTH characters (the posts column;
 * hotels' is shorter, so a longer slug simply names no hotel). Anything else names nothing: the
 * pages answer 404, the API 400 (app/api/openapi.server.ts builds its schema from these).
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const SLUG_MAX_LENGTH = 160;

/** Slugs the studio makes from a title are shorter, which leaves room for a "-2", "-3" suffix. */
export const MADE_SLUG_MAX_LENGTH = 80;

export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}
