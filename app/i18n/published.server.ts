import { parsePublishedLocales } from './locales';

/**
 * The languages this deployment serves (PUBLISHED_LOCALES, default all six): a language's
 * routes, hreflang alternates, switch links and sitemap entries exist only once it is published.
 */
export const publishedLocales = () => parsePublishedLocales(process.env.PUBLISHED_LOCALES);
