import { Link } from 'react-router';
import { areaMessagesFor } from '~/i18n/catalogs.server';
import { TextWithLink } from '~/i18n/TextWithLink';
import { pageMessagesFrom, translatorFor, useT } from '~/i18n/translate';
import { useLocaleHref } from '~/i18n/useLocale';
import { contentPageMeta } from '~/seo/meta';
import type { Route } from './+types/CasinoPage';
import { DecoIcon } from '~/ui/DecoIcon';
import { DetailsDialog, DialogList } from '~/ui/DetailsDialog';
import { PageHero, SectionIntro } from '~/ui/PageHero';
import { casinoCategories, casinoFeatures } from './casinoContent';

/** The page's texts in its language (the casino area of the catalogue); the same for every visitor. */
export function loader({ request }: Route.LoaderArgs) {
  return { areaMessages: areaMessagesFor(request) };
}

export function meta(args: Route.MetaArgs) {
  const messages = pageMessagesFrom(args.matches);
  const t = messages && translatorFor(messages);
  return contentPageMeta(
    args,
    t ? t('casino_meta_title') : 'Casino Gaming',
    t ? t('casino_meta_description') : 'Classic tables, poker lounges, over 500 slot machines and private VIP salons at every Aurelia resort casino.',
  );
}

export default function CasinoPage() {
  const t = useT();
  const contact = useLocaleHref('/contact');
  return (
    <>
      <PageHero variant="casino" eyebrow={t('casino_eyebrow')} title={t('casino_title')} lead={t('casino_lead')}>
        <Link className="button button-gold" {...contact}>
          {t('casino_plan_visit')}
        </Link>
      </PageHero>

      <section className="container section" aria-labelledby="casino-features">
        <SectionIntro id="casino-features" eyebrow={t('casino_features_eyebrow')} title={t('casino_features_title')}>
          <p className="muted">{t('casino_features_lead')}</p>
        </SectionIntro>
        <ul className="card-grid" role="list">
          {casinoFeatures.map((feature) => (
            <li key={feature.title}>
              <article className="card feature-card">
                <DecoIcon name={feature.icon} />
                <h3 className="card-title">{t(feature.title)}</h3>
                <p className="muted">{t(feature.description)}</p>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <section className="section section-alt" aria-labelledby="casino-categories">
        <div className="container">
          <SectionIntro id="casino-categories" eyebrow={t('casino_categories_eyebrow')} title={t('casino_categories_title')} />
          <ul className="card-grid" role="list">
            {casinoCategories.map((category) => (
              <li key={category.id}>
                <article className="card category-card" data-testid="casino-category">
                  <div className="card-body">
                    <DecoIcon name={category.icon} />
                    <h3 className="card-title">{t(category.title)}</h3>
                    <p className="muted">{t(category.description)}</p>
                    <DetailsDialog title={t(category.title)} description={t(category.description)}>
                      <DialogList title={t('casino_available_games')} items={category.games.map((game) => t(game))} />
                      <DialogList title={t('casino_features_heading')} items={category.features.map((feature) => t(feature))} />
                      <h3>{t('casino_rules_heading')}</h3>
                      <p>{t(category.rules)}</p>
                    </DetailsDialog>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container section centered cta" aria-labelledby="casino-cta">
        <h2 id="casino-cta">{t('casino_cta_title')}</h2>
        <div className="deco-rule" aria-hidden="true" />
        <p className="muted measure">
          <TextWithLink text={t('casino_cta_text')} link={t('casino_cta_link')} to="/responsible-gaming" />
        </p>
        <p className="hero-actions">
          <Link className="button button-gold" {...contact}>
            {t('casino_cta_contact')}
          </Link>
        </p>
      </section>
    </>
  );
}
