import type { RoomType } from '~/reservations/reservation';
import { Price } from '~/currency/Price';
import { langOf } from '~/i18n/contentTranslations';
import { useT } from '~/i18n/translate';
import type { CurrencyView } from '~/currency/convert';
import { Picture } from '~/media/Picture';

/** The hotel's rooms and suites: what each is like and its nightly rate. */
export function HotelRooms({
  rooms,
  country,
  currency = '',
  view,
}: {
  rooms: RoomType[];
  country: string;
  /** The hotel's currency code and the visitor's display currency (ADR 0019). */
  currency?: string;
  view?: CurrencyView | null;
}) {
  const t = useT();
  if (rooms.length === 0) return null;
  return (
    <section className="hotel-rooms" aria-labelledby="rooms-heading" id="rooms">
      <h2 id="rooms-heading" className="hotel-rooms-title">
        {t('hotels_rooms_heading')}
      </h2>
      <ul className="room-types" role="list">
        {rooms.map((room) => (
          <li key={room._id} className="card room-type">
            {/* The room's own photograph (its hero, else its first); none uploaded, the card is text alone. */}
            {room.media?.[0] && <Picture picture={room.media[0]} sizes="(min-width: 900px) 320px, 100vw" className="room-type-image" />}
            <h3 className="card-title" lang={langOf(room, 'name')}>
              {room.name}
            </h3>
            <p className="muted" lang={langOf(room, 'description')}>
              {room.description}
            </p>
            <dl className="room-type-facts">
              <div>
                <dt>{t('hotels_room_size')}</dt>
                <dd>{t('hotels_room_area', { size: String(room.sizeSqm) })}</dd>
              </div>
              <div>
                <dt>{t('hotels_room_beds')}</dt>
                <dd lang={langOf(room, 'beds')}>{room.beds}</dd>
              </div>
              <div>
                <dt>{t('hotels_room_view')}</dt>
                <dd lang={langOf(room, 'view')}>{room.view}</dd>
              </div>
              <div>
                <dt>{t('hotels_room_guests')}</dt>
                <dd>{t('hotels_up_to_guests', { count: room.maxGuests })}</dd>
              </div>
            </dl>
            <p className="price">
              {t('hotels_from')}{' '}
              <strong>
                <Price amount={room.nightlyRate} currency={currency} country={country} view={view} withOwn />
              </strong>{' '}
              <span className="muted">{t('hotels_per_night')}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
