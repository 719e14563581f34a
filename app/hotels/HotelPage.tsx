import { data, isRouteErrorResponse, Link } from 'react-router';
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
import { useAuth } from '~/accounts/AuthProvider';
import { BOOK_PANEL_ID } from '~/accounts/redirect';
import { bookNowHref, reservationEnquiryHref } from './booking';
import { formatAmount, formatPrice } from './currency';
import type { Hotel } from './hotel';
import { HotelTabs } from './HotelTabs';
import { findHotelBySlug } from './hotels.server';
import { reviewsParam } from './paging';
import { formatRating } from './rating';

export async function loader({ context, params, request }: Route.LoaderArgs) {
  // The API's rule (400 there): a malformed slug names no hotel, and never reaches the database.
  if (!isSlug(params.slug)) throw data({ error: 'Hotel not found' }, { status: 404 });
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

const includes = ['Luxury accommodation', 'Casino access', 'Spa and wellness centre', '24/7 concierge', 'Fine dining', 'VIP lounge access'];

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
            You are signed in as <strong>{user.username}</strong>. Tell our concierge your dates and party size, and we will reply with availability.
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
      message={unreachable ? 'Unable to connect to the server. Please make sure the backend is running.' : 'Failed to fetch hotel details'}
      backTo={{ href: '/rooms', label: 'See all hotels' }}
    />
  );
}
