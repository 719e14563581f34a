import { Link } from 'react-router';
import { SaveHotelButton } from '~/account/SaveHotelButton';
import { StarRating } from './StarRating';
import { Price } from '~/currency/Price';
import type { CurrencyView } from '~/currency/convert';
import type { HotelSummary } from './hotel';
import { CARD_RATING, formatRating } from './rating';

/**
 * `eager`: the card is in the first row, possibly on screen at load: its picture loads at once
 * instead of lazily (at normal priority: the hero above it is the largest paint).
 */
export function HotelCard({
  hotel,
  headingLevel = 3,
  eager = false,
  currency,
}: {
  hotel: HotelSummary;
  headingLevel?: 2 | 3;
  eager?: boolean;
  /** The visitor's display currency (ADR 0019); without it, the hotel's own. */
  currency?: CurrencyView | null;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card hotel-card" data-testid="hotel-card">
      <img src={hotel.image} alt={`Illustration of ${hotel.name}`} width={1200} height={800} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      <div className="card-body">
        <Heading className="card-title">{hotel.name}</Heading>
        <p className="muted">
          {hotel.city}, {hotel.country}
        </p>
        <p className="hotel-card-rating">
          <StarRating value={CARD_RATING} size="sm" /> <span>{formatRating(CARD_RATING)}</span>
        </p>
        <dl className="facts">
          <div>
            <dt>Rooms</dt>
            <dd>{hotel.roomCount.toLocaleString('en-US')}</dd>
          </div>
          <div>
            <dt>Tables</dt>
            <dd>{hotel.casino.numberOfTables}</dd>
          </div>
          <div>
            <dt>Restaurants</dt>
            <dd>{hotel.casino.restaurants}</dd>
          </div>
          <div>
            <dt>VIP lounges</dt>
            <dd>{hotel.casino.vipLounges}</dd>
          </div>
        </dl>
        <p className="price">
          From{' '}
          <strong data-testid="hotel-price">
            <Price amount={hotel.priceRange.min} currency={hotel.priceRange.currency} country={hotel.country} view={currency} />
          </strong>{' '}
          / night
        </p>
        <div className="hotel-card-actions">
          <Link className="button button-gold" to={`/rooms/${hotel.slug}`} prefetch="intent">
            View Details<span className="visually-hidden">: {hotel.name}</span>
          </Link>
          {/* Beside the link, never inside it (a form cannot sit in <a>). */}
          <SaveHotelButton slug={hotel.slug} name={hotel.name} />
        </div>
      </div>
    </article>
  );
}
