import { showsAvailability } from '~/lib/cacheDependency';
import { data, isRouteErrorResponse, Link, useSearchParams } from 'react-router';
import { isSlug } from '~/lib/slug';
import { hotelJsonLd } from './hotelJsonLd';
import { JsonLd } from '~/seo/JsonLd';
import { originFrom, pageMeta } from '~/seo/meta';
import { useOrigin } from '~/seo/useOrigin';
import { site } from '~/site.config';
import { ErrorState } from '~/ui/ErrorState';
import { HeroImage } from '~/ui/HeroImage';
import { StarRating } from './StarRating';
import type { Route } from './+types/HotelPage';
import { SaveHotelButton, useHotelVisit } from '~/account/SaveHotelButton';
import { useAuth } from '~/accounts/AuthProvider';
import { BOOK_PANEL_ID } from '~/accounts/redirect';
import { hotelAvailability } from '~/reservations/availability.server';
import { RoomOffers } from '~/reservations/RoomOffers';
import { formatStayDates } from '~/reservations/format';
import { StaySearchForm, stayValuesOf } from '~/reservations/StaySearchForm';
import { stayFromSearch, utcDay, type StayCheck } from '~/reservations/stay';
import { bookNowHref, reservationEnquiryHref } from './booking';
import { HotelRooms } from './HotelRooms';
import { formatAmount } from './currency';
import { Price, RatesNote } from '~/currency/Price';
import { currencyViewOf } from '~/currency/rates.server';
import type { Hotel } from './hotel';
import type { CurrencyView } from '~/currency/convert';
import { HotelTabs } from './HotelTabs';
import { findHotelBySlug } from './hotels.server';
import { HotelMap } from './map/HotelMap';
import { hotelsOnMap } from './map/hotelsOnMap.server';
import { reviewsParam } from './paging';
import { reviewSortParam } from '~/reviews/reviewInput';
import { formatRating } from './rating';
import { HotelVenues } from '~/venues/HotelVenues';
import { listVenues } from '~/venues/venues.server';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  // The API's rule (400 there): a malformed slug names no hotel, and never reaches the database.
  if (!isSlug(params.slug)) throw data({ error: 'Hotel not found' }, { status: 404 });
  const search = new URL(request.url).searchParams;
  const reviewsShown = reviewsParam(search);
  const reviewSort = reviewSortParam(search);
  const hotel = await findHotelBySlug(context.db, params.slug, { reviewLimit: reviewsShown, reviewSort });
  if (!hotel) throw data({ error: 'Hotel not found' }, { status: 404 });
  const now = new Date();
  const stayCheck = stayFromSearch(search, utcDay(now));
  const [freeRooms, mapHotels, chosen, venues] = await Promise.all([
    stayCheck?.ok ? hotelAvailability(context.db, hotel._id, stayCheck.stay) : null,
    hotelsOnMap(context.db, hotel),
    // The visitor's display currency (docs/decisions/0019); none, or the hotel's own: its prices alone.
    currencyViewOf(context.db, request),
    listVenues(context.db, { hotelSlug: hotel.slug }),
  ]);
  const availability = freeRooms && Object.fromEntries(freeRooms);
  // Free rooms change with every request: a page that shows them is never kept by a cache.
  const headers = stayCheck?.ok ? showsAvailability : undefined;
  const currency = chosen && chosen.target !== hotel.priceRange.currency ? chosen : null;
  return data({ hotel, reviewsShown, reviewSort, today: now.toISOString(), stayCheck, availability, mapHotels, currency, venues: venues ?? [] }, { headers });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `Hotel not found | ${site.name}` }];
  const { hotel } = loaderData;
  return pageMeta({
    title: `${hotel.name}, ${hotel.city} | ${site.name}`,
    description: hotel.description.slice(0, 155),
    path: `/rooms/${hotel.slug}`,
    origin: originFrom(matches),
    image: hotel.image,
  });
}

const includes = ['Luxury accommodation', 'Casino access', 'Spa and wellness centre', '24/7 concierge', 'Fine dining', 'VIP lounge access'];

export default function HotelPage({ loaderData }: Route.ComponentProps) {
  const { hotel, reviewsShown, reviewSort, today, stayCheck, availability, mapHotels, currency, venues } = loaderData;
  const origin = useOrigin();
  useHotelVisit(hotel.slug);
  return (
    <>
      <JsonLd data={hotelJsonLd(hotel, origin)} />
      <section className="hero hero-hotel">
        <HeroImage src={hotel.image} />
        <div className="container hero-content">
          <p className="eyebrow">
            {hotel.city}, {hotel.country}
          </p>
          <h1>{hotel.name}</h1>
          <p className="hero-rating">
            <StarRating value={hotel.averageRating} size="lg" />
            <span className="rating-value">{formatRating(hotel.averageRating)}</span>
            <span>
              ({hotel.reviewCount} {hotel.reviewCount === 1 ? 'review' : 'reviews'})
            </span>
          </p>
          <div className="hero-hotel-actions">
            <p className="chip chip-gold">
              From{' '}
              {currency ? (
                <Price amount={hotel.priceRange.min} currency={hotel.priceRange.currency} country={hotel.country} view={currency} withOwn />
              ) : (
                `${formatAmount(hotel.priceRange.min, hotel.country)} ${hotel.priceRange.currency}`
              )}
            </p>
            <SaveHotelButton slug={hotel.slug} name={hotel.name} returnHere />
          </div>
        </div>
      </section>
      <div className="container hotel-layout">
        <div className="hotel-main">
          <HotelTabs hotel={hotel} reviewsShown={reviewsShown} sort={reviewSort} today={new Date(today)} currency={currency} />
          <HotelRooms rooms={hotel.roomTypes} country={hotel.country} currency={hotel.priceRange.currency} view={currency} />
          {venues.length > 0 && <HotelVenues venues={venues} />}
          <section className="hotel-location" aria-labelledby="location-heading">
            <h2 id="location-heading">Location</h2>
            <address>{hotel.streetAddress}</address>
            <HotelMap hotels={mapHotels} current={hotel.slug} label={`Map of our hotels, ${hotel.name} marked`} />
          </section>
        </div>
        <BookYourStay hotel={hotel} today={utcDay(new Date(today))} stayCheck={stayCheck} availability={availability} currency={currency} />
      </div>
    </>
  );
}

/**
 * The sticky Book Your Stay panel: dates and guests (a GET form to this page), then the room types
 * free for that stay. Signed out, Book Now leads to sign-up, which returns here with the dates
 * (redirectAfterSignup); signed in, each free room links to its request. The server renders the
 * right one from the session cookie (root loader), so it is right at first paint.
 */
function BookYourStay({
  hotel,
  today,
  stayCheck,
  availability,
  currency,
}: {
  hotel: Hotel;
  today: string;
  stayCheck: StayCheck | null;
  availability: Record<string, number> | null;
  currency: CurrencyView | null;
}) {
  const { user } = useAuth();
  const [search] = useSearchParams();
  const stay = stayCheck?.ok ? stayCheck.stay : null;
  const offers =
    stay && availability
      ? hotel.roomTypes
          .filter((room) => room.maxGuests >= stay.guests && (availability[room._id] ?? 0) > 0)
          .map((roomType) => ({ roomType, available: availability[roomType._id]!, total: roomType.nightlyRate * stay.nights }))
      : [];
  return (
    <aside id={BOOK_PANEL_ID} className="book-panel card" aria-labelledby="book-heading">
      <h2 id="book-heading">Book Your Stay</h2>
      <p className="book-price">
        <strong>
          <Price amount={hotel.priceRange.min} currency={hotel.priceRange.currency} country={hotel.country} view={currency} withOwn />
        </strong>{' '}
        <span className="muted">per night</span>
      </p>
      <RatesNote view={currency} />
      <StaySearchForm
        id="book"
        action={`/rooms/${hotel.slug}#${BOOK_PANEL_ID}`}
        values={stayValuesOf(search, today)}
        today={today}
        problem={stayCheck && !stayCheck.ok ? stayCheck : null}
        className="stay-search-panel"
      />
      {stay && (
        <div className="book-results" role="status">
          <h3>
            {offers.length === 0
              ? 'Nothing free for these dates'
              : `${offers.length} ${offers.length === 1 ? 'room type' : 'room types'} free, ${formatStayDates(stay)}`}
          </h3>
          {offers.length === 0 ? (
            <p className="muted">Try other dates or a smaller party, or ask our concierge, who often finds a way.</p>
          ) : (
            <RoomOffers offers={offers} stay={stay} country={hotel.country} canRequest={Boolean(user)} view={currency} />
          )}
        </div>
      )}
      {!stay && (
        <>
          <h3>Includes</h3>
          <ul className="includes">
            {includes.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      )}
      {user ? (
        <>
          <p className="book-next">
            You are signed in as <strong>{user.username}</strong>.{' '}
            {stay ? 'Choose a room to request it; our concierge confirms within a day.' : 'Choose your dates to see what is free.'}
          </p>
          <Link className="text-link" to={reservationEnquiryHref(hotel.slug)}>
            Write to the Concierge
          </Link>
        </>
      ) : (
        <Link className="button button-gold button-block" to={bookNowHref(hotel.slug, stay)}>
          Book Now
        </Link>
      )}
    </aside>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorState title="Hotel not found" message="We could not find that hotel." backTo={{ href: '/rooms', label: 'See all hotels' }} />;
  }
  // A client-side navigation whose request never reached the server.
  const unreachable = error instanceof TypeError;
  return (
    <ErrorState
      title="Unable to load hotel details"
      message={unreachable ? 'Unable to connect to the server. Please make sure the backend is running.' : 'Failed to fetch hotel details'}
      backTo={{ href: '/rooms', label: 'See all hotels' }}
    />
  );
}
