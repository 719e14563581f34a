import { DEFAULT_LOCALE, localizedPath, type Locale } from '~/i18n/locales';
import { isStaff, type User } from './user';

/**
 * Where signing in leads when no place was asked for: staff to the back office (English), guests
 * home, in the language of the page they signed in on.
 */
export const homeOf = (user: Pick<User, 'role'>, locale: Locale = DEFAULT_LOCALE) => (isStaff(user) ? '/studio' : localizedPath(locale, '/'));

/**
 * Where to send the visitor after sign-up (or sign-in): the requested place only when it is a
 * path on this site, otherwise `fallback`. Refuses absolute URLs (`https://other.example`),
 * protocol-relative ones (`//other.example`, `/\other.example`), the same hidden behind
 * percent-encoding (`%2F%2Fother.example`, decoded up to three times) and anything holding
 * whitespace or control characters, which browsers strip before resolving (`/\t/other.example`).
 */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || value.length > 2000) return fallback;
  if (/\s/.test(value)) return fallback;
  let candidate = value;
  for (let round = 0; round < 4; round++) {
    if (!isLocalPath(candidate)) return fallback;
    let decoded: string;
    try {
      decoded = decodeURIComponent(candidate);
    } catch {
      return fallback;
    }
    if (decoded === candidate) break;
    if (round === 3) return fallback; // still encoded after three rounds: not a link a person wrote
    candidate = decoded;
  }
  // Resolve it as a browser would; it must stay on the same origin.
  const base = 'https://this-site.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  // Dot segments can collapse into a protocol-relative path: '/a/../..//other.example' resolves
  // to '//other.example', which a browser's Location would take as another host.
  if (!isLocalPath(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f\\]/;

function isLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !UNSAFE_CHARACTERS.test(path);
}

// A hotel page, in English or under a language's prefix (/fr/rooms/…, whose Book Now comes here
// too), with or without a query (the stay chosen before the detour), without a fragment.
const HOTEL_PATH = /^(?:\/(?:fr|de|it|ar|zh))?\/rooms\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\?[^#]*)?$/;

/** The id of the hotel page's Book Your Stay panel, where a booking intent continues. */
export const BOOK_PANEL_ID = 'book-your-stay';

/**
 * Where a new member goes after sign-up: the requested place on this site, as the parameter says
 * (docs/decisions/0012). Book Now's `redirectAfterSignup=/rooms/{slug}&bookingIntent=true` returns
 * them to that hotel, at its Book Your Stay panel, which then offers the signed-in guest the next
 * step (requesting a room); dates chosen before the detour come back in the path's query.
 */
export function afterSignupPath(redirectAfterSignup: string | null, bookingIntent: string | null, fallback = '/'): string {
  const target = safeRedirectPath(redirectAfterSignup, fallback);
  if (bookingIntent === 'true' && HOTEL_PATH.test(target)) return `${target}#${BOOK_PANEL_ID}`;
  return target;
}
