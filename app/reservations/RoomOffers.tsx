import { Link } from 'react-router';
import type { CurrencyView } from '~/currency/convert';
import { Price } from '~/currency/Price';
import { formatPrice } from '~/hotels/currency';
import { requestHref } from './links';
import type { RoomType } from './reservation';
import { guestsText, nightsText, type Stay } from './stay';

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
      {offers.map(({ roomType, available, total }) => (
        <li key={roomType._id} className="room-offer">
          <div>
            <h4 className="room-offer-name">{roomType.name}</h4>
            <p className="muted room-offer-facts">
              {roomType.sizeSqm} m² · {roomType.beds} · up to {guestsText(roomType.maxGuests)}
            </p>
            <p className="room-offer-total">
              <strong>{formatPrice(total, country)}</strong> <span className="muted">for {nightsText(stay.nights)}</span>
              {available <= FEW_LEFT && <span className="chip room-offer-left">{available === 1 ? 'Last one' : `Only ${available} left`}</span>}
            </p>
            {view && view.target !== roomType.currency && (
              <p className="muted room-offer-night" data-testid="room-offer-night">
                <Price amount={roomType.nightlyRate} currency={roomType.currency} country={country} view={view} withOwn /> a night
              </p>
            )}
          </div>
          {canRequest && (
            <Link className="button button-gold button-sm" to={requestHref(roomType._id, stay)} aria-label={`Request the ${roomType.name}`}>
              Request
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
