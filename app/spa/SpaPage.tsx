import { Link } from 'react-router';
import { areaMessagesFor } from '~/i18n/catalogs.server';
import { contentPageMeta } from '~/seo/meta';
import type { Route } from './+types/SpaPage';
import { DecoIcon } from '~/ui/DecoIcon';
import { DetailsDialog, DialogList } from '~/ui/DetailsDialog';
import { PageHero, SectionIntro } from '~/ui/PageHero';
import { useT } from '~/i18n/translate';
import { VenuesByHotel } from '~/venues/VenueCards';
import { listVenues } from '~/venues/venues.server';
import { spaTreatments } from './spaContent';

export function meta(args: Route.MetaArgs) {
  return contentPageMeta(
    args,
    'Spa & Wellness',
    'Luxury massage, rejuvenating facials and hydrotherapy at the Aurelia spas: treatments from 30 minutes to three hours.',
  );
}

/** Every hotel's spas, for "Reserve at our hotels" (issue 22). */
export async function loader({ context, request }: Route.LoaderArgs) {
  return { venues: (await listVenues(context.db, { kind: 'spa' })) ?? [], areaMessages: areaMessagesFor(request) };
}

export default function SpaPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHero variant="spa" eyebrow="Spa & Wellness" title="The Aurelia Spa" lead="Time slows down here. Warm water, skilled hands and silence." />

      <section className="container section" aria-labelledby="spa-intro">
        <SectionIntro id="spa-intro" eyebrow="Rest and restore" title="A Sanctuary Within the Resort">
          <p className="muted">
            Each of our resorts keeps a spa apart from the bustle of the casino: treatment suites lit by candles, thermal pools and relaxation lounges where the
            only sound is water. Our therapists tailor every treatment to you.
          </p>
        </SectionIntro>
        <ul className="card-grid" role="list">
          {spaTreatments.map((treatment) => (
            <li key={treatment.id}>
              <article className="card treatment-card" data-testid="spa-treatment">
                <div className="card-body">
                  <DecoIcon name={treatment.icon} />
                  <h3 className="card-title">{treatment.title}</h3>
                  <p className="muted">{treatment.description}</p>
                  <p className="treatment-duration">{treatment.details.duration}</p>
                  <DetailsDialog title={treatment.title} description={treatment.description}>
                    <DialogList title="Treatment types" items={treatment.details.types} />
                    <DialogList title="Features" items={treatment.details.features} />
                    <h3>Duration</h3>
                    <p>{treatment.details.duration}</p>
                    <h3>Benefits</h3>
                    <p>{treatment.details.benefits}</p>
                  </DetailsDialog>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <section className="section section-alt centered" aria-labelledby="spa-cta">
        <div className="container">
          <h2 id="spa-cta">Arrange Your Treatment</h2>
          <div className="deco-rule" aria-hidden="true" />
          <p className="muted measure">Our concierge will find the time that suits your stay.</p>
          <p className="hero-actions">
            <Link className="button button-gold" to="/contact">
              Contact the Spa
            </Link>
          </p>
        </div>
      </section>
      <section className="container section" aria-labelledby="spa-reserve">
        <SectionIntro id="spa-reserve" eyebrow={t('venues_reserve_eyebrow')} title={t('venues_reserve_heading')}>
          <p className="muted measure">{t('venues_reserve_lead_spa')}</p>
        </SectionIntro>
        <VenuesByHotel venues={loaderData.venues} />
      </section>
    </>
  );
}
