import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '~/accounts/AuthProvider';
import { localizedPath } from '~/i18n/locales';
import { useT } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import { apiFetch } from '~/lib/apiClient';
import { localShortlist, removeSaved, SHORTLIST_CHANGED_EVENT } from './shortlistClient';

/** What a line of the lists shows (a hotel of the page, of /api/rooms or of the account's lists). */
export interface ShortlistLine {
  slug: string;
  name: string;
  city: string;
  country: string;
}

interface Lists {
  saved: ShortlistLine[];
  recentlyViewed: ShortlistLine[];
}

/** Every hotel (the public list holds at most 100), fetched once per page load when a slug is not on the page. */
let allHotels: Promise<ShortlistLine[]> | null = null;
function everyHotel(): Promise<ShortlistLine[]> {
  allHotels ??= fetch('/api/rooms?limit=100', { headers: { accept: 'application/json' } })
    .then((res) => (res.ok ? (res.json() as Promise<ShortlistLine[]>) : []))
    .catch(() => {
      allHotels = null;
      return [];
    });
  return allHotels;
}

/** The browser's slugs with the hotels' names; slugs of hotels that no longer exist are left out. */
async function fromBrowser(known: readonly ShortlistLine[]): Promise<Lists> {
  const { savedProperties, recentlyViewed } = localShortlist();
  const bySlug = new Map(known.map((hotel) => [hotel.slug, hotel]));
  if ([...savedProperties, ...recentlyViewed].some((slug) => !bySlug.has(slug))) {
    for (const hotel of await everyHotel()) if (!bySlug.has(hotel.slug)) bySlug.set(hotel.slug, hotel);
  }
  const lines = (slugs: string[]) => slugs.flatMap((slug) => bySlug.get(slug) ?? []);
  return { saved: lines(savedProperties), recentlyViewed: lines(recentlyViewed) };
}

/** Signed in, the account's lists are the truth; the browser's stand in when the account cannot answer. */
async function fromAccount(known: readonly ShortlistLine[]): Promise<Lists> {
  const res = await apiFetch('/account/hotels').catch(() => null);
  if (!res?.ok) return fromBrowser(known);
  return (await res.json()) as Lists;
}

/**
 * "Your saved hotels" and "Recently viewed" under the hotel list (issue 13). The page is cached and
 * the same for every visitor, so the lists are the browser's: they appear once the scripts run,
 * each only when it has a hotel, and follow every Save on the page. `known` are the page's own
 * hotels, whose names need no request.
 */
export function ShortlistOnList({ known }: { known: readonly ShortlistLine[] }) {
  const { user } = useAuth();
  const signedIn = Boolean(user);
  const [lists, setLists] = useState<Lists | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const t = useT();

  useEffect(() => {
    let latest = 0;
    const load = () => {
      const ask = ++latest;
      void (signedIn ? fromAccount(known) : fromBrowser(known)).then((next) => {
        if (ask === latest) setLists(next);
      });
    };
    load();
    window.addEventListener(SHORTLIST_CHANGED_EVENT, load);
    return () => {
      latest = -1;
      window.removeEventListener(SHORTLIST_CHANGED_EVENT, load);
    };
  }, [signedIn, known]);

  if (!lists || (lists.saved.length === 0 && lists.recentlyViewed.length === 0)) return null;

  const remove = async (hotel: ShortlistLine) => {
    setProblem(null);
    if (!(await removeSaved(hotel.slug, signedIn))) setProblem(t('hotels_shortlist_remove_failed', { hotel: hotel.name }));
  };

  return (
    <div className="container section shortlist-on-list">
      {lists.saved.length > 0 && (
        <section aria-labelledby="list-saved-heading">
          <h2 id="list-saved-heading">{t('hotels_shortlist_saved')}</h2>
          {problem && (
            <p className="form-alert" role="alert">
              {problem}
            </p>
          )}
          <ul className="shortlist-lines" role="list" aria-labelledby="list-saved-heading">
            {lists.saved.map((hotel) => (
              <li key={hotel.slug}>
                <HotelLine hotel={hotel} />
                <button type="button" className="button button-outline button-sm" onClick={() => void remove(hotel)}>
                  {t('hotels_shortlist_remove')}
                  <span className="visually-hidden"> {hotel.name}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {lists.recentlyViewed.length > 0 && (
        <section aria-labelledby="list-viewed-heading">
          <h2 id="list-viewed-heading">{t('hotels_shortlist_viewed')}</h2>
          <ul className="shortlist-lines" role="list" aria-labelledby="list-viewed-heading">
            {lists.recentlyViewed.map((hotel) => (
              <li key={hotel.slug}>
                <HotelLine hotel={hotel} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function HotelLine({ hotel }: { hotel: ShortlistLine }) {
  const href = localizedPath(useLocale(), `/rooms/${hotel.slug}`);
  return (
    <span>
      <Link to={href}>{hotel.name}</Link>{' '}
      <span className="muted">
        · {hotel.city}, {hotel.country}
      </span>
    </span>
  );
}
