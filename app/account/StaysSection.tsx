import { Link } from 'react-router';
import type { ReservationStatus } from '~/db/schema';
import { around, PLACEHOLDER } from '~/i18n/around';
import { langOf } from '~/i18n/contentTranslations';
import { localizedPath } from '~/i18n/locales';
import { useT, type MessageKey } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import { stayDatesIn } from '~/domain/stayFormat';
import type { Reservation } from '~/reservations/reservation';
import { tierFor, type RewardTier } from '~/rewards/rewardsContent';

/** The status chip's words, as the reservations' page has them (app/reservations/reservation.ts's statusLabels in English). */
const STATUS_KEYS: Record<ReservationStatus, MessageKey> = {
  requested: 'myaccount_status_requested',
  confirmed: 'myaccount_status_confirmed',
  declined: 'myaccount_status_declined',
  cancelled: 'myaccount_status_cancelled',
};

/** The programme's tiers by their English names (app/rewards/rewardsContent.ts). */
const TIER_KEYS: Record<RewardTier['name'], MessageKey> = {
  Ivory: 'myaccount_tier_ivory',
  Gold: 'myaccount_tier_gold',
  Sovereign: 'myaccount_tier_sovereign',
};

/** The guest's coming stays (the first few; the rest are on /reservations) and their tier in the programme this year. */
export function StaysSection({ stays, moreStays, confirmedNights, year }: { stays: Reservation[]; moreStays: boolean; confirmedNights: number; year: string }) {
  const { tier, next } = tierFor(confirmedNights);
  const t = useT();
  const locale = useLocale();
  const href = (path: string) => localizedPath(locale, path);
  return (
    <section className="card account-card" aria-labelledby="stays-heading">
      <h2 id="stays-heading">{t('myaccount_stays_heading')}</h2>
      {stays.length === 0 ? (
        <p className="muted">{t('myaccount_no_stays')}</p>
      ) : (
        <ul className="account-stays" role="list">
          {stays.map((stay) => (
            <li key={stay._id}>
              <Link to={href(`/reservations/${stay._id}`)}>{stay.hotel.name}</Link>{' '}
              <span className="muted">
                <span lang={langOf(stay.roomType, 'name')}>{stay.roomType.name}</span> · {stayDatesIn(locale, stay)} · {t(STATUS_KEYS[stay.status])}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="account-tier">
        {around(t('myaccount_programme_tier', { programme: t('myaccount_programme'), tier: PLACEHOLDER }), <strong>{t(TIER_KEYS[tier.name])}</strong>)}{' '}
        <span className="muted">
          · {t('myaccount_nights', { count: confirmedNights, year })}
          {next && t('myaccount_to_next', { count: next.minNights - confirmedNights, tier: t(TIER_KEYS[next.name]) })}
        </span>{' '}
        <Link className="text-link" to={href('/rewards')}>
          {t('myaccount_about_programme')}
        </Link>
      </p>
      <p className="account-links">
        <Link className="text-link" to={href('/reservations')}>
          {t(moreStays ? 'myaccount_all_reservations_more' : 'myaccount_all_reservations')}
        </Link>
        <Link className="text-link" to={href('/booking')}>
          {t('myaccount_find_room')}
        </Link>
      </p>
    </section>
  );
}
