import type { CurrencyView } from '~/currency/convert';
import { langOf } from '~/i18n/contentTranslations';
import { useT } from '~/i18n/translate';
import { PlanList } from '~/pricing/PlanList';
import type { StayPlan } from '~/pricing/planView';
import type { RoomType } from './reservation';
import type { Stay } from '~/domain/stay';

export interface RoomOffer {
  roomType: RoomType;
  available: number;
  /** The plans shown first: the lowest price the guest can book (or the offer searched for) and, signed out, the member price (app/pricing/planOrder.ts). */
  first: StayPlan[];
  /** The room's other plans, one tap away, in their order (Flexible, Advance, Member, then the offers: docs/decisions/0038). */
  more: StayPlan[];
}

/** "Only 2 left" when few rooms of a type remain for the stay. */
const FEW_LEFT = 3;

/**
 * Room types free for a stay, each with the price of every plan it can be booked on and, with
 * `canRequest`, a link to request it on each. Totals stay in the hotel's currency (what the
 * concierge confirms, ADR 0019); with a display currency (`view`) each is shown converted too,
 * marked approximate. Each room shows its lowest price first, the others one tap away (PlanList).
 */
export function RoomOffers({
  offers,
  stay,
  country,
  canRequest,
  signedIn,
  view,
  today,
}: {
  offers: RoomOffer[];
  stay: Stay;
  country: string;
  canRequest: boolean;
  signedIn: boolean;
  view?: CurrencyView | null;
  today: string;
}) {
  const t = useT();
  return (
    <ul className="room-offers" role="list">
      {offers.map(({ roomType, available, first, more }) => (
        <li key={roomType._id} className="room-offer">
          <div className="room-offer-room">
            <h4 className="room-offer-name" lang={langOf(roomType, 'name')}>
              {roomType.name}
            </h4>
            <p className="muted room-offer-facts">
              {roomType.sizeSqm} m² · <span lang={langOf(roomType, 'beds')}>{roomType.beds}</span> · {t('hotels_offer_up_to', { count: roomType.maxGuests })}
              {available <= FEW_LEFT && (
                <>
                  {' '}
                  <span className="chip room-offer-left">
                    {available === 1 ? t('hotels_offer_last_one') : t('hotels_offer_few_left', { count: available })}
                  </span>
                </>
              )}
            </p>
          </div>
          <PlanList
            first={first}
            more={more}
            roomType={roomType}
            stay={stay}
            country={country}
            signedIn={signedIn}
            canRequest={canRequest}
            view={view}
            today={today}
          />
        </li>
      ))}
    </ul>
  );
}
