import { Link } from 'react-router';
import { contentPageMeta } from '~/seo/meta';
import type { Route } from './+types/RewardsPage';
import { site } from '~/site.config';
import { PageHero, SectionIntro } from '~/ui/PageHero';
import { userFromRequest } from '~/accounts/rootSession.server';
import { listOwnReservations } from '~/reservations/reservations.server';
import { utcDay } from '~/reservations/stay';
import { confirmedNightsIn, PROGRAMME_NAME, rewardTiers, tierFor } from './rewardsContent';

/**
 * A signed-in member's standing (their tier from this year's confirmed nights); null for everyone
 * else. The page is kept per session for members and shared by anonymous visitors (routeTable:
 * cacheable and keptPerVisitor, docs/decisions/0029).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await userFromRequest(context.db, request);
  if (!user) return { standing: null };
  const year = utcDay().slice(0, 4);
  const confirmedNights = confirmedNightsIn(await listOwnReservations(context.db, user), year);
  return { standing: { confirmedNights, year } };
}

export function meta(args: Route.MetaArgs) {
  return contentPageMeta(
    args,
    'Rewards',
    `${PROGRAMME_NAME}, the loyalty programme of ${site.name}: three tiers, from member rates to a personal host and VIP salons.`,
  );
}

export default function RewardsPage({ loaderData }: Route.ComponentProps) {
  const { standing } = loaderData;
  const held = standing && tierFor(standing.confirmedNights);
  return (
    <>
      <PageHero
        variant="plain"
        eyebrow="Loyalty programme"
        title={PROGRAMME_NAME}
        lead="The more often you stay, the more we remember. Three tiers of privileges across every resort."
      >
        {standing && held ? (
          <>
            <p className="rewards-standing" data-testid="rewards-standing">
              Your tier: <strong>{held.tier.name}</strong> · {standing.confirmedNights} confirmed {standing.confirmedNights === 1 ? 'night' : 'nights'} in{' '}
              {standing.year}
              {held.next && `; ${held.next.minNights - standing.confirmedNights} more to ${held.next.name}`}
            </p>
            <Link className="button button-gold" to="/booking">
              Book a Stay
            </Link>
            <Link className="button button-outline" to="/account">
              Your Account
            </Link>
          </>
        ) : (
          <>
            <Link className="button button-gold" to="/signup">
              Join {PROGRAMME_NAME}
            </Link>
            <Link className="button button-outline" to="/signin">
              Member Log In
            </Link>
          </>
        )}
      </PageHero>
      <section className="container section" aria-labelledby="rewards-tiers">
        <SectionIntro id="rewards-tiers" eyebrow="Membership tiers" title="Privileges That Grow With You">
          <p className="muted">Membership is free. Nights at any of our resorts count towards your tier.</p>
        </SectionIntro>
        <ul className="card-grid" role="list">
          {rewardTiers.map((tier) => (
            <li key={tier.name}>
              <article className={`card tier-card tier-${tier.name.toLowerCase()}`} data-testid="reward-tier">
                <div className="card-body">
                  {held?.tier.name === tier.name && <p className="chip chip-gold tier-yours">Your tier</p>}
                  <p className="eyebrow">{tier.qualification}</p>
                  <h3 className="card-title">{tier.name}</h3>
                  <ul className="tier-benefits">
                    {tier.benefits.map((benefit) => (
                      <li key={benefit}>{benefit}</li>
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
