import { Link } from 'react-router';
import { contentPageMeta } from '~/seo/meta';
import type { Route } from './+types/RewardsPage';
import { site } from '~/site.config';
import { PageHero, SectionIntro } from '~/ui/PageHero';
import { PROGRAMME_NAME, rewardTiers } from './rewardsContent';

export function meta(args: Route.MetaArgs) {
  return contentPageMeta(
    args,
    'Rewards',
    `${PROGRAMME_NAME}, the loyalty programme of ${site.name}: three tiers, from member rates to a personal host and VIP salons.`,
  );
}

export default function RewardsPage() {
  return (
    <>
      <PageHero
        variant="plain"
        eyebrow="Loyalty programme"
        title={PROGRAMME_NAME}
        lead="The more often you stay, the more we remember. Three tiers of privileges across every resort."
      >
        <Link className="button button-gold" to="/signup">
          Join {PROGRAMME_NAME}
        </Link>
        <Link className="button button-outline" to="/signin">
          Member Log In
        </Link>
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
