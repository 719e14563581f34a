import type { Locale } from '~/i18n/locales';
import type { ShownMedia } from '~/media/sources';

/**
 * A blog post as the API and the pages see it (docs/product/api.md, "Shapes"); its content is the
 * markdown exactly as written. The API's schema (blog.api.server.ts) is checked against it.
 */
export interface Post {
  _id: string;
  title: string;
  slug: string;
  author: { username: string };
  createdAt: string;
  updatedAt: string;
  content: string;
  /** URL path of the post's picture, or null. */
  image: string | null;
  /** The language the post is written in (docs/decisions/0035). */
  language: Locale;
  /** Its photographs, the hero first (its cover and its card's picture, in the illustration's stead): on its pages and in the API. */
  media?: ShownMedia[];
}
