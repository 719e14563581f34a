import { data, Form, Link, useNavigation } from 'react-router';
import { isUuid } from '~/lib/ids';
import { site } from '~/site.config';
import { ErrorState } from '~/ui/ErrorState';
import { ButtonSpinner } from '~/ui/forms';
import { requireSectionPage } from '~/studio/guard.server';
import { StudioError } from '~/studio/StudioError';
import { firstProblem, StudioField, useFocusAnswer } from '~/studio/StudioField';
import { StudioNav } from '~/studio/StudioNav';
import type { Route } from './+types/StudioEventPage';
import { EVENT_FIELD_ORDER, EVENT_LIMITS } from './eventInput';
import { findEvent } from './events.write.server';
import { saveEventFromForm } from './studioEventForm.server';
import '~/studio/studio.css';
import '~/studio/studioFields.css';
import { siteOf } from '~/lib/loadContext.server';

async function eventOf(db: SiteContext['db'], id: string | undefined) {
  if (!id) return null;
  const event = isUuid(id) ? await findEvent(db, id) : null;
  if (!event) throw data({ error: 'Event not found' }, { status: 404 });
  return event;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = await requireSectionPage(siteOf(context).db, request);
  return { role: user.role, event: await eventOf(siteOf(context).db, params.id) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = await requireSectionPage(siteOf(context).db, request);
  await eventOf(siteOf(context).db, params.id);
  return saveEventFromForm(siteOf(context).db, user, request, params.id ?? null);
}

export function meta({ loaderData: loaderData }: Route.MetaArgs) {
  const title = loaderData?.event ? `Edit: ${loaderData.event.title}` : 'New event';
  return [{ title: `${title} | Events | Studio | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

/** Add or change an event: a plain form, checked on the server field by field. */
export default function StudioEventPage({ loaderData, actionData }: Route.ComponentProps) {
  const { event } = loaderData;
  const eventAnswer = actionData;
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting';
  const formRef = useFocusAnswer<HTMLFormElement>(eventAnswer);
  const values: Record<string, string | undefined> = eventAnswer?.values ?? (event ? { ...event } : {});
  const errors = eventAnswer?.errors ?? {};
  const first = firstProblem(EVENT_FIELD_ORDER, errors);
  const field = (name: (typeof EVENT_FIELD_ORDER)[number]) => ({ form: 'event', name, value: values[name], error: errors[name], autoFocus: first === name });
  const heading = event ? 'Edit event' : 'New event';

  return (
    <div className="container studio">
      <StudioNav role={loaderData.role} />
      <p className="studio-back">
        <Link to="/studio/events">← All events</Link>
      </p>
      <div className="studio-head">
        <h1>{heading}</h1>
        {event && (
          <div className="studio-head-actions">
            <Link to={`/studio/events/${event._id}/translations`} className="button button-outline">
              Translations
            </Link>
          </div>
        )}
      </div>
      <Form method="post" className="studio-form" aria-label={heading} ref={formRef} noValidate>
        <div role="alert" aria-live="assertive" className="form-alert-region">
          {eventAnswer?.error && <p className="form-alert form-alert-error">{eventAnswer.error}</p>}
        </div>
        <div className="studio-fields">
          <div className="studio-field-wide">
            <StudioField {...field('title')} label="Title" required maxLength={EVENT_LIMITS.title} />
          </div>
          <StudioField {...field('date')} label="Date" type="date" required hint="The day of the event (YYYY-MM-DD)." />
          <StudioField {...field('category')} label="Category" required maxLength={EVENT_LIMITS.category} hint="e.g. Tournament, Gala, Concert." />
          <div className="studio-field-wide">
            <StudioField {...field('location')} label="Location" required maxLength={EVENT_LIMITS.location} />
          </div>
          <div className="studio-field-wide">
            <StudioField {...field('description')} label="Description" type="textarea" rows={6} required maxLength={EVENT_LIMITS.description} />
          </div>
          <div className="studio-field-wide">
            <StudioField
              {...field('image')}
              label="Image"
              required
              maxLength={EVENT_LIMITS.image}
              hint="A picture on this site, e.g. /images/events/tournament.svg."
            />
          </div>
        </div>
        <button type="submit" className="button button-gold" disabled={saving}>
          {saving && <ButtonSpinner />}
          {event ? 'Save changes' : 'Add event'}
        </button>
      </Form>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (error && typeof error === 'object' && 'status' in error && error.status === 404) {
    return <ErrorState title="Event not found" message="It may have been deleted." backTo={{ href: '/studio/events', label: 'Back to the events' }} />;
  }
  return <StudioError error={error} area="content" />;
}
