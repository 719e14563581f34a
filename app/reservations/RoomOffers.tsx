import { Link } from 'react-router';
import type { CurrencyView } from '~/currency/convert';
import { Price } from '~/currency/Price';
import { formatPrice } from '~/hotels/currency';
import { priceIn } from '~/hotels/localFormat';
import { langOf } from '~/i18n/contentTranslations';
import { DEFAULT_LOCALE } from '~/i18n/locales';
import { useT } from '~/i18n/translate';
import { useLocale, useLocaleHref } from '~/i18n/useLocale';
import { requestHref } from './links';
import type { RoomType } from './reservation';
import type { Stay } from './stay';

export interface RoomOffer {
  roomType: RoomType;
  available: number;
  total: number;
}

/** "Only 2 left" when few rooms of a type remain for the stay. */
const FEW_LEFT = 3;

/**
 * Room types free for a stay, each with the stay's total and, with `canRequest`, a link to request it.
 * The total stays in the hotel's currency (what the concierge confirms, ADR 0019); with a display
 * currency (`view`) a night's price is shown converted too, marked approximate, beside its own.
 */
export function RoomOffers({
  offers,
  stay,
  country,
  canRequest,
  view,
}: {
  offers: RoomOffer[];
  stay: Stay;
  country: string;
  canRequest: boolean;
  view?: CurrencyView | null;
}) {
  return (
    <ul className="room-offers" role="list">
      {offers.map((offer) => (
        <Offer key={offer.roomType._id} offer={offer} stay={stay} country={country} canRequest={canRequest} view={view} />
      ))}
    </ul>
  );
}

function Offer({
  offer: { roomType, available, total },
  stay,
  country,
  canRequest,
  view,
}: {
  offer: RoomOffer;
  stay: Stay;
  country: string;
  canRequest: boolean;
  view?: CurrencyView | null;
}) {
  const t = useT();
  const locale = useLocale();
  const request = useLocaleHref(requestHref(roomType._id, stay));
  return (
    <li className="room-offer">
      <div>
        <h4 className="room-offer-name" lang={langOf(roomType, 'name')}>
          {roomType.name}
        </h4>
        <p className="muted room-offer-facts">
          {roomType.sizeSqm} m² · <span lang={langOf(roomType, 'beds')}>{roomType.beds}</span> · {t('hotels_offer_up_to', { count: roomType.maxGuests })}
        </p>
        <p className="room-offer-total">
          <strong>{locale === DEFAULT_LOCALE ? formatPrice(total, country) : priceIn(locale, total, roomType.currency)}</strong>{' '}
          <span className="muted">{t('hotels_offer_for_nights', { count: stay.nights })}</span>
          {available <= FEW_LEFT && (
            <span className="chip room-offer-left">{available === 1 ? t('hotels_offer_last_one') : t('hotels_offer_few_left', { count: available })}</span>
          )}
        </p>
        {view && view.target !== roomType.currency && (
          <p className="muted room-offer-night" data-testid="room-offer-night">
            <Price amount={roomType.nightlyRate} currency={roomType.currency} country={country} view={view} withOwn /> {t('hotels_offer_a_night')}
          </p>
        )}
      </div>
      {canRequest && (
        <Link className="button button-gold button-sm" {...request} aria-label={t('hotels_offer_request_label', { room: roomType.name })}>
          {t('hotels_offer_request')}
        </Link>
      )}
    </li>
  );
}
