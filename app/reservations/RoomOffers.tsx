import { Link } from 'react-router';
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

/** Room types free for a stay, each with the stay's total and, with `canRequest`, a link to request it. */
export function RoomOffers({ offers, stay, country, canRequest }: { offers: RoomOffer[]; stay: Stay; country: string; canRequest: boolean }) {
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
