import { Link } from 'react-router';
import { contentPageMeta } from '~/seo/meta';
import type { Route } from './+types/CasinoPage';
import { DecoIcon } from '~/ui/DecoIcon';
import { DetailsDialog, DialogList } from '~/ui/DetailsDialog';
import { PageHero, SectionIntro } from '~/ui/PageHero';
import { casinoCategories, casinoFeatures } from './casinoContent';

export function meta(args: Route.MetaArgs) {
  return contentPageMeta(args, 'Casino Gaming', 'Classic tables, poker lounges, over 500 slot machines and private VIP salons at every Aurelia resort casino.');
}

export default function CasinoPage() {
  return (
    <>
      <PageHero variant="casino" eyebrow="The Casino" title="An Evening at the Tables" lead="Classic games, gracious hosts and rooms built for the occasion.">
        <Link className="button button-gold" to="/contact">
          Plan Your Visit
        </Link>
      </PageHero>

      <section className="container section" aria-labelledby="casino-features">
        <SectionIntro id="casino-features" eyebrow="Why play with us" title="Gaming, Elevated">
          <p className="muted">Every Aurelia casino pairs the excitement of the floor with the calm of a grand hotel.</p>
        </SectionIntro>
        <ul className="card-grid" role="list">
          {casinoFeatures.map((feature) => (
            <li key={feature.title}>
              <article className="card feature-card">
                <DecoIcon name={feature.icon} />
                <h3 className="card-title">{feature.title}</h3>
                <p className="muted">{feature.description}</p>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <section className="section section-alt" aria-labelledby="casino-categories">
        <div className="container">
          <SectionIntro id="casino-categories" eyebrow="The games" title="Game Categories" />
          <ul className="card-grid" role="list">
            {casinoCategories.map((category) => (
              <li key={category.id}>
                <article className="card category-card" data-testid="casino-category">
                  <div className="card-body">
                    <DecoIcon name={category.icon} />
                    <h3 className="card-title">{category.title}</h3>
                    <p className="muted">{category.description}</p>
                    <DetailsDialog title={category.title} description={category.description}>
                      <DialogList title="Available games" items={category.games} />
                      <DialogList title="Features" items={category.features} />
                      <h3>Rules</h3>
                      <p>{category.rules}</p>
                    </DetailsDialog>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container section centered cta" aria-labelledby="casino-cta">
        <h2 id="casino-cta">Your Table Is Waiting</h2>
        <div className="deco-rule" aria-hidden="true" />
        <p className="muted measure">
          Our concierge arranges tables, VIP salons and tournament places at every resort. Guests must be 18 or over; please{' '}
          <Link to="/responsible-gaming">play responsibly</Link>.
        </p>
        <p className="hero-actions">
          <Link className="button button-gold" to="/contact">
            Contact Our Concierge
          </Link>
        </p>
      </section>
    </>
  );
}
