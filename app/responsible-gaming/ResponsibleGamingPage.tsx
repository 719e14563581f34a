import { areaMessagesFor } from '~/i18n/catalogs.server';
import { isolated } from '~/i18n/format';
import { TextWithLink } from '~/i18n/TextWithLink';
import { pageMessagesFrom, translatorFor, useT } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import { contentPageMeta } from '~/seo/meta';
import type { Route } from './+types/ResponsibleGamingPage';
import { DecoIcon } from '~/ui/DecoIcon';
import { PageHero, SectionIntro } from '~/ui/PageHero';
import { gamingGuidelines, gamingTips, supportResources } from './responsibleGamingContent';

/** The page's texts in its language (the gaming area of the catalogue); the same for every visitor. */
export function loader({ request }: Route.LoaderArgs) {
  return { areaMessages: areaMessagesFor(request) };
}

export function meta(args: Route.MetaArgs) {
  const messages = pageMessagesFrom(args.matches);
  const t = messages && translatorFor(messages);
  return contentPageMeta(
    args,
    t ? t('gaming_meta_title') : 'Responsible Gaming',
    t
      ? t('gaming_meta_description')
      : 'Our commitment to responsible gaming: tips to keep play enjoyable, our guidelines, and where to find confidential support.',
  );
}

export default function ResponsibleGamingPage() {
  const t = useT();
  const locale = useLocale();
  // The organisations' English names, marked as such on a translated page.
  const nameLang = locale === 'en' ? undefined : 'en';
  return (
    <>
      <PageHero variant="plain" eyebrow={t('gaming_eyebrow')} title={t('gaming_title')} lead={t('gaming_lead')} />

      <section className="container section" aria-labelledby="rg-commitment">
        <SectionIntro id="rg-commitment" eyebrow={t('gaming_commitment_eyebrow')} title={t('gaming_commitment_title')}>
          <p className="muted">{t('gaming_commitment_text')}</p>
        </SectionIntro>
      </section>

      <section className="section section-alt" aria-labelledby="rg-tips">
        <div className="container">
          <SectionIntro id="rg-tips" eyebrow={t('gaming_tips_eyebrow')} title={t('gaming_tips_title')} />
          <ol className="numbered-cards" role="list">
            {gamingTips.map((tip, i) => (
              <li key={tip.title} className="card numbered-card">
                <span className="numbered-card-index" aria-hidden="true">
                  {String(i + 1).padStart(2, '0')}
                </span>
                <h3 className="card-title">{t(tip.title)}</h3>
                <p className="muted">{t(tip.description)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="container section" aria-labelledby="rg-guidelines">
        <SectionIntro id="rg-guidelines" eyebrow={t('gaming_guidelines_eyebrow')} title={t('gaming_guidelines_title')} />
        <ul className="card-grid" role="list">
          {gamingGuidelines.map((guideline, i) => (
            <li key={guideline.title}>
              <article className="card feature-card">
                <DecoIcon name={(['shield', 'key', 'clock'] as const)[i]!} />
                <h3 className="card-title">{t(guideline.title)}</h3>
                <p className="muted">{t(guideline.description)}</p>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <section className="section section-alt" aria-labelledby="rg-support">
        <div className="container">
          <SectionIntro id="rg-support" eyebrow={t('gaming_support_eyebrow')} title={t('gaming_support_title')}>
            <p className="muted">{t('gaming_support_lead')}</p>
          </SectionIntro>
          <ul className="card-grid" role="list">
            {supportResources.map((resource) => (
              <li key={resource.name}>
                <article className="card">
                  <div className="card-body">
                    <h3 className="card-title" lang={nameLang}>
                      {resource.name}
                    </h3>
                    <p className="muted">{t(resource.description)}</p>
                    <a className="button button-outline" href={resource.href} target="_blank" rel="noopener noreferrer">
                      {t('gaming_visit', { name: isolated(resource.name, locale) })}
                      <span className="visually-hidden"> {t('opens_in_new_tab')}</span>
                    </a>
                  </div>
                </article>
              </li>
            ))}
          </ul>
          <p className="centered muted rg-contact">
            <TextWithLink text={t('gaming_contact_text')} link={t('gaming_contact_link')} to="/contact" />
          </p>
        </div>
      </section>
    </>
  );
}
