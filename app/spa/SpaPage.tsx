import { Link } from 'react-router';
import { areaMessagesFor } from '~/i18n/catalogs.server';
import { localeOfPath } from '~/i18n/locales';
import { contentPageMeta } from '~/seo/meta';
import type { Route } from './+types/SpaPage';
import { DecoIcon } from '~/ui/DecoIcon';
import { DetailsDialog, DialogList } from '~/ui/DetailsDialog';
import { PageHero, SectionIntro } from '~/ui/PageHero';
import { pageMessagesFrom, translatorFor, useT, type MessageKey } from '~/i18n/translate';
import { useLocaleHref } from '~/i18n/useLocale';
import { VenuesByHotel } from '~/venues/VenueCards';
import { listVenues } from '~/venues/venues.server';
import { spaTreatmentKeys, spaTreatments } from './spaContent';
import { pageUrl } from '~/lib/pageUrl';
import { siteOf } from '~/lib/loadContext.server';

export function meta(args: Route.MetaArgs) {
  const messages = pageMessagesFrom(args.matches);
  const t = messages && translatorFor(messages);
  return contentPageMeta(
    args,
    t ? t('spa_meta_title') : 'Spa & Wellness',
    t ? t('spa_meta_description') : 'Luxury massage, rejuvenating facials and hydrotherapy at the Aurelia spas: treatments from 30 minutes to three hours.',
  );
}

/** Every hotel's spas, for "Reserve at our hotels" (issue 22), in the page's language. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeOfPath(pageUrl(request).pathname);
  return { venues: (await listVenues(siteOf(context).db, { kind: 'spa', locale })) ?? [], areaMessages: areaMessagesFor(request) };
}

export default function SpaPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const tk = (key: string) => t(key as MessageKey);
  const contact = useLocaleHref('/contact');
  return (
    <>
      <PageHero variant="spa" eyebrow={t('spa_eyebrow')} title={t('spa_title')} lead={t('spa_lead')} />

      <section className="container section" aria-labelledby="spa-intro">
        <SectionIntro id="spa-intro" eyebrow={t('spa_intro_eyebrow')} title={t('spa_intro_title')}>
          <p className="muted">{t('spa_intro_text')}</p>
        </SectionIntro>
        <ul className="card-grid" role="list">
          {spaTreatments.map((treatment) => {
            const keys = spaTreatmentKeys(treatment);
            return (
              <li key={treatment.id}>
                <article className="card treatment-card" data-testid="spa-treatment">
                  <div className="card-body">
                    <DecoIcon name={treatment.icon} />
                    <h3 className="card-title">{tk(keys.title)}</h3>
                    <p className="muted">{tk(keys.description)}</p>
                    <p className="treatment-duration">{tk(keys.duration)}</p>
                    <DetailsDialog title={tk(keys.title)} description={tk(keys.description)}>
                      <DialogList title={t('spa_types')} items={keys.types.map(tk)} />
                      <DialogList title={t('spa_features')} items={keys.features.map(tk)} />
                      <h3>{t('spa_duration')}</h3>
                      <p>{tk(keys.duration)}</p>
                      <h3>{t('spa_benefits')}</h3>
                      <p>{tk(keys.benefits)}</p>
                    </DetailsDialog>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="section section-alt centered" aria-labelledby="spa-cta">
        <div className="container">
          <h2 id="spa-cta">{t('spa_cta_title')}</h2>
          <div className="deco-rule" aria-hidden="true" />
          <p className="muted measure">{t('spa_cta_text')}</p>
          <p className="hero-actions">
            <Link className="button button-gold" {...contact}>
              {t('spa_cta_button')}
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
