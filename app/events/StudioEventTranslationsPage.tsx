import { data, Link } from 'react-router';
import { isUuid } from '~/lib/ids';
import { site } from '~/site.config';
import { requireSectionPage } from '~/studio/guard.server';
import { FormAnswer } from '~/studio/FormAnswer';
import { StudioError } from '~/studio/StudioError';
import { useFocusAnswer } from '~/studio/StudioField';
import { StudioNav } from '~/studio/StudioNav';
import { TranslationsForm } from '~/studio/TranslationsForm';
import { ErrorState } from '~/ui/ErrorState';
import type { Route } from './+types/StudioEventTranslationsPage';
import { EVENT_TRANSLATED } from './eventInput';
import { findEvent, findEventTranslations } from './events.write.server';
import { saveEventTranslationsFromForm } from './studioEventForm.server';
import '~/studio/studio.css';
import '~/studio/studioFields.css';
import { siteOf } from '~/lib/loadContext.server';

async function eventOf(db: SiteContext['db'], id: string) {
  const event = isUuid(id) ? await findEvent(db, id) : null;
  if (!event) throw data({ error: 'Event not found' }, { status: 404 });
  return event;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const user = await requireSectionPage(siteOf(context).db, request);
  const event = await eventOf(siteOf(context).db, params.id);
  return { role: user.role, event, translations: await findEventTranslations(siteOf(context).db, event._id) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const user = await requireSectionPage(siteOf(context).db, request);
  const event = await eventOf(siteOf(context).db, params.id);
  return saveEventTranslationsFromForm(siteOf(context).db, user, request, event._id);
}

export function meta({ loaderData: loaderData }: Route.MetaArgs) {
  return [{ title: `Translations | ${loaderData?.event.title ?? 'Event'} | Events | Studio | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

/** An event's title, place, category and description in the site's other languages: one plain form. */
export default function StudioEventTranslationsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { event, translations } = loaderData;
  const pageRef = useFocusAnswer<HTMLDivElement>(actionData);
  return (
    <div className="container studio" ref={pageRef}>
      <StudioNav role={loaderData.role} />
      <p className="studio-back">
        <Link to={`/studio/events/${event._id}`}>← {event.title}</Link>
      </p>
      <h1>Translations: {event.title}</h1>
      <TranslationsForm
        target="event-translations"
        itemName={event.title}
        intent="translations"
        fields={EVENT_TRANSLATED.map((field) => ({ ...field, english: event[field.name] }))}
        translations={translations}
        failed={actionData && !actionData.ok ? actionData : undefined}
        answer={<FormAnswer answer={actionData} target="event-translations" />}
        open
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (error && typeof error === 'object' && 'status' in error && error.status === 404) {
    return <ErrorState title="Event not found" message="It may have been deleted." backTo={{ href: '/studio/events', label: 'Back to the events' }} />;
  }
  return <StudioError error={error} area="content" />;
}
