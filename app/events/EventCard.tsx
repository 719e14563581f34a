import { Link } from 'react-router';
import { formatShortDate } from '~/lib/dates';
import type { ResortEvent } from './event';

export function EventCard({ event }: { event: ResortEvent }) {
  return (
    <article className="card event-card" data-testid="event-card">
      <img src={event.image} alt="" width={800} height={500} loading="lazy" decoding="async" />
      <div className="card-body">
        <p className="event-category">{event.category}</p>
        <h3 className="card-title">{event.title}</h3>
        <p className="event-when">
          <time dateTime={event.date}>{formatShortDate(`${event.date}T00:00:00Z`)}</time>
          <span aria-hidden="true"> · </span>
          <span>{event.location}</span>
        </p>
        <p className="muted">{event.description}</p>
        <Link className="button button-gold" to="/signin">
          Register Now<span className="visually-hidden">: {event.title}</span>
        </Link>
      </div>
    </article>
  );
}
