import { useEffect, useRef } from 'react';
import { areaMessagesFor } from '~/i18n/catalogs.server';
import { data, Link, redirect, useLocation } from 'react-router';
import { ShortlistOnList } from '~/account/ShortlistOnList';
import { RatesNote } from '~/currency/Price';
import { currencyViewOf } from '~/currency/rates.server';
import { localeOfPath, localizedPath } from '~/i18n/locales';
import { pageMessagesFrom, translatorFor, useT } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import { originFrom, pageMeta } from '~/seo/meta';
import { site } from '~/site.config';
import type { Route } from './+types/HotelListPage';
import { HotelCard } from './HotelCard';
import { withCardPhotos } from './hotels.server';
import { HotelListHero } from './HotelListHero';
import { LazyHotelMap } from './map/LazyHotelMap';
import { HOTELS_PER_PAGE, pageCount, pageParam, pageWindow } from './paging';
import { listCountries, searchHotels } from './search/hotelSearch.server';
import { HotelSearchForm, type SearchValues } from './search/HotelSearchForm';
import { DEFAULT_SEARCH, FILTER_KEYS, isFiltered, PRICE_CURRENCY_PARAM, searchQuery, type HotelSearch } from './search/search';
import { filtersVisible, rememberFiltersVisible, rememberSearch } from './search/searchMemory';
import { parseSearchParams, unknownCountryMessage } from './search/searchParams.server';
import { pageUrl } from '~/lib/pageUrl';
import { siteOf } from '~/lib/loadContext.server';

/** Cards in the grid's first row on wide screens: their pictures load eagerly. */
const FIRST_ROW = 3;

/** The address's own values for the form, as typed (cut short: they are shown back). */
function valuesOf(params: URLSearchParams): SearchValues {
  const values: SearchValues = {};
  for (const key of [...FILTER_KEYS, PRICE_CURRENCY_PARAM, 'sort'] as const) {
    const value = params.get(key);
    if (value) values[key] = value.slice(0, 200);
  }
  return values;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const params = url.searchParams;
  const locale = localeOfPath(url.pathname);
  const countries = await listCountries(siteOf(context).db);
  const parsed = parseSearchParams(params);
  const countryProblem = parsed.ok ? unknownCountryMessage(parsed.search, countries) : null;
  if (!parsed.ok || countryProblem) {
    // The form again, with the address's values and what is wrong; not cached (a 400).
    const problem = parsed.ok ? { field: 'country', message: countryProblem! } : { field: parsed.field, message: parsed.message };
    const refused = {
      hotels: [],
      total: 0,
      page: 1,
      pages: 1,
      search: DEFAULT_SEARCH,
      values: valuesOf(params),
      countries,
      problem,
      currency: null,
      areaMessages: areaMessagesFor(request),
    };
    return data(refused, { status: 400 });
  }
  const { search } = parsed;
  const page = pageParam(params);
  // One address per result page (empty fields, defaults and unknown parameters dropped): the
  // response cache keeps one entry per result, and the address a visitor shares is short.
  const canonical = searchQuery(search, page);
  if (url.search !== canonical) throw redirect(`${localizedPath(locale, '/rooms')}${canonical}`);
  const { hotels: found, total } = await searchHotels(siteOf(context).db, search, { limit: HOTELS_PER_PAGE, offset: (page - 1) * HOTELS_PER_PAGE, locale });
  const [hotels, currency] = await Promise.all([withCardPhotos(siteOf(context).db, found, locale), currencyViewOf(siteOf(context).db, request)]);
  return {
    hotels,
    total,
    page,
    pages: pageCount(total),
    search,
    values: valuesOf(params),
    countries,
    problem: null as { field: string; message: string } | null,
    // The visitor's display currency (the cookie's; null: each hotel's own, docs/decisions/0019).
    currency,
    areaMessages: areaMessagesFor(request),
  };
}

export function meta({ loaderData: data, matches, location }: Route.MetaArgs) {
  const page = data && data.page > 1 ? data.page : 1;
  const search = data?.search ?? DEFAULT_SEARCH;
  const messages = pageMessagesFrom(matches);
  const t = messages ? translatorFor(messages) : null;
  const tags = pageMeta({
    title: t
      ? page > 1
        ? t('hotels_list_meta_title_page', { page, site: site.name })
        : t('hotels_list_meta_title', { site: site.name })
      : `Luxury Hotels & Casino Resorts${page > 1 ? ` (page ${page})` : ''} | ${site.name}`,
    description: t ? t('hotels_list_meta_description') : 'Browse our hotels and casino resorts, ranked by guest rating, with rooms, prices and casino details.',
    path: `${localizedPath(localeOfPath(location.pathname), '/rooms')}${searchQuery(search, page)}`,
    origin: originFrom(matches),
    image: '/images/heroes/rooms.svg',
  });
  // Searches are endless: search engines keep the list and its pages.
  return !isFiltered(search) && search.sort === 'recommended' ? tags : [...tags, { name: 'robots', content: 'noindex, follow' }];
}

export default function HotelListPage({ loaderData }: Route.ComponentProps) {
  const { hotels, total, page, pages, search, values, countries, problem, currency } = loaderData;
  const location = useLocation();
  const t = useT();
  const rooms = localizedPath(useLocale(), '/rooms');
  const panel = useRef<HTMLDivElement>(null);
  const searchKey = searchQuery(search);
  useEffect(() => {
    if (!problem) rememberSearch(search);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per search shown
  }, [searchKey, problem]);
  useEffect(() => {
    // The visitor closed the panel before: close it again (it is open in the server's page).
    const details = panel.current?.querySelector('details');
    if (details && !filtersVisible()) details.open = false;
  }, []);
  const filtered = isFiltered(search);
  return (
    <>
      <HotelListHero />
      <section id="hotels" className="container section" aria-labelledby="hotels-heading">
        <h2 id="hotels-heading">{t('hotels_list_heading')}</h2>
        <div ref={panel}>
          <HotelSearchForm
            values={values}
            countries={countries}
            problem={problem}
            // The display currency too: a choice in the footer reloads this page's data in place, and the bounds' currency follows it.
            formKey={`${location.search} ${currency?.target ?? ''}`}
            onToggle={rememberFiltersVisible}
            displayCurrency={currency?.target}
          />
        </div>
        {!problem && filtered && (
          <p className="hotel-search-count" role="status">
            {t('hotels_list_matches', { count: total })}
          </p>
        )}
        {!problem && hotels.length > 0 && (
          <details className="hotel-map-panel">
            <summary>{t('hotels_list_show_map')}</summary>
            <LazyHotelMap hotels={hotels} label={t('hotels_map_page')} />
          </details>
        )}
        {problem ? null : hotels.length === 0 && filtered ? (
          <p className="hotel-search-empty">
            {t('hotels_list_none')} <Link to={`${rooms}#hotels`}>{t('hotels_list_clear_filters')}</Link> {t('hotels_list_to_see_all')}
          </p>
        ) : hotels.length === 0 && page > 1 ? (
          <p>
            {t('hotels_list_no_page', { page })} <Link to={`${rooms}${searchQuery(search)}#hotels`}>{t('hotels_list_first_page')}</Link>
          </p>
        ) : (
          <>
            <RatesNote view={currency} />
            <ul className="card-grid" role="list">
              {hotels.map((hotel, i) => (
                <li key={hotel._id}>
                  <HotelCard hotel={hotel} eager={page === 1 && i < FIRST_ROW} currency={currency} />
                </li>
              ))}
            </ul>
          </>
        )}
        {pages > 1 && <Pagination page={page} pages={pages} search={search} rooms={rooms} />}
      </section>
      {/* Below the list (it stays first on small screens); shown once the scripts run. */}
      <ShortlistOnList known={hotels} />
    </>
  );
}

function Pagination({ page, pages, search, rooms }: { page: number; pages: number; search: HotelSearch; rooms: string }) {
  const t = useT();
  const pageHref = (p: number) => `${rooms}${searchQuery(search, p)}#hotels`;
  return (
    <nav className="pagination" aria-label={t('hotels_list_pages')}>
      {page > 1 && (
        <Link to={pageHref(page - 1)} rel="prev">
          {t('hotels_list_previous')}
          <span className="visually-hidden">{t('hotels_list_page_hidden')}</span>
        </Link>
      )}
      <ul role="list">
        {pageWindow(page, pages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page">
                  <span className="visually-hidden">{t('hotels_list_page_word')}</span>
                  {p}
                </span>
              ) : (
                <Link to={pageHref(p)}>
                  <span className="visually-hidden">{t('hotels_list_page_word')}</span>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
      </ul>
      {page < pages && (
        <Link to={pageHref(page + 1)} rel="next">
          {t('hotels_list_next')}
          <span className="visually-hidden">{t('hotels_list_page_hidden')}</span>
        </Link>
      )}
    </nav>
  );
}

export function ErrorBoundary() {
  const t = useT();
  return (
    <section className="container section" role="alert">
      <h1>{t('hotels_list_heading')}</h1>
      <p className="error-text">{t('hotels_list_failed')}</p>
    </section>
  );
}
