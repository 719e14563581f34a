import { areaMessagesFor } from '~/i18n/catalogs.server';
import { localeOfPath } from '~/i18n/locales';
import { TextWithLink } from '~/i18n/TextWithLink';
import { pageMessagesFrom, translatorFor, useT } from '~/i18n/translate';
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
import { pageUrl } from '~/lib/pageUrl';
import { siteOf } from '~/lib/loadContext.server';

/** Upcoming events shown on the page. */
const EVENTS_SHOWN = 6;

/** The events in the page's language (their translations, else English), with the page's texts. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeOfPath(pageUrl(request).pathname);
  return { events: await listUpcomingEvents(siteOf(context).db, { limit: EVENTS_SHOWN, locale }), areaMessages: areaMessagesFor(request) };
}

export function meta(args: Route.MetaArgs) {
  const messages = pageMessagesFrom(args.matches);
  const t = messages && translatorFor(messages);
  return contentPageMeta(
    args,
    t ? t('events_meta_title') : 'Luxury Events',
    t
      ? t('events_meta_description')
      : 'Poker championships, gala dinners, live entertainment and private celebrations at Aurelia Resorts. See what is coming up.',
  );
}

export default function EventsPage({ loaderData }: Route.ComponentProps) {
  const { events } = loaderData;
  const origin = useOrigin();
  const t = useT();
  return (
    <>
      {events.length > 0 && <JsonLd data={events.map((event) => eventJsonLd(event, origin))} />}
      <PageHero variant="events" eyebrow={t('events_eyebrow')} title={t('events_title')} lead={t('events_lead')} />

      <section className="container section" aria-labelledby="event-categories">
        <SectionIntro id="event-categories" eyebrow={t('events_categories_eyebrow')} title={t('events_categories_title')} />
        <ul className="card-grid card-grid-4" role="list">
          {eventCategories.map((category) => (
            <li key={category.title}>
              <article className="card feature-card">
                <DecoIcon name={category.icon} />
                <h3 className="card-title">{t(category.title)}</h3>
                <p className="muted">{t(category.description)}</p>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <section className="section section-alt" aria-labelledby="upcoming-events">
        <div className="container">
          <SectionIntro id="upcoming-events" eyebrow={t('events_upcoming_eyebrow')} title={t('events_upcoming_title')} />
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
              <TextWithLink text={t('events_none')} link={t('events_none_link')} to="/contact" />
            </p>
          )}
        </div>
      </section>
    </>
  );
}

export function ErrorBoundary() {
  const t = useT();
  return (
    <section className="container section" role="alert">
      <h1>{t('events_eyebrow')}</h1>
      <p className="error-text">{t('events_failed')}</p>
    </section>
  );
}
