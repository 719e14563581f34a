import { lazy, memo, Suspense, useMemo, type ComponentProps } from 'react';
import { showsAvailability } from '~/lib/cacheDependency';
import { areaMessagesFor } from '~/i18n/catalogs.server';
import { data, isRouteErrorResponse } from 'react-router';
import { isSlug } from '~/lib/slug';
import { hotelJsonLd } from './hotelJsonLd';
import { HotelPlace } from './HotelPlace';
import { DEFAULT_LOCALE, localeOfPath, localizedPath } from '~/i18n/locales';
import { pageMessagesFrom, translatorFor, useT } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import { priceIn } from '~/domain/localFormat';
import { JsonLd } from '~/seo/JsonLd';
import { originFrom, pageMeta } from '~/seo/meta';
import { useOrigin } from '~/seo/useOrigin';
import { site } from '~/site.config';
import { ErrorState } from '~/ui/ErrorState';
import { HeroImage } from '~/ui/HeroImage';
import { jpegUrl, Picture } from '~/media/Picture';
import { StarRating } from './StarRating';
import type { Route } from './+types/HotelPage';
import { SaveHotelButton, useHotelVisit } from '~/account/SaveHotelButton';
import { searchAvailability } from '~/reservations/availabilitySearch.server';
import { userFromRequest } from '~/accounts/rootSession.server';
import { plansFirst } from '~/pricing/planOrder';
import { MAX_GUESTS, stayFromSearch, utcDay } from '~/domain/stay';
import { BookYourStay } from './BookYourStay';
import { listOffers } from '~/offers/offers.server';
import { hotelCalendar, HOTEL_PAGE_CALENDAR_DAYS } from '~/pricing/calendar.server';
import { formatAmount } from '~/domain/currency';
import { Price } from '~/currency/Price';
import { currencyViewOf } from '~/currency/rates.server';
import { HotelTabs } from './HotelTabs';
import { findHotelBySlug } from './hotels.server';
import { LazyHotelMap } from './map/LazyHotelMap';
import { hotelsOnMap } from './map/hotelsOnMap.server';
import { reviewsParam } from './paging';
import { reviewSortParam } from '~/reviews/reviewInput';
import { onlyVerified } from '~/reviews/reviewLinks';
import { formatRating } from './rating';
import { listVenues } from '~/venues/venues.server';
import { pageUrl } from '~/lib/pageUrl';
import { siteOf } from '~/lib/loadContext.server';

/**
 * The gallery, the room types and the restaurants and spa, below the fold: their code loads after the page's
 * first scripts (issue 23's budget). The server renders them whole, and they hold only links, so
 * they read and work the same before it arrives.
 */
const HotelGallery = lazy(() => import('~/media/HotelGallery').then((module) => ({ default: module.HotelGallery })));
const HotelRooms = lazy(() => import('./HotelRooms').then((module) => ({ default: module.HotelRooms })));
const HotelVenues = lazy(() => import('~/venues/HotelVenues').then((module) => ({ default: module.HotelVenues })));
const PriceCalendar = lazy(() => import('~/pricing/PriceCalendar').then((module) => ({ default: module.PriceCalendar })));

/**
 * Memoized on the loader's data: a boundary still showing the server's HTML while its code loads
 * must get no update (a re-render of the page, when the account is known, say), or React replaces
 * it with its empty fallback until the code arrives.
 */
const RoomsAndVenues = memo(function RoomsAndVenues({
  gallery,
  rooms,
  country,
  currency,
  view,
  venues,
  calendar,
}: ComponentProps<typeof HotelRooms> & {
  gallery: ComponentProps<typeof HotelGallery>;
  venues: ComponentProps<typeof HotelVenues>['venues'];
  calendar: Omit<ComponentProps<typeof PriceCalendar>, 'hotel'> & { slug: string };
}) {
  return (
    <Suspense>
      <HotelGallery slug={gallery.slug} hotelName={gallery.hotelName} media={gallery.media} />
      <HotelRooms rooms={rooms} country={country} currency={currency} view={view} />
      <PriceCalendar days={calendar.days} guests={calendar.guests} nights={calendar.nights} hotel={{ slug: calendar.slug, country }} />
      {venues.length > 0 && <HotelVenues venues={venues} />}
    </Suspense>
  );
});

export async function loader({ context, params, request }: Route.LoaderArgs) {
  // The API's rule (400 there): a malformed slug names no hotel, and never reaches the database.
  if (!isSlug(params.slug)) throw data({ error: 'Hotel not found' }, { status: 404 });
  const url = pageUrl(request);
  const search = url.searchParams;
  const locale = localeOfPath(url.pathname);
  const reviewsShown = reviewsParam(search);
  const reviewSort = reviewSortParam(search);
  const hotel = await findHotelBySlug(siteOf(context).db, params.slug, {
    reviewLimit: reviewsShown,
    reviewSort,
    reviewFilter: onlyVerified(search) ? 'verified' : 'all',
    locale,
  });
  if (!hotel) throw data({ error: 'Hotel not found' }, { status: 404 });
  const now = new Date();
  const stayCheck = stayFromSearch(search, utcDay(now));
  const user = siteOf(context).renderAs ?? (await userFromRequest(siteOf(context).db, request));
  // The price calendar for the party searched for (two guests before a search), links keeping the stay's length.
  const party = stayCheck?.ok ? stayCheck.stay.guests : guestsParam(search);
  const nights = stayCheck?.ok ? stayCheck.stay.nights : 1;
  const [found, mapHotels, chosen, venues, calendarDays, offers] = await Promise.all([
    // The free rooms and their plans' prices; signed in, the member price at the member's tier.
    stayCheck?.ok
      ? searchAvailability(siteOf(context).db, stayCheck.stay, { hotelSlug: hotel.slug, locale, tier: user?.tier ?? null, today: utcDay(now) })
      : null,
    hotelsOnMap(siteOf(context).db, hotel, locale),
    // The visitor's display currency (docs/decisions/0019); none, or the hotel's own: its prices alone.
    currencyViewOf(siteOf(context).db, request),
    listVenues(siteOf(context).db, { hotelSlug: hotel.slug, locale }),
    hotelCalendar(
      siteOf(context).db,
      { _id: hotel._id, currency: hotel.priceRange.currency },
      { from: utcDay(now), days: HOTEL_PAGE_CALENDAR_DAYS, guests: party },
    ),
    listOffers(siteOf(context).db, { today: utcDay(now), locale }),
  ]);
  const hotelOffers = offers.filter((o) => o.hotels.some((h) => h._id === hotel._id)).map(({ slug, name, english }) => ({ slug, name, english }));
  // Each room's lowest price first, its other plans one tap away (issue 50): ordered here, so the page's scripts carry no ordering.
  const freeRooms = found && found.map(({ roomType, available, plans }) => ({ roomType, available, ...plansFirst(plans, { signedIn: Boolean(user) }) }));
  // The calendar's sold-out days and the free rooms: kept while the nights held stand (ADR 0023).
  const headers = showsAvailability;
  const currency = chosen && chosen.target !== hotel.priceRange.currency ? chosen : null;
  const areaMessages = areaMessagesFor(request);
  return data(
    {
      hotel,
      reviewsShown,
      reviewSort,
      today: now.toISOString(),
      stayCheck,
      freeRooms,
      hotelOffers,
      mapHotels,
      currency,
      venues: venues ?? [],
      calendar: { days: calendarDays, guests: party, nights, slug: hotel.slug },
      areaMessages,
    },
    { headers },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const page = pageMessagesFrom(matches);
  const t = page ? translatorFor(page) : null;
  if (!loaderData) return [{ title: t ? t('hotels_not_found_meta', { site: site.name }) : `Hotel not found | ${site.name}` }];
  const { hotel } = loaderData;
  return pageMeta({
    title: t ? t('hotels_meta_title', { hotel: hotel.name, city: hotel.city, site: site.name }) : `${hotel.name}, ${hotel.city} | ${site.name}`,
    description: hotel.description.slice(0, 155),
    path: localizedPath(localeOfPath(location.pathname), `/rooms/${hotel.slug}`),
    origin: originFrom(matches),
    image: hotel.media[0]?.role === 'hero' ? jpegUrl(hotel.media[0]) : hotel.image,
  });
}

export default function HotelPage({ loaderData }: Route.ComponentProps) {
  const { hotel, reviewsShown, reviewSort, today, stayCheck, freeRooms, hotelOffers, mapHotels, currency, venues, calendar } = loaderData;
  const origin = useOrigin();
  const t = useT();
  const locale = useLocale();
  useHotelVisit(hotel.slug);
  const hero = hotel.media.find((m) => m.role === 'hero');
  // One object per hotel, so the memoized part below re-renders only for another hotel.
  const gallery = useMemo(() => ({ slug: hotel.slug, hotelName: hotel.name, media: hotel.media }), [hotel.slug, hotel.name, hotel.media]);
  return (
    <>
      <JsonLd data={hotelJsonLd(hotel, origin, locale)} />
      <section className="hero hero-hotel">
        {/* The hotel's own photograph when it has one; the illustration otherwise. */}
        {hero ? <Picture picture={hero} sizes="100vw" className="hero-image" eager /> : <HeroImage src={hotel.image} />}
        <div className="container hero-content">
          <p className="eyebrow">
            <HotelPlace hotel={hotel} />
          </p>
          <h1>{hotel.name}</h1>
          <p className="hero-rating">
            <StarRating value={hotel.averageRating} size="lg" />
            <span className="rating-value">{formatRating(hotel.averageRating, locale)}</span>
            <span>{t('hotels_review_count', { count: hotel.reviewCount })}</span>
            {hotel.verifiedReviewCount > 0 && (
              <span className="hero-verified-rating">
                {t('reviews_verified_rating', { rating: formatRating(hotel.verifiedRating, locale), count: hotel.verifiedReviewCount })}
              </span>
            )}
          </p>
          <div className="hero-hotel-actions">
            <p className="chip chip-gold">
              {t('hotels_from')}{' '}
              {currency ? (
                <Price amount={hotel.priceRange.min} currency={hotel.priceRange.currency} country={hotel.country} view={currency} withOwn />
              ) : locale === DEFAULT_LOCALE ? (
                `${formatAmount(hotel.priceRange.min, hotel.country)} ${hotel.priceRange.currency}`
              ) : (
                priceIn(locale, hotel.priceRange.min, hotel.priceRange.currency)
              )}
            </p>
            <SaveHotelButton slug={hotel.slug} name={hotel.name} returnHere />
          </div>
        </div>
      </section>
      <div className="container hotel-layout">
        <div className="hotel-main">
          <HotelTabs hotel={hotel} reviewsShown={reviewsShown} sort={reviewSort} today={new Date(today)} currency={currency} />
          <RoomsAndVenues
            gallery={gallery}
            rooms={hotel.roomTypes}
            country={hotel.country}
            currency={hotel.priceRange.currency}
            view={currency}
            venues={venues}
            calendar={calendar}
          />
          <section className="hotel-location" aria-labelledby="location-heading">
            <h2 id="location-heading">{t('hotels_location')}</h2>
            {/* The street as the hotel writes it, in its own language and script. */}
            <address>
              <bdi>{hotel.streetAddress}</bdi>
            </address>
            <LazyHotelMap hotels={mapHotels} current={hotel.slug} label={t('hotels_map_current', { hotel: hotel.name })} />
          </section>
        </div>
        <BookYourStay hotel={hotel} today={utcDay(new Date(today))} stayCheck={stayCheck} offers={freeRooms} hotelOffers={hotelOffers} currency={currency} />
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const backTo = { href: localizedPath(useLocale(), '/rooms'), label: t('hotels_see_all') };
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorState title={t('hotels_not_found')} message={t('hotels_not_found_text')} backTo={backTo} />;
  }
  // A client-side navigation whose request never reached the server.
  const unreachable = error instanceof TypeError;
  return <ErrorState title={t('hotels_unavailable')} message={t(unreachable ? 'hotels_unreachable_text' : 'hotels_unavailable_text')} backTo={backTo} />;
}

/** The party of the address (`guests`, 1 to the stay rules' maximum), two when absent or out of range. */
function guestsParam(search: URLSearchParams): number {
  const guests = Number(search.get('guests'));
  return Number.isInteger(guests) && guests >= 1 && guests <= MAX_GUESTS ? guests : 2;
}
