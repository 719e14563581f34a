// With its extension: vite.config.ts reads this table too (scripts/support/routeKindsPlugin.ts).
import { DEFAULT_LOCALE, isLocale, LOCALES } from './i18n/locales.ts';
import type { MessageArea } from './i18n/messageAreas';
/**
 * What each URL of the site is, in one place: `routes.ts` registers the pages from it, the response
 * cache (server/cache.ts) keeps what it marks cacheable, the sitemap lists the static pages, the
 * pending-navigation outlet shows the loading state it names, and the API's body-size rule reads
 * the larger limits. Plain data (module paths as strings), so every layer may read it.
 */

/** A page's own loading state, shown while a link to it loads (docs/product/requirements.md sections 2 and 4). */
export type PendingView = 'hotel-list' | 'hotel' | 'blog-list' | 'post';

export interface PageRoute {
  /** React Router path pattern without the leading slash; '' is the home page. */
  path: string;
  /** The route module, relative to app/. */
  module: string;
  /** Route id, when one module serves several paths. */
  id?: string;
  /** The same for every anonymous visitor: the response cache may keep it and its `.data` twin. */
  cacheable?: boolean;
  /**
   * A guest's own page that shows only their account's data (the user row, sessions, reservations,
   * saved and recently viewed hotels) and content: the server may keep it per session while the
   * account's data version and the content version stand (docs/decisions/0022). With `cacheable`
   * too, the anonymous page is shared and a signed-in visitor's kept per session (docs/decisions/0029).
   */
  keptPerVisitor?: boolean;
  /** A public page without parameters: listed in the sitemap and measured by Lighthouse. */
  inSitemap?: boolean;
  pending?: PendingView;
  /**
   * Translated: the page also lives under each language's prefix (`/fr/rooms`), listed in hreflang
   * alternates and the language switch once the language is published (docs/decisions/0030).
   */
  localized?: boolean;
  /** The catalogue's areas the page shows beyond the shell (app/i18n/messageAreas.ts). */
  messages?: readonly MessageArea[];
}

export interface ApiRoute {
  /** Path pattern under /api, without the leading slash. */
  path: string;
  /** Public reads, the same for every anonymous client: the response cache may keep them. */
  cacheable?: boolean;
  /** The largest request body it takes, in KB (default: DEFAULT_BODY_KB). */
  maxBodyKb?: number;
  /** Takes multipart/form-data (an upload) as well as JSON. */
  multipart?: boolean;
}

export const DEFAULT_BODY_KB = 100;
/** A blog article with its markdown. */
export const ARTICLE_BODY_KB = 1024;
/** A photograph (at most 20 MB, app/media) with the form's own few bytes around it. */
export const UPLOAD_BODY_KB = 21 * 1024;

const page = (path: string, module: string, extra: Omit<PageRoute, 'path' | 'module'> = {}): PageRoute => ({ path, module, ...extra });
const content = { cacheable: true, inSitemap: true } as const;

export const pageRoutes: readonly PageRoute[] = [
  page('', 'home/HomePage.tsx', { ...content, localized: true, messages: ['home', 'hotels'] }),
  page('rooms', 'hotels/HotelListPage.tsx', { ...content, pending: 'hotel-list', localized: true, messages: ['hotels'] }),
  page('rooms/:slug', 'hotels/HotelPage.tsx', { cacheable: true, pending: 'hotel', localized: true, messages: ['hotels', 'venues', 'rates'] }),
  // A guest's own review of the hotel: signed in, never cached.
  page('rooms/:slug/review', 'reviews/ReviewPage.tsx', { localized: true, messages: ['hotels', 'reviewForm'] }),
  // A restaurant or a spa and its booking form: free times change with every booking, never cached.
  // A gallery picture's own page (app/media): the gallery without JavaScript.
  page('rooms/:slug/photos/:n', 'media/HotelPhotoPage.tsx', { cacheable: true, localized: true, messages: ['hotels'] }),
  page('rooms/:slug/venues/:venue', 'venues/VenuePage.tsx', { localized: true, messages: ['venues'] }),
  page('casino', 'casino/CasinoPage.tsx', { ...content, localized: true, messages: ['casino'] }),
  page('spa', 'spa/SpaPage.tsx', { ...content, localized: true, messages: ['spa', 'venues'] }),
  page('dining', 'dining/DiningPage.tsx', { ...content, localized: true, messages: ['dining', 'venues'] }),
  page('events', 'events/EventsPage.tsx', { ...content, localized: true, messages: ['events'] }),
  page('responsible-gaming', 'responsible-gaming/ResponsibleGamingPage.tsx', { ...content, localized: true, messages: ['gaming'] }),
  page('legal', 'legal/LegalPage.tsx', { ...content, localized: true, messages: ['legal'] }),
  page('privacy', 'legal/PrivacyPage.tsx', { ...content, localized: true, messages: ['legal'] }),
  // The brand's offers and packages (issue 31).
  page('offers', 'offers/OffersPage.tsx', { ...content, localized: true, messages: ['rates'] }),
  page('offers/:slug', 'offers/OfferPage.tsx', { cacheable: true, localized: true, messages: ['rates'] }),
  page('booking', 'booking/BookingPage.tsx', { ...content, localized: true, messages: ['booking', 'hotels', 'rates'] }),
  // The same for anonymous visitors; a member's tier in it: kept per session (docs/decisions/0029).
  page('rewards', 'rewards/RewardsPage.tsx', { ...content, keptPerVisitor: true, localized: true, messages: ['rewards'] }),
  page('blog', 'blog/BlogListPage.tsx', { ...content, pending: 'blog-list', localized: true, messages: ['blog'] }),
  page('blog/:slug', 'blog/BlogPostPage.tsx', { cacheable: true, pending: 'post', localized: true, messages: ['blog'] }),
  page('sitemap.xml', 'seo/SitemapIndexRoute.ts'),
  page('sitemaps/:file', 'seo/SitemapFileRoute.ts'),
  page('robots.txt', 'seo/RobotsRoute.ts'),
  page('signin', 'accounts/SignInPage.tsx', { inSitemap: true, localized: true, messages: ['accounts'] }),
  page('signup', 'accounts/SignUpPage.tsx', { inSitemap: true, localized: true, messages: ['accounts'] }),
  // Forms with a mailed link: never cached, not worth a search engine's visit (noindex).
  page('forgot-password', 'accounts/ForgotPasswordPage.tsx', { localized: true, messages: ['accounts'] }),
  page('reset-password', 'accounts/ResetPasswordPage.tsx', { localized: true, messages: ['accounts'] }),
  page('unsubscribe', 'newsletter/UnsubscribePage.tsx', { localized: true, messages: ['accounts'] }),
  page('signout', 'accounts/SignOutRoute.ts', { localized: true }),
  page('contact', 'contact/ContactPage.tsx', { inSitemap: true, localized: true, messages: ['contact'] }),
  page('account', 'account/AccountPage.tsx', { keptPerVisitor: true, localized: true, messages: ['accounts', 'account'] }),
  page('account/deleted', 'account/AccountDeletedPage.tsx', { localized: true, messages: ['accounts'] }),
  page('account/saved', 'account/SaveHotelRoute.ts'),
  // The footer's currency selector (a cookie, then back to the page): never cached.
  page('preferences/currency', 'currency/CurrencyRoute.ts'),
  page('studio/rates', 'currency/StudioRatesPage.tsx'),
  page('reservations', 'reservations/ReservationsPage.tsx', { keptPerVisitor: true, localized: true, messages: ['plans', 'rates'] }),
  page('reservations/new', 'reservations/RequestPage.tsx', { localized: true, messages: ['plans', 'rates'] }),
  page('reservations/:id', 'reservations/ReservationPage.tsx', { keptPerVisitor: true, localized: true, messages: ['plans', 'rates'] }),
  // Changing a stay (issue 49): priced at today's rates, never kept.
  page('reservations/:id/change', 'reservations/ChangeStayPage.tsx', { localized: true, messages: ['plans', 'rates'] }),
  page('studio', 'studio/StudioPage.tsx'),
  page('studio/new', 'studio/StudioEditorPage.tsx', { id: 'studio-new' }),
  page('studio/:id', 'studio/StudioEditorPage.tsx', { id: 'studio-edit' }),
  page('studio/reservations', 'reservations/StaffReservationsPage.tsx'),
  // One reservation for the concierge: its facts, history, arrival details and conversation (issue 49).
  page('studio/reservations/:id', 'reservations/StaffReservationPage.tsx'),
  // The concierge's restaurants and spas: a day sheet per venue (app/venues).
  page('studio/venues', 'venues/StaffVenuesPage.tsx'),
  page('studio/venues/:id', 'venues/StaffVenueDayPage.tsx'),
  page('studio/reviews', 'reviews/StudioReviewsPage.tsx'),
  // The editors' sections (events, hotels): never cached, never in the sitemap.
  page('studio/events', 'events/StudioEventsPage.tsx'),
  page('studio/events/new', 'events/StudioEventPage.tsx', { id: 'studio-event-new' }),
  page('studio/events/:id', 'events/StudioEventPage.tsx', { id: 'studio-event-edit' }),
  page('studio/events/:id/translations', 'events/StudioEventTranslationsPage.tsx'),
  page('studio/hotels', 'hotels/studio/StudioHotelsPage.tsx'),
  page('studio/hotels/:id', 'hotels/studio/StudioHotelPage.tsx'),
  page('studio/hotels/:id/translations', 'hotels/studio/StudioHotelTranslationsPage.tsx'),
  // A hotel's prices (app/pricing/studio): the rates grid by night, the seasons, the plans and taxes.
  page('studio/hotels/:id/rates', 'pricing/studio/StudioRatesPage.tsx'),
  page('studio/hotels/:id/seasons', 'pricing/studio/StudioSeasonsPage.tsx'),
  page('studio/hotels/:id/pricing', 'pricing/studio/StudioPricingPage.tsx'),
  // The brand's offers and packages (app/offers/studio).
  page('studio/offers', 'offers/studio/StudioOffersPage.tsx'),
  page('studio/offers/new', 'offers/studio/StudioOfferPage.tsx', { id: 'studio-offer-new' }),
  page('studio/offers/:id', 'offers/studio/StudioOfferPage.tsx', { id: 'studio-offer-edit' }),
  page('studio/offers/:id/translations', 'offers/studio/StudioOfferTranslationsPage.tsx'),
  // A hotel's restaurant or spa: texts, sittings, slot length, closed days, treatments (app/venues).
  page('studio/hotels/:id/venues/:venueId', 'venues/StudioVenuePage.tsx'),
  // The admins' sections (app/admin): never cached, never in the sitemap.
  page('studio/users', 'admin/UsersPage.tsx'),
  page('studio/users/:id', 'admin/UserPage.tsx'),
  page('studio/subscribers', 'admin/SubscribersPage.tsx'),
  page('studio/subscribers.csv', 'admin/SubscribersCsvRoute.ts'),
  page('studio/outbox', 'admin/OutboxPage.tsx'),
  page('studio/outbox/:id', 'admin/OutboxMailPage.tsx'),
  page('studio/audit', 'admin/AuditPage.tsx'),
  // The Aurelia Circle's totals and tier bonus (admins; app/loyalty).
  page('studio/points', 'loyalty/StudioPointsPage.tsx'),
  // The concierge's inbox (app/inbox).
  page('studio/messages', 'inbox/MessagesPage.tsx'),
  page('studio/messages/:id', 'inbox/MessagePage.tsx'),
  page('reservations/:id/calendar.ics', 'reservations/CalendarRoute.ts'),
  // A guest's table or treatment: cancelled from its card (POST), added to a calendar.
  page('reservations/bookings/:id', 'venues/BookingRoute.ts'),
  page('reservations/bookings/:id/calendar.ics', 'venues/BookingCalendarRoute.ts'),
  page('*', 'layout/NotFoundPage.tsx'),
];

/** The translated pages under each other language's prefix: `fr` (the home page), `fr/rooms`, … */
export const localizedPageRoutes: readonly PageRoute[] = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).flatMap((locale) =>
  pageRoutes
    .filter((r) => r.localized)
    .map((r) => ({ ...r, path: r.path ? `${locale}/${r.path}` : locale, id: `${locale}/${r.id ?? r.module}`, inSitemap: false })),
);

/** Every page route React Router registers. */
export const allPageRoutes: readonly PageRoute[] = [...pageRoutes, ...localizedPageRoutes];

/** The JSON API's paths with properties beyond the defaults (the routers live with their features). */
export const apiRoutes: readonly ApiRoute[] = [
  { path: 'rooms/*', cacheable: true },
  { path: 'events/*', cacheable: true },
  { path: 'offers/*', cacheable: true },
  // A hotel's lowest price by day: kept while the nights held stand too.
  { path: 'hotels/:slug/calendar', cacheable: true },
  { path: 'exchange-rates', cacheable: true },
  // The venue list only: free slots follow the hotels' clocks and the bookings, never kept.
  { path: 'venues', cacheable: true },
  // Kept while the nights held stand too (app/lib/cacheDependency.ts, docs/decisions/0023).
  { path: 'availability', cacheable: true },
  { path: 'blog/*', cacheable: true },
  { path: 'blog', maxBodyKb: ARTICLE_BODY_KB },
  { path: 'blog/:id', maxBodyKb: ARTICLE_BODY_KB },
  { path: 'staff/media', maxBodyKb: UPLOAD_BODY_KB, multipart: true },
];

/**
 * A pattern as a regular expression over the URL path: `:name` is one segment, a trailing `*` any
 * rest (or none). With `dataTwin`, React Router's `.data` URL of the page matches too (`/_.data`
 * for the home page: a URL ending in a slash has its data at `…/_.data`).
 */
export function pathPattern(path: string, { dataTwin = false } = {}): RegExp {
  if (path === '') return dataTwin ? /^\/(?:_\.data)?$/ : /^\/$/;
  // A language's home page: `/fr` and `/fr/`, their data URLs `/fr.data` and `/fr/_.data`.
  if (isLocale(path)) return new RegExp(`^/${path}(?:/${dataTwin ? '(?:_\\.data)?|\\.data' : ''})?$`);
  const splat = path.endsWith('/*');
  const segments = (splat ? path.slice(0, -2) : path)
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  const rest = splat ? '(?:/.*)?' : dataTwin ? '(?:\\.data)?' : '';
  return new RegExp(`^/${segments}${rest}$`);
}

/** Static public pages, as URL paths. */
export const sitemapPaths: readonly string[] = pageRoutes.filter((r) => r.inSitemap).map((r) => `/${r.path}`);

const cacheablePatterns = [
  ...allPageRoutes.filter((r) => r.cacheable).map((r) => pathPattern(r.path, { dataTwin: true })),
  ...apiRoutes.filter((r) => r.cacheable).map((r) => pathPattern(`api/${r.path}`)),
];

/** The URL paths whose GET answers are the same for every anonymous visitor (path only, no query). */
export function isCacheablePath(path: string): boolean {
  return cacheablePatterns.some((pattern) => pattern.test(path));
}

const largeBodies = apiRoutes.filter((r) => r.maxBodyKb !== undefined).map((r) => ({ pattern: pathPattern(r.path), kb: r.maxBodyKb! }));

const multipartPatterns = apiRoutes.filter((r) => r.multipart).map((r) => pathPattern(r.path));

/** Whether this API path (under /api) takes multipart/form-data bodies (an upload). */
export const takesMultipart = (path: string): boolean => multipartPatterns.some((pattern) => pattern.test(path));

/** The largest body a request to this API path (under /api, e.g. `/blog/1`) may carry, in KB. */
export function maxApiBodyKbFor(path: string): number {
  return largeBodies.find(({ pattern }) => pattern.test(path))?.kb ?? DEFAULT_BODY_KB;
}

const pendingPatterns = allPageRoutes.filter((r) => r.pending).map((r) => ({ pattern: pathPattern(r.path), view: r.pending! }));

/** The loading state of the page at this path, if it has one of its own. */
export function pendingViewFor(pathname: string): PendingView | undefined {
  return pendingPatterns.find(({ pattern }) => pattern.test(pathname))?.view;
}

const keptPerVisitorPatterns = allPageRoutes.filter((r) => r.keptPerVisitor).map((r) => pathPattern(r.path, { dataTwin: true }));

/** The URL paths of a guest's own pages the server may keep per session (path only, no query). */
export function isKeptPerVisitorPath(path: string): boolean {
  return keptPerVisitorPatterns.some((pattern) => pattern.test(path));
}

const localizedPatterns = allPageRoutes.filter((r) => r.localized).map((r) => pathPattern(r.path));

/** Whether the page at this path is translated (the English path or a language's). */
export function isLocalizedPath(pathname: string): boolean {
  return localizedPatterns.some((pattern) => pattern.test(pathname));
}

const messagePatterns = allPageRoutes.filter((r) => r.messages).map((r) => ({ pattern: pathPattern(r.path), areas: r.messages! }));
const NO_AREAS: readonly MessageArea[] = [];

/** The catalogue's areas the page at this path shows beyond the shell. */
export function messageAreasFor(pathname: string): readonly MessageArea[] {
  return messagePatterns.find(({ pattern }) => pattern.test(pathname))?.areas ?? NO_AREAS;
}
