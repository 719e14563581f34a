import { Link } from 'react-router';
import { SaveHotelButton } from '~/account/SaveHotelButton';
import { HotelPlace } from './HotelPlace';
import { DEFAULT_LOCALE, localizedPath } from '~/i18n/locales';
import { useT } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import { numberIn } from '~/domain/localFormat';
import { StarRating } from './StarRating';
import { Price } from '~/currency/Price';
import type { CurrencyView } from '~/currency/convert';
import { CARD_SIZES, Picture } from '~/media/Picture';
import type { HotelCardData } from './hotel';
import { CARD_RATING, formatRating } from './rating';

/**
 * `eager`: the card is in the first row, possibly on screen at load: its illustration loads at once
 * instead of lazily (at normal priority: the hero above it is the largest paint). A photograph
 * always waits until near the screen: fetched with the first screen it held back the largest paint
 * of /rooms on a slow phone (1,065 -> 1,211 ms in Lighthouse).
 */
export function HotelCard({
  hotel,
  headingLevel = 3,
  eager = false,
  currency,
}: {
  /** With its photograph where it has one (the operator's own, issue 33); else the illustration. */
  hotel: HotelCardData;
  headingLevel?: 2 | 3;
  eager?: boolean;
  /** The visitor's display currency (ADR 0019); without it, the hotel's own. */
  currency?: CurrencyView | null;
}) {
  const Heading = `h${headingLevel}` as const;
  const t = useT();
  const locale = useLocale();
  return (
    <article className="card hotel-card" data-testid="hotel-card">
      {hotel.photo ? (
        <Picture picture={hotel.photo} sizes={CARD_SIZES} className="card-photo" />
      ) : (
        <img
          src={hotel.image}
          alt={t('hotels_card_alt', { hotel: hotel.name })}
          width={1200}
          height={800}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      )}
      <div className="card-body">
        <Heading className="card-title">{hotel.name}</Heading>
        <p className="muted">
          <HotelPlace hotel={hotel} />
        </p>
        <p className="hotel-card-rating">
          <StarRating value={CARD_RATING} size="sm" /> <span>{formatRating(CARD_RATING, locale)}</span>
        </p>
        <dl className="facts">
          <div>
            <dt>{t('hotels_card_rooms')}</dt>
            <dd>{locale === DEFAULT_LOCALE ? hotel.roomCount.toLocaleString('en-US') : numberIn(locale, hotel.roomCount)}</dd>
          </div>
          <div>
            <dt>{t('hotels_card_tables')}</dt>
            <dd>{hotel.casino.numberOfTables}</dd>
          </div>
          <div>
            <dt>{t('hotels_card_restaurants')}</dt>
            <dd>{hotel.casino.restaurants}</dd>
          </div>
          <div>
            <dt>{t('hotels_card_lounges')}</dt>
            <dd>{hotel.casino.vipLounges}</dd>
          </div>
        </dl>
        <p className="price">
          {t('hotels_from')}{' '}
          <strong data-testid="hotel-price">
            <Price amount={hotel.priceRange.min} currency={hotel.priceRange.currency} country={hotel.country} view={currency} />
          </strong>{' '}
          {t('hotels_card_per_night')}
        </p>
        <div className="hotel-card-actions">
          <Link className="button button-gold" to={localizedPath(locale, `/rooms/${hotel.slug}`)} prefetch="intent">
            {t('hotels_card_details')}
            <span className="visually-hidden">: {hotel.name}</span>
          </Link>
          {/* Beside the link, never inside it (a form cannot sit in <a>). */}
          <SaveHotelButton slug={hotel.slug} name={hotel.name} />
        </div>
      </div>
    </article>
  );
}
