import { Link } from 'react-router';
import { eventJsonLd } from '~/seo/jsonLd';
import { JsonLd } from '~/seo/JsonLd';
import { contentPageMeta } from '~/seo/meta';
import { useOrigin } from '~/seo/useOrigin';
import { DecoIcon } from '~/ui/DecoIcon';
import { PageHero, SectionIntro } from '~/ui/PageHero';
import type { Route } from './+types/EventsPage';
import { EventCard } from './EventCard';
import { eventCategories } from './eventsContent';
import { listUpcomingEvents } from './events.server';

/** Upcoming events shown on the page. */
const EVENTS_SHOWN = 6;

export async function loader({ context }: Route.LoaderArgs) {
  return { events: await listUpcomingEvents(context.db, { limit: EVENTS_SHOWN }) };
}

export function meta(args: Route.MetaArgs) {
  return contentPageMeta(
    args,
    'Luxury Events',
    'Poker championships, gala dinners, live entertainment and private celebrations at Aurelia Resorts. See what is coming up.',
  );
}

export default function EventsPage({ loaderData }: Route.ComponentProps) {
  const { events } = loaderData;
  const origin = useOrigin();
  return (
    <>
      {events.length > 0 && <JsonLd data={events.map((event) => eventJsonLd(event, origin))} />}
      <PageHero
        variant="events"
        eyebrow="Luxury Events"
        title="Evenings to Remember"
        lead="Tournaments, galas and celebrations in the grandest rooms we have."
      />

      <section className="container section" aria-labelledby="event-categories">
        <SectionIntro id="event-categories" eyebrow="What we host" title="Event Categories" />
        <ul className="card-grid card-grid-4" role="list">
          {eventCategories.map((category) => (
            <li key={category.title}>
              <article className="card feature-card">
                <DecoIcon name={category.icon} />
                <h3 className="card-title">{category.title}</h3>
                <p className="muted">{category.description}</p>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <section className="section section-alt" aria-labelledby="upcoming-events">
        <div className="container">
          <SectionIntro id="upcoming-events" eyebrow="In the diary" title="Upcoming Events" />
          {events.length > 0 ? (
            <ul className="card-grid card-grid-2" role="list">
              {events.map((event) => (
                <li key={event._id}>
                  <EventCard event={event} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="centered muted">
              New events are being planned. <Link to="/contact">Ask our concierge</Link> what is coming up.
            </p>
          )}
        </div>
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return (
    <section className="container section" role="alert">
      <h1>Luxury Events</h1>
      <p className="error-text">Failed to load events. Please try again in a moment.</p>
    </section>
  );
}
