import { Link } from 'react-router';
import { localizedPath } from '~/i18n/locales';
import { useT, type MessageKey } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import type { LedgerLine } from '~/loyalty/ledger.server';
import { accountDay } from './accountDay';

/** The ledger lines the page words (`myaccount_points_line_<kind>_<reason>`); anything else is a plain "points movement". */
const LINE_KEYS: Record<string, MessageKey> = {
  earn_stay: 'myaccount_points_line_earn_stay',
  hold_award_stay: 'myaccount_points_line_hold_award_stay',
  release_award_stay: 'myaccount_points_line_release_award_stay',
  spend_award_stay: 'myaccount_points_line_spend_award_stay',
  release_award_released: 'myaccount_points_line_release_award_released',
  release_award_refund: 'myaccount_points_line_release_award_refund',
  hold_award_change: 'myaccount_points_line_hold_award_change',
  release_award_change: 'myaccount_points_line_release_award_change',
  adjust_adjustment: 'myaccount_points_line_adjust_adjustment',
};

export interface PointsView {
  balance: number;
  pending: number;
  entries: Pick<LedgerLine, '_id' | 'kind' | 'points' | 'reason' | 'note' | 'reservation' | 'createdAt'>[];
  /** The older page's `pointsBefore`; null on the last page. */
  nextBefore: number | null;
  /** True past the first page: a link back to the newest entries. */
  paged: boolean;
}

/**
 * The member's Aurelia Circle points on /account: the spendable balance, the points pending until
 * their confirmed stays are completed, and the ledger newest first, paged by plain links (no
 * script needed), each line saying why in the page's language.
 */
export function PointsSection({ points }: { points: PointsView }) {
  const t = useT();
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale);
  const signed = new Intl.NumberFormat(locale, { signDisplay: 'exceptZero' });
  const line = (entry: PointsView['entries'][number]) => {
    if (entry.kind === 'expire') return t('myaccount_points_line_expire');
    const key = LINE_KEYS[`${entry.kind}_${entry.reason}`];
    return key ? t(key, { reference: entry.reservation?.reference ?? '', note: entry.note ?? '' }) : t('myaccount_points_line_other');
  };
  const page = (before: number | null) => `${localizedPath(locale, '/account')}${before ? `?pointsBefore=${before}` : ''}#points-heading`;
  return (
    <section className="card account-card" aria-labelledby="points-heading">
      <h2 id="points-heading">{t('myaccount_points_heading')}</h2>
      <dl className="account-points">
        <div>
          <dt>{t('myaccount_points_balance')}</dt>
          <dd data-testid="points-balance">{number.format(points.balance)}</dd>
        </div>
        <div>
          <dt>{t('myaccount_points_pending')}</dt>
          <dd data-testid="points-pending">{number.format(points.pending)}</dd>
        </div>
      </dl>
      <p className="muted">{t('myaccount_points_pending_note')}</p>
      <h3>{t('myaccount_points_history')}</h3>
      {points.entries.length === 0 ? (
        <p className="muted">{t('myaccount_points_empty')}</p>
      ) : (
        <table className="account-points-history">
          <thead>
            <tr>
              <th scope="col">{t('myaccount_points_col_date')}</th>
              <th scope="col">{t('myaccount_points_col_what')}</th>
              <th scope="col">{t('myaccount_points_col_points')}</th>
            </tr>
          </thead>
          <tbody>
            {points.entries.map((entry) => (
              <tr key={entry._id}>
                <td>
                  <time dateTime={entry.createdAt}>{accountDay(locale, entry.createdAt)}</time>
                </td>
                <td>{line(entry)}</td>
                <td className="account-points-amount">{signed.format(entry.points)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {(points.paged || points.nextBefore) && (
        <p className="account-links">
          {points.paged && (
            <Link className="text-link" to={page(null)}>
              {t('myaccount_points_newer')}
            </Link>
          )}
          {points.nextBefore && (
            <Link className="text-link" to={page(points.nextBefore)}>
              {t('myaccount_points_older')}
            </Link>
          )}
        </p>
      )}
    </section>
  );
}
