/**
 * The catalogue in parts, so a page's data carries the messages it can show and not the whole
 * site's (docs/decisions/0030, "the catalogue per page"). The root's data carries the shell: the
 * header, the footer, the dialogs, the errors and the loading views. A page's own data carries the
 * areas its route names in app/routeTable.ts (`messages`). An area is a set of key prefixes. The
 * mails' texts are only ever read on the server. `messageAreas.test.ts` reads every route's
 * modules and fails when one shows a key its page does not carry.
 */
export const MESSAGE_AREAS = {
  /** The hotel list, a hotel page, its reviews and the stay search. */
  hotels: ['hotels_', 'reviews_'],
  /** Restaurants and spas: their cards, pages and booking forms. */
  venues: ['venue_', 'venues_'],
  /** The home page's own sections. */
  home: ['home_', 'claim_', 'teaser_', 'amenity_'],
  /** A guest's plans: stays, tables and treatments. */
  plans: ['plans_', 'booking_', 'stays_'],
  /** The blog's list and posts. */
  blog: ['blog_'],
  /** The casino page: its features, game categories and their dialogs. */
  casino: ['casino_'],
  /** The responsible-gaming page. */
  gaming: ['gaming_'],
  /** The price of a stay: rate plans, taxes, terms, and the offers' pages and inclusions (issue 31). */
  rates: ['rates_', 'offers_'],
  /** The loyalty programme's page. */
  rewards: ['rewards_'],
  /** The events page: its categories and the events' cards. */
  events: ['events_'],
  /** The spa page's own texts (its venue cards are the `venues` area's). */
  spa: ['spa_'],
  /** The dining page's own texts. */
  dining: ['dining_'],
  /** The stay search's page (/booking): its own texts; its search and results are the `hotels` area's. Not `booking_`, the plans' tables and treatments. */
  booking: ['bookstay_'],
  /** A guest's own review form (/rooms/:slug/review): its labels, hints and answers (not `reviews_`, the hotel page's). */
  reviewForm: ['reviewform_'],
  /** Signing in and up, passwords, the account page and the newsletter's unsubscribe page. */
  accounts: ['auth_'],
  /** The guest's own account page (/account): its stays, saved hotels, profile, sessions and data (not `account_`, the header's). */
  account: ['myaccount_'],
  /** The contact page: its form, categories and answers. */
  contact: ['contact_'],
  /** The terms (/legal) and the privacy policy (/privacy): their long texts, the shared hero and contents. */
  legal: ['legal_', 'privacy_'],
} as const satisfies Record<string, readonly string[]>;

export type MessageArea = keyof typeof MESSAGE_AREAS;

const SERVER_ONLY_PREFIXES = ['mail_'];

/**
 * Keys of an area that the shell carries, because they show without the page's data: the hotel
 * list's hero, which shows while a link to the list loads; and what a page shows when its data
 * could not be loaded (its error boundary, its title), since the page's areas come with that data.
 */
export const SHELL_KEYS: ReadonlySet<string> = new Set([
  // The hotel list's loading hero (app/root.tsx's pending views).
  'hotels_list_eyebrow',
  'hotels_list_title',
  'hotels_list_lead',
  'hotels_list_explore',
  // Error boundaries.
  'hotels_list_heading',
  'hotels_list_failed',
  'hotels_see_all',
  'hotels_not_found',
  'hotels_not_found_text',
  'hotels_unavailable',
  'hotels_unavailable_text',
  'hotels_unreachable_text',
  // A gallery picture's page (app/media/HotelPhotoPage.tsx) past the gallery's end.
  'hotels_photo_not_found',
  'venue_not_found',
  'venue_not_found_text',
  'venue_unavailable',
  'venue_unavailable_text',
  'venue_see_hotels',
  'events_eyebrow',
  'events_failed',
  // Titles written without the page's data.
  'hotels_not_found_meta',
  'hotels_list_meta_title',
  'hotels_list_meta_title_page',
  'hotels_list_meta_description',
  'home_title',
  // The blog's loading hero, error boundaries and titles without the page's data, and the byline
  // the home page's latest article shares with the blog.
  'blog_title',
  'blog_lead',
  'blog_failed',
  'blog_meta_title',
  'blog_meta_description',
  'blog_post_not_found',
  'blog_post_not_found_meta',
  'blog_post_failed',
  'blog_back',
  'blog_by',
  'events_meta_title',
  'events_meta_description',
  'rewards_meta_title',
  'rewards_meta_description',
  'rewards_programme',
  'spa_meta_title',
  'spa_meta_description',
  'dining_meta_title',
  'dining_meta_description',
  'bookstay_meta_title',
  'bookstay_meta_description',
  'reviewform_meta_title_plain',
  'reviewform_failed',
  'reviewform_failed_text',
  // The offers' error boundaries and titles written without the page's data.
  'offers_not_found',
  'offers_not_found_text',
  'offers_unavailable',
  'offers_all',
  'offers_not_found_meta',
  'offers_meta_title',
  'offers_meta_description',
  // A stay's request and page: their error boundaries and the titles written without the page's data.
  'stays_room_not_found',
  'stays_room_not_found_text',
  'stays_request_failed',
  'stays_try_again',
  'stays_not_found',
  'stays_not_found_text',
  'stays_load_failed',
  'stays_back',
  'stays_page_meta_plain',
  'stays_request_meta_title',
  'stays_list_meta_title',
  'contact_meta_title',
  'contact_meta_description',
  // The legal pages' titles written without the page's data.
  'legal_title',
  'legal_meta_description',
  'privacy_title',
  'privacy_meta_description',
]);

/** Which part of the catalogue a key belongs to: an area, the shell, or the server alone. */
export function partOfKey(key: string): MessageArea | 'shell' | 'server' {
  if (SERVER_ONLY_PREFIXES.some((prefix) => key.startsWith(prefix))) return 'server';
  if (SHELL_KEYS.has(key)) return 'shell';
  for (const [area, prefixes] of Object.entries(MESSAGE_AREAS) as Array<[MessageArea, readonly string[]]>) {
    if (prefixes.some((prefix) => key.startsWith(prefix))) return area;
  }
  return 'shell';
}

/** A stable name for a set of areas (the catalogue keeps one compiled part per language and set). */
export const areasKey = (areas: readonly MessageArea[]): string => [...new Set(areas)].sort().join(',');
