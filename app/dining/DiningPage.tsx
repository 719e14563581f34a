import { Link } from 'react-router';
import { areaMessagesFor } from '~/i18n/catalogs.server';
import { contentPageMeta } from '~/seo/meta';
import type { Route } from './+types/DiningPage';
import { DecoIcon } from '~/ui/DecoIcon';
import { DetailsDialog, DialogList } from '~/ui/DetailsDialog';
import { PageHero, SectionIntro } from '~/ui/PageHero';
import { useT } from '~/i18n/translate';
import { VenuesByHotel } from '~/venues/VenueCards';
import { listVenues } from '~/venues/venues.server';
import { diningHighlights, diningVenues, specialExperiences } from './diningContent';

export function meta(args: Route.MetaArgs) {
  return contentPageMeta(args, 'Dining', 'Signature restaurants, casual brasseries, private dining and the chef’s table: dining at Aurelia Resorts.');
}

/** Every hotel's restaurants, for "Reserve at our hotels" (issue 22). */
export async function loader({ context, request }: Route.LoaderArgs) {
  return { venues: (await listVenues(context.db, { kind: 'restaurant' })) ?? [], areaMessages: areaMessagesFor(request) };
}

export default function DiningPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHero
        variant="dining"
        eyebrow="Restaurants & Bars"
        title="Dining at Aurelia"
        lead="Tables worth travelling for, from the first coffee to the last cognac."
      >
        <Link className="button button-gold" to="/contact">
          Reserve Your Table
        </Link>
      </PageHero>

      <section className="container section" aria-labelledby="dining-highlights">
        <h2 id="dining-highlights" className="visually-hidden">
          Highlights
        </h2>
        <ul className="highlights" role="list">
          {diningHighlights.map((highlight) => (
            <li key={highlight.label} className="highlight">
              <p className="highlight-number">{highlight.number}</p>
              <p className="highlight-label">{highlight.label}</p>
              <p className="muted">{highlight.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section section-alt" aria-labelledby="dining-special">
        <div className="container">
          <SectionIntro id="dining-special" eyebrow="Beyond the menu" title="Special Dining Experiences" />
          <ul className="split-grid" role="list">
            {specialExperiences.map((experience) => (
              <li key={experience.title}>
                <article className="card experience-card">
                  <div className="card-body">
                    <h3 className="card-title">{experience.title}</h3>
                    <p className="muted">{experience.description}</p>
                    <Link className="button button-outline" to="/contact">
                      {experience.action}
                    </Link>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container section" aria-labelledby="dining-venues">
        <SectionIntro id="dining-venues" eyebrow="Where to dine" title="Our Restaurants" />
        <ul className="card-grid" role="list">
          {diningVenues.map((venue) => (
            <li key={venue.id}>
              <article className="card" data-testid="dining-venue">
                <div className="card-body">
                  <DecoIcon name={venue.icon} />
                  <h3 className="card-title">{venue.title}</h3>
                  <p className="muted">{venue.description}</p>
                  <DetailsDialog title={`${venue.title} menu`} description="A sample menu; dishes change with the seasons." triggerLabel="View Menu">
                    {venue.menu.map((section) => (
                      <DialogList key={section.course} title={section.course} items={section.dishes} />
                    ))}
                  </DetailsDialog>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>
      <section className="container section" aria-labelledby="dining-reserve">
        <SectionIntro id="dining-reserve" eyebrow={t('venues_reserve_eyebrow')} title={t('venues_reserve_heading')}>
          <p className="muted measure">{t('venues_reserve_lead_dining')}</p>
        </SectionIntro>
        <VenuesByHotel venues={loaderData.venues} />
      </section>
    </>
  );
}
