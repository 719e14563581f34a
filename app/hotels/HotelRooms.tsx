import type { RoomType } from '~/reservations/reservation';
import { guestsText } from '~/reservations/stay';
import { Price } from '~/currency/Price';
import type { CurrencyView } from '~/currency/convert';

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
  if (rooms.length === 0) return null;
  return (
    <section className="hotel-rooms" aria-labelledby="rooms-heading" id="rooms">
      <h2 id="rooms-heading" className="hotel-rooms-title">
        Rooms &amp; Suites
      </h2>
      <ul className="room-types" role="list">
        {rooms.map((room) => (
          <li key={room._id} className="card room-type">
            <h3 className="card-title">{room.name}</h3>
            <p className="muted">{room.description}</p>
            <dl className="room-type-facts">
              <div>
                <dt>Size</dt>
                <dd>{room.sizeSqm} m²</dd>
              </div>
              <div>
                <dt>Beds</dt>
                <dd>{room.beds}</dd>
              </div>
              <div>
                <dt>View</dt>
                <dd>{room.view}</dd>
              </div>
              <div>
                <dt>Guests</dt>
                <dd>Up to {guestsText(room.maxGuests)}</dd>
              </div>
            </dl>
            <p className="price">
              From{' '}
              <strong>
                <Price amount={room.nightlyRate} currency={currency} country={country} view={view} withOwn />
              </strong>{' '}
              <span className="muted">per night</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
