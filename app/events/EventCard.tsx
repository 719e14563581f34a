import { Link } from 'react-router';
import { langOf } from '~/i18n/contentTranslations';
import { formatDay } from '~/i18n/format';
import { useT } from '~/i18n/translate';
import { useLocale, useLocaleHref } from '~/i18n/useLocale';
import { formatShortDate } from '~/lib/dates';
import type { EventInLanguage } from './events.server';

/** An upcoming event in the page's language: its texts as translated (English ones marked lang="en"), its day as the language writes it. */
export function EventCard({ event }: { event: EventInLanguage }) {
  const t = useT();
  const locale = useLocale();
  const register = useLocaleHref('/signin');
  return (
    <article className="card event-card" data-testid="event-card">
      <img src={event.image} alt="" width={800} height={500} loading="lazy" decoding="async" />
      <div className="card-body">
        <p className="event-category" lang={langOf(event, 'category')}>
          {event.category}
        </p>
        <h3 className="card-title" lang={langOf(event, 'title')}>
          {event.title}
        </h3>
        <p className="event-when">
          <time dateTime={event.date}>{locale === 'en' ? formatShortDate(`${event.date}T00:00:00Z`) : formatDay(event.date, locale)}</time>
          <span aria-hidden="true"> · </span>
          <span lang={langOf(event, 'location')}>{event.location}</span>
        </p>
        <p className="muted" lang={langOf(event, 'description')}>
          {event.description}
        </p>
        <Link className="button button-gold" {...register}>
          {t('events_register')}
          <span className="visually-hidden">: {event.title}</span>
        </Link>
      </div>
    </article>
  );
}
