import { Form, Link } from 'react-router';
import { formatShortDate } from '~/lib/dates';
import type { ArrivalLine } from './arrival.server';
import { guestsText, nightsText } from '~/domain/stay';

const BEDS = { double: 'One large bed', twin: 'Two single beds' } as const;
const OCCASIONS = { birthday: 'Birthday', anniversary: 'Anniversary', honeymoon: 'Honeymoon', business: 'Business', other: 'Another celebration' } as const;
const BENEFITS = { late_checkout: 'Late check-out', upgrade: 'Upgrade when available' } as const;

/**
 * The concierge's arrivals of a day (issue 49): filtered by day and by one of the hotels with
 * arrivals that day (a plain GET form), by hotel then arrival time, each with the guest's details,
 * the tier benefits due and the messages waiting; paged by plain links.
 */
export function ArrivalsList({
  date,
  hotel,
  hotels,
  arrivals,
  total,
  page,
  pages,
}: {
  date: string;
  hotel: { slug: string; name: string } | null;
  hotels: { slug: string; name: string; arrivals: number }[];
  arrivals: ArrivalLine[];
  total: number;
  page: number;
  pages: number;
}) {
  const pageHref = (n: number) => `?${new URLSearchParams({ view: 'arrivals', date, ...(hotel && { hotel: hotel.slug }), page: String(n) })}`;
  return (
    <section aria-labelledby="arrivals-title">
      <Form method="get" className="staff-filters" aria-label="Which arrivals">
        <input type="hidden" name="view" value="arrivals" />
        <div className="field">
          <label htmlFor="arrivals-date">Day</label>
          <input id="arrivals-date" type="date" name="date" defaultValue={date} required />
        </div>
        <div className="field">
          <label htmlFor="arrivals-hotel">Hotel</label>
          <select id="arrivals-hotel" name="hotel" defaultValue={hotel?.slug ?? ''}>
            <option value="">Every hotel</option>
            {hotel && !hotels.some((h) => h.slug === hotel.slug) && <option value={hotel.slug}>{hotel.name} (no arrivals)</option>}
            {hotels.map((h) => (
              <option key={h.slug} value={h.slug}>
                {h.name} ({h.arrivals})
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-outline">
          Show arrivals
        </button>
      </Form>
      <h2 id="arrivals-title" className="staff-section-title">
        {total === 0 ? 'No arrivals' : `${total.toLocaleString('en')} ${total === 1 ? 'arrival' : 'arrivals'}`} on{' '}
        <time dateTime={date}>{formatShortDate(date)}</time>
        {hotel && ` at ${hotel.name}`}
      </h2>
      {arrivals.length > 0 && (
        <div className="staff-table-wrap">
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">Reservation</th>
                <th scope="col">Guest</th>
                <th scope="col">Arrives</th>
                <th scope="col">Stay</th>
                <th scope="col">Preparations</th>
                <th scope="col">Benefits due</th>
              </tr>
            </thead>
            <tbody>
              {arrivals.map((a) => (
                <tr key={a.reservation._id} data-testid="arrival">
                  <th scope="row">
                    <Link to={`/studio/reservations/${a.reservation._id}`}>{a.reservation.reference}</Link>
                    <span className="staff-sub">{a.reservation.status === 'requested' ? 'Awaiting confirmation' : 'Confirmed'}</span>
                    {a.unreadMessages > 0 && (
                      <Link className="badge staff-unread" to={`/studio/reservations/${a.reservation._id}#messages`}>
                        {a.unreadMessages} unread
                      </Link>
                    )}
                  </th>
                  <td>
                    {a.guest ? (
                      <>
                        {a.guest.username}
                        <span className="staff-sub">{a.guest.email}</span>
                      </>
                    ) : (
                      <span className="muted">Account deleted</span>
                    )}
                  </td>
                  <td>{a.arrival ? <strong>{a.arrival.arrivalTime}</strong> : <span className="muted">Not given</span>}</td>
                  <td>
                    {!hotel && <span className="staff-sub">{a.reservation.hotel.name}</span>}
                    {a.reservation.roomType.name}
                    <span className="staff-sub">
                      {nightsText(a.reservation.nights)}, {guestsText(a.reservation.guests)}
                    </span>
                  </td>
                  <td>
                    {a.arrival ? (
                      <ul className="arrival-notes">
                        {a.arrival.bed && <li>{BEDS[a.arrival.bed]}</li>}
                        {a.arrival.occasion && <li>{OCCASIONS[a.arrival.occasion]}</li>}
                        {a.arrival.dietary && <li>Dietary: {a.arrival.dietary}</li>}
                      </ul>
                    ) : null}
                    {a.reservation.specialRequests && <p className="arrival-requests">{a.reservation.specialRequests}</p>}
                  </td>
                  <td>
                    {a.benefits.length > 0 ? (
                      <>
                        <span className="staff-sub">{a.tier === 'gold' ? 'Gold' : 'Sovereign'}</span>
                        <ul className="arrival-notes">
                          {a.benefits.map((b) => (
                            <li key={b}>{BENEFITS[b]}</li>
                          ))}
                        </ul>
                      </>
                    ) : (
                      <span className="muted">None</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav className="pagination" aria-label="Pages of arrivals">
          {page > 1 && <Link to={pageHref(page - 1)}>Previous</Link>}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages && <Link to={pageHref(page + 1)}>Next</Link>}
        </nav>
      )}
    </section>
  );
}
