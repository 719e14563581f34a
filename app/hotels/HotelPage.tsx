import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { data, isRouteErrorResponse, Link } from 'react-router';
import { hotelJsonLd } from '~/seo/jsonLd';
import { JsonLd } from '~/seo/JsonLd';
import { originFrom, pageMeta } from '~/seo/meta';
import { useOrigin } from '~/seo/useOrigin';
import { site } from '~/site.config';
import { ErrorState } from '~/ui/ErrorState';
import { HeroImage } from '~/ui/HeroImage';
import { StarRating } from '~/ui/StarRating';
import type { Route } from './+types/HotelPage';
import { useAuth } from '~/accounts/AuthProvider';
import { BOOK_PANEL_ID } from '~/accounts/redirect';
import { bookNowHref, reservationEnquiryHref } from './booking';
import { AMENITIES_SHOWN, amenitiesOf, openingHoursText } from './amenities';
import { formatAmount, formatPrice } from './currency';
import type { Hotel } from './hotel';
import { HotelReviews } from './HotelReviews';
import { findHotelBySlug } from './hotels.server';
import { MAX_REVIEWS_SHOWN, REVIEWS_STEP, reviewsParam } from './paging';
import { formatRating } from './rating';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const reviewsShown = reviewsParam(new URL(request.url).searchParams);
  const hotel = await findHotelBySlug(context.db, params.slug, { reviewLimit: reviewsShown });
  if (!hotel) throw data({ error: 'Hotel not found' }, { status: 404 });
  return { hotel, reviewsShown, today: new Date().toISOString() };
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

const includes = [
  'Luxury accommodation',
  'Casino access',
  'Spa and wellness centre',
  '24/7 concierge',
  'Fine dining',
  'VIP lounge access',
];

export default function HotelPage({ loaderData }: Route.ComponentProps) {
  const { hotel, reviewsShown, today } = loaderData;
  const origin = useOrigin();
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
          <p className="chip chip-gold">
            From {formatAmount(hotel.priceRange.min, hotel.country)} {hotel.priceRange.currency}
          </p>
        </div>
      </section>
      <div className="container hotel-layout">
        <HotelTabs hotel={hotel} reviewsShown={reviewsShown} today={new Date(today)} />
        <BookYourStay hotel={hotel} />
      </div>
    </>
  );
}

function HotelTabs({ hotel, reviewsShown, today }: { hotel: Hotel; reviewsShown: number; today: Date }) {
  const [amenitiesExpanded, setAmenitiesExpanded] = useState(false);
  const amenities = amenitiesOf(hotel);
  const shown = amenitiesExpanded ? amenities : amenities.slice(0, AMENITIES_SHOWN);
  const { casino, priceRange } = hotel;
  return (
    // Every panel is rendered (forceMount) so the HTML holds the reviews; CSS hides inactive ones
    // once scripts run, and shows all of them stacked when JavaScript is off.
    // A visitor who asked for more reviews (?reviews=N) lands on the reviews tab.
    <Tabs.Root className="tabs" defaultValue={reviewsShown > REVIEWS_STEP ? 'reviews' : 'overview'}>
      <Tabs.List className="tabs-list" aria-label="Hotel details">
        <Tabs.Trigger value="overview">Overview</Tabs.Trigger>
        <Tabs.Trigger value="amenities">Amenities</Tabs.Trigger>
        <Tabs.Trigger value="reviews">Reviews</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="overview" className="tabs-panel" forceMount>
        <h2 className="panel-title">Overview</h2>
        <p className="description">{hotel.description}</p>
        <dl className="overview-facts">
          <div>
            <dt>Opening hours</dt>
            <dd>{openingHoursText(casino.openingHours)}</dd>
          </div>
          <div>
            <dt>Established</dt>
            <dd>{casino.yearEstablished}</dd>
          </div>
          <div>
            <dt>Dress code</dt>
            <dd>{casino.dresscode}</dd>
          </div>
          <div>
            <dt>Price range</dt>
            <dd>
              {formatAmount(priceRange.min, hotel.country)} - {formatAmount(priceRange.max, hotel.country)}{' '}
              {priceRange.currency}
            </dd>
          </div>
        </dl>
      </Tabs.Content>
      <Tabs.Content value="amenities" className="tabs-panel" forceMount>
        <h2 className="panel-title">Amenities</h2>
        <ul className="amenities" id="amenities-list">
          {shown.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <button
          type="button"
          className="button button-outline"
          aria-expanded={amenitiesExpanded}
          aria-controls="amenities-list"
          onClick={() => setAmenitiesExpanded((v) => !v)}
        >
          {amenitiesExpanded ? 'Show Less' : 'View All Amenities'}
        </button>
      </Tabs.Content>
      <Tabs.Content value="reviews" className="tabs-panel" forceMount>
        <h2 className="panel-title">Guest reviews</h2>
        <HotelReviews reviews={hotel.reviews} today={today} />
        {hotel.reviews.length < hotel.reviewCount && reviewsShown < MAX_REVIEWS_SHOWN && (
          <p className="show-more-reviews">
            <Link
              className="button button-outline"
              to={`?reviews=${reviewsShown + REVIEWS_STEP}`}
              preventScrollReset
              replace
            >
              Show more reviews
            </Link>{' '}
            <span className="muted">
              {hotel.reviews.length} of {hotel.reviewCount} shown
            </span>
          </p>
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}

/**
 * The sticky Book Your Stay panel. Signed out, Book Now leads to sign-up, which returns here
 * (redirectAfterSignup); signed in, the panel offers the next step, the reservation enquiry. The
 * server renders the right one from the session cookie (root loader), so it is right at first paint.
 */
function BookYourStay({ hotel }: { hotel: Hotel }) {
  const { user } = useAuth();
  return (
    <aside id={BOOK_PANEL_ID} className="book-panel card" aria-labelledby="book-heading">
      <h2 id="book-heading">Book Your Stay</h2>
      <p className="book-price">
        <strong>{formatPrice(hotel.priceRange.min, hotel.country)}</strong> <span className="muted">per night</span>
      </p>
      <h3>Includes</h3>
      <ul className="includes">
        {includes.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {user ? (
        <>
          <p className="book-next">
            You are signed in as <strong>{user.username}</strong>. Tell our concierge your dates and party size, and we will reply
            with availability.
          </p>
          <Link className="button button-gold button-block" to={reservationEnquiryHref(hotel.slug)}>
            Request a Reservation
          </Link>
        </>
      ) : (
        <Link className="button button-gold button-block" to={bookNowHref(hotel.slug)}>
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
      message={
        unreachable ? 'Unable to connect to the server. Please make sure the backend is running.' : 'Failed to fetch hotel details'
      }
      backTo={{ href: '/rooms', label: 'See all hotels' }}
    />
  );
}
