import type { StayEventKind, StaySnapshot } from '~/db/values';
import { formatNights } from '~/i18n/format';
import { useT, type MessageKey } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import { planNameKey } from '~/pricing/planTexts';
import { stayDatesIn, stayMoneyIn } from '~/domain/stayFormat';
import { changedFacts, type HistoryLine } from './history';

const KIND_KEYS: Record<StayEventKind, MessageKey> = {
  requested: 'stays_history_requested',
  changed: 'stays_history_changed',
  confirmed: 'stays_history_confirmed',
  declined: 'stays_history_declined',
  cancelled: 'stays_history_cancelled',
  completed: 'stays_history_completed',
};

/**
 * Every change to the stay, oldest first: when, who, and what it became (dates, room, party, rate,
 * total, points), as the guest reads it on their stay's page.
 */
export function StayHistory({
  lines,
  hotel,
  offer,
}: {
  lines: HistoryLine[];
  hotel: { country: string; timeZone: string };
  /** The stay's offer, to name its plan by its name. */
  offer: { slug: string; name: string } | null;
}) {
  const t = useT();
  const locale = useLocale();
  if (lines.length === 0) return null;
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: hotel.timeZone });
  const planName = (code: string) =>
    ['flexible', 'advance', 'member', 'points'].includes(code) ? t(planNameKey(code as 'flexible')) : code === offer?.slug ? offer.name : code;
  const fact = (key: string, s: StaySnapshot) => {
    switch (key) {
      case 'dates':
        return `${stayDatesIn(locale, s)} (${formatNights(t, s.nights)})`;
      case 'room':
        return s.roomType;
      case 'guests':
        return t('stays_guests', { count: s.guests });
      case 'plan':
        return planName(s.ratePlan);
      case 'total':
        return stayMoneyIn(locale, s.totalMinor, hotel, s.currency);
      case 'points':
        return t('rates_points_cost', { count: s.awardPoints ?? 0, points: new Intl.NumberFormat(locale).format(s.awardPoints ?? 0) });
      default:
        return '';
    }
  };
  const FACT_KEYS: Record<string, MessageKey> = {
    dates: 'stays_history_dates',
    room: 'stays_history_room',
    guests: 'stays_history_guests',
    plan: 'stays_history_plan',
    total: 'stays_history_total',
    points: 'stays_history_points',
  };
  return (
    <section className="card stay-section" id="history" aria-labelledby="history-heading">
      <h2 id="history-heading">{t('stays_history_heading')}</h2>
      <ol className="stay-history">
        {lines.map((line) => {
          const facts = changedFacts(line.before, line.after).filter((f) => f !== 'status');
          return (
            <li key={line._id} data-testid="stay-history-line">
              <p className="stay-history-what">
                <strong>{t(KIND_KEYS[line.kind])}</strong>{' '}
                <span className="muted">
                  {line.by ? t(line.by === 'guest' ? 'stays_history_by_you' : 'stays_history_by_concierge') : null}
                  {line.by && ' · '}
                  <time dateTime={line.at} suppressHydrationWarning>
                    {when.format(new Date(line.at))}
                  </time>
                </span>
              </p>
              {facts.length > 0 && line.before && (
                <ul className="stay-history-facts">
                  {facts.map((f) => (
                    <li key={f}>{t(FACT_KEYS[f]!, { before: fact(f, line.before!), after: fact(f, line.after) })}</li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
