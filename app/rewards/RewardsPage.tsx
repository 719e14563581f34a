import { Fragment } from 'react';
import { Link } from 'react-router';
import { areaMessagesFor } from '~/i18n/catalogs.server';
import { pageMessagesFrom, translatorFor, useT } from '~/i18n/translate';
import { useLocale, useLocaleHref } from '~/i18n/useLocale';
import { contentPageMeta } from '~/seo/meta';
import type { Route } from './+types/RewardsPage';
import { site } from '~/site.config';
import { PageHero, SectionIntro } from '~/ui/PageHero';
import { userFromRequest } from '~/accounts/rootSession.server';
import { listOwnReservations } from '~/reservations/reservationQueries.server';
import { utcDay } from '~/domain/stay';
import { confirmedNightsIn, PROGRAMME_NAME, rewardTiers, tierFor, type RewardTier } from './rewardsContent';
import type { TierBonuses } from '~/loyalty/earning';
import type { MemberTier } from '~/pricing/plans';
import { tierCopy } from './rewardsCopy';
import { pendingPointsOf } from '~/loyalty/completion.server';
import { balanceOf } from '~/loyalty/ledger.server';
import { tierBonusesOf } from '~/loyalty/settings.server';
import { siteOf } from '~/lib/loadContext.server';

/**
 * A signed-in member's standing (their tier from this year's confirmed nights); null for everyone
 * else. The page is kept per session for members and shared by anonymous visitors (routeTable:
 * cacheable and keptPerVisitor, docs/decisions/0029). With the page's texts in its language and the
 * tier bonuses admins set (a change drops the kept pages: loyalty_settings bumps the content version).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const areaMessages = areaMessagesFor(request);
  const [user, bonuses] = await Promise.all([userFromRequest(siteOf(context).db, request), tierBonusesOf(siteOf(context).db)]);
  if (!user) return { standing: null, bonuses, areaMessages };
  const today = utcDay();
  const year = today.slice(0, 4);
  const [stays, balance, pending] = await Promise.all([
    listOwnReservations(siteOf(context).db, user),
    balanceOf(siteOf(context).db, user._id),
    pendingPointsOf(siteOf(context).db, user._id, today),
  ]);
  return { standing: { confirmedNights: confirmedNightsIn(stays, year), year, points: { balance, pending } }, bonuses, areaMessages };
}

export function meta(args: Route.MetaArgs) {
  const messages = pageMessagesFrom(args.matches);
  const t = messages && translatorFor(messages);
  return contentPageMeta(
    args,
    t ? t('rewards_meta_title') : 'Rewards',
    t
      ? t('rewards_meta_description', { programme: t('rewards_programme'), site: site.name })
      : `${PROGRAMME_NAME}, the loyalty programme of ${site.name}: three tiers, from member rates to a personal host and VIP salons.`,
  );
}

/** A tier's bonus on the points of a stay, in whole percent, as admins set it (Ivory none). */
const tierBonusOf = (tier: RewardTier['name'], bonuses: TierBonuses): number => bonuses[tier.toLowerCase() as MemberTier];

export default function RewardsPage({ loaderData }: Route.ComponentProps) {
  const { standing, bonuses } = loaderData;
  const t = useT();
  const held = standing && tierFor(standing.confirmedNights);
  const number = new Intl.NumberFormat(useLocale());
  const programme = t('rewards_programme');
  const booking = useLocaleHref('/booking');
  const account = useLocaleHref('/account');
  const signup = useLocaleHref('/signup');
  const signin = useLocaleHref('/signin');
  return (
    <>
      <PageHero variant="plain" eyebrow={t('rewards_eyebrow')} title={programme} lead={t('rewards_lead')}>
        {standing && held ? (
          <>
            <p className="rewards-standing" data-testid="rewards-standing">
              {`${t('rewards_your_tier')} `}
              <strong>{t(tierCopy[held.tier.name].label)}</strong> · {t('rewards_nights', { count: standing.confirmedNights, year: standing.year })}
              {held.next && t('rewards_to_next', { count: held.next.minNights - standing.confirmedNights, tier: t(tierCopy[held.next.name].label) })}
            </p>
            <p className="rewards-standing" data-testid="rewards-points">
              {t('rewards_points', { balance: number.format(standing.points.balance), pending: number.format(standing.points.pending) })}
            </p>
            <Link className="button button-gold" {...booking}>
              {t('rewards_book')}
            </Link>
            <Link className="button button-outline" {...account}>
              {t('rewards_account')}
            </Link>
          </>
        ) : (
          <>
            <Link className="button button-gold" {...signup}>
              {t('rewards_join', { programme })}
            </Link>
            <Link className="button button-outline" {...signin}>
              {t('rewards_sign_in')}
            </Link>
          </>
        )}
      </PageHero>
      <section className="container section" aria-labelledby="rewards-tiers">
        <SectionIntro id="rewards-tiers" eyebrow={t('rewards_tiers_eyebrow')} title={t('rewards_tiers_title')}>
          <p className="muted">{t('rewards_tiers_lead')}</p>
        </SectionIntro>
        <ul className="card-grid" role="list">
          {rewardTiers.map((tier) => (
            <li key={tier.name}>
              <article className={`card tier-card tier-${tier.name.toLowerCase()}`} data-testid="reward-tier">
                <div className="card-body">
                  {held?.tier.name === tier.name && <p className="chip chip-gold tier-yours">{t('rewards_yours')}</p>}
                  <p className="eyebrow">{t(tierCopy[tier.name].qualification)}</p>
                  <h3 className="card-title">{t(tierCopy[tier.name].label)}</h3>
                  <ul className="tier-benefits">
                    {tierCopy[tier.name].benefits.map((benefit, i) => (
                      <Fragment key={benefit}>
                        <li>{t(benefit)}</li>
                        {i === 0 && tierBonusOf(tier.name, bonuses) > 0 && (
                          <li data-testid="tier-bonus">{t('rewards_points_bonus', { pct: number.format(tierBonusOf(tier.name, bonuses)) })}</li>
                        )}
                      </Fragment>
                    ))}
                  </ul>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
