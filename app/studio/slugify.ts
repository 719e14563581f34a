import { MADE_SLUG_MAX_LENGTH } from '~/lib/slug';

/** The URL slug made from a post's title: lower-case ASCII letters, digits and single hyphens. */
export function slugify(title: string, maxLength = MADE_SLUG_MAX_LENGTH): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // accents off: "Château" -> "chateau"
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
  return slug;
}
