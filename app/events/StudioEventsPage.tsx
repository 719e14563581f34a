import { Form, Link } from 'react-router';
import { formatLongDate } from '~/lib/dates';
import { site } from '~/site.config';
import { requireSectionPage } from '~/studio/guard.server';
import { StudioError } from '~/studio/StudioError';
import { useFocusAnswer } from '~/studio/StudioField';
import { StudioNav } from '~/studio/StudioNav';
import type { Route } from './+types/StudioEventsPage';
import type { ResortEvent } from './event';
import { listEventsForStudio } from './events.write.server';
import { deleteEventFromForm } from './studioEventForm.server';
import '~/studio/studio.css';
import '~/studio/studioFields.css';
import { pageUrl } from '~/lib/pageUrl';
import { siteOf } from '~/lib/loadContext.server';

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireSectionPage(siteOf(context).db, request);
  const { upcoming, past } = await listEventsForStudio(siteOf(context).db);
  const params = pageUrl(request).searchParams;
  const savedId = params.get('created') ?? params.get('saved');
  const saved = [...upcoming, ...past].find((event) => event._id === savedId);
  const notice = saved ? `${params.has('created') ? 'Added' : 'Saved'} “${saved.title}”.` : null;
  return { role: user.role, staff: user.username, upcoming, past, notice };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = await requireSectionPage(siteOf(context).db, request);
  return deleteEventFromForm(siteOf(context).db, user, request);
}

export function meta() {
  return [{ title: `Events | Studio | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

function EventItem({ event }: { event: ResortEvent }) {
  return (
    <li className="studio-item" data-testid="studio-event">
      <div className="studio-item-text">
        <h3 className="studio-item-title">
          <Link to={`/studio/events/${event._id}`}>{event.title}</Link>
        </h3>
        <p className="studio-meta">
          <time dateTime={event.date}>{formatLongDate(event.date)}</time> · {event.location} · {event.category}
        </p>
      </div>
      <div className="studio-item-actions">
        <Link to={`/studio/events/${event._id}`} className="button button-outline">
          Edit<span className="visually-hidden"> {event.title}</span>
        </Link>
        <details className="studio-confirm">
          <summary>
            Delete<span className="visually-hidden"> {event.title}</span>
          </summary>
          <Form method="post">
            <input type="hidden" name="id" value={event._id} />
            <p>This removes the event from the site at once.</p>
            <button type="submit" name="intent" value="delete" className="button button-outline button-danger">
              Delete “{event.title}”
            </button>
          </Form>
        </details>
      </div>
    </li>
  );
}

function EventList({ title, events, empty }: { title: string; events: ResortEvent[]; empty: string }) {
  const headingId = `events-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {events.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul className="studio-list" role="list">
          {events.map((event) => (
            <EventItem key={event._id} event={event} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The editors' events: upcoming ones first, then the latest past ones; add, edit, delete. */
export default function StudioEventsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { upcoming, past, notice } = loaderData;
  const answerRef = useFocusAnswer<HTMLDivElement>(actionData);
  const message = actionData ? (actionData.ok ? actionData.message : null) : notice;
  return (
    <div className="container studio" ref={answerRef}>
      <StudioNav role={loaderData.role} />
      <div className="studio-head">
        <div>
          <p className="eyebrow">Signed in as {loaderData.staff}</p>
          <h1>Events</h1>
        </div>
        <div className="studio-head-actions">
          <Link to="/studio/events/new" className="button button-gold">
            New event
          </Link>
        </div>
      </div>
      <div role="status" aria-live="polite" className="form-alert-region">
        {message && (
          <p className="form-alert form-alert-success" tabIndex={-1} data-focus-answer>
            {message}
          </p>
        )}
      </div>
      <div role="alert" aria-live="assertive" className="form-alert-region">
        {actionData && !actionData.ok && (
          <p className="form-alert form-alert-error" tabIndex={-1} data-focus-answer>
            {actionData.error}
          </p>
        )}
      </div>
      <EventList title="Upcoming" events={upcoming} empty="No upcoming events." />
      <EventList title="Past" events={past} empty="No past events." />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StudioError error={error} area="content" />;
}
