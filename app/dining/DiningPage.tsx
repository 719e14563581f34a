import { Link } from 'react-router';
import { areaMessagesFor } from '~/i18n/catalogs.server';
import { localeOfPath } from '~/i18n/locales';
import { contentPageMeta } from '~/seo/meta';
import type { Route } from './+types/DiningPage';
import { DecoIcon } from '~/ui/DecoIcon';
import { DetailsDialog, DialogList } from '~/ui/DetailsDialog';
import { PageHero, SectionIntro } from '~/ui/PageHero';
import { pageMessagesFrom, translatorFor, useT, type MessageKey } from '~/i18n/translate';
import { useLocaleHref } from '~/i18n/useLocale';
import { VenuesByHotel } from '~/venues/VenueCards';
import { listVenues } from '~/venues/venues.server';
import { diningHighlightKeys, diningHighlights, diningVenueKeys, diningVenues, specialExperienceKeys, specialExperiences } from './diningContent';
import { pageUrl } from '~/lib/pageUrl';
import { siteOf } from '~/lib/loadContext.server';

export function meta(args: Route.MetaArgs) {
  const messages = pageMessagesFrom(args.matches);
  const t = messages && translatorFor(messages);
  return contentPageMeta(
    args,
    t ? t('dining_meta_title') : 'Dining',
    t ? t('dining_meta_description') : 'Signature restaurants, casual brasseries, private dining and the chef’s table: dining at Aurelia Resorts.',
  );
}

/** Every hotel's restaurants, for "Reserve at our hotels" (issue 22), in the page's language. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeOfPath(pageUrl(request).pathname);
  return { venues: (await listVenues(siteOf(context).db, { kind: 'restaurant', locale })) ?? [], areaMessages: areaMessagesFor(request) };
}

export default function DiningPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const tk = (key: string) => t(key as MessageKey);
  const contact = useLocaleHref('/contact');
  return (
    <>
      <PageHero variant="dining" eyebrow={t('dining_eyebrow')} title={t('dining_title')} lead={t('dining_lead')}>
        <Link className="button button-gold" {...contact}>
          {t('dining_reserve')}
        </Link>
      </PageHero>

      <section className="container section" aria-labelledby="dining-highlights">
        <h2 id="dining-highlights" className="visually-hidden">
          {t('dining_highlights')}
        </h2>
        <ul className="highlights" role="list">
          {diningHighlights.map((highlight) => {
            const keys = diningHighlightKeys(highlight);
            return (
              <li key={highlight.key} className="highlight">
                <p className="highlight-number">{tk(keys.number)}</p>
                <p className="highlight-label">{tk(keys.label)}</p>
                <p className="muted">{tk(keys.description)}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="section section-alt" aria-labelledby="dining-special">
        <div className="container">
          <SectionIntro id="dining-special" eyebrow={t('dining_special_eyebrow')} title={t('dining_special_title')} />
          <ul className="split-grid" role="list">
            {specialExperiences.map((experience) => {
              const keys = specialExperienceKeys(experience);
              return (
                <li key={experience.key}>
                  <article className="card experience-card">
                    <div className="card-body">
                      <h3 className="card-title">{tk(keys.title)}</h3>
                      <p className="muted">{tk(keys.description)}</p>
                      <Link className="button button-outline" {...contact}>
                        {tk(keys.action)}
                      </Link>
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className="container section" aria-labelledby="dining-venues">
        <SectionIntro id="dining-venues" eyebrow={t('dining_venues_eyebrow')} title={t('dining_venues_title')} />
        <ul className="card-grid" role="list">
          {diningVenues.map((venue) => {
            const keys = diningVenueKeys(venue);
            return (
              <li key={venue.id}>
                <article className="card" data-testid="dining-venue">
                  <div className="card-body">
                    <DecoIcon name={venue.icon} />
                    <h3 className="card-title">{tk(keys.title)}</h3>
                    <p className="muted">{tk(keys.description)}</p>
                    <DetailsDialog
                      title={t('dining_menu_title', { venue: tk(keys.title) })}
                      description={t('dining_menu_description')}
                      triggerLabel={t('dining_view_menu')}
                    >
                      {keys.menu.map((section) => (
                        <DialogList key={section.course} title={tk(section.course)} items={section.dishes.map(tk)} />
                      ))}
                    </DetailsDialog>
                  </div>
                </article>
              </li>
            );
          })}
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
