import { areaMessagesFor } from '~/i18n/catalogs.server';
import { isolated } from '~/i18n/format';
import { localeOfPath } from '~/i18n/locales';
import { TextWithLink } from '~/i18n/TextWithLink';
import { pageMessagesFrom, translatorFor, useT } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import { contentPageMeta } from '~/seo/meta';
import type { Route } from './+types/LegalPage';
import { site } from '~/site.config';
import { LegalDocument } from './LegalDocument';
import { legalDate } from './legalDates';
import { TERMS_LAST_UPDATED, termsSections } from './termsContent';
import { pageUrl } from '~/lib/pageUrl';

/** The page's texts in its language (the legal area of the catalogue) and its update date as that language writes it; the same for every visitor. */
export function loader({ request }: Route.LoaderArgs) {
  return { areaMessages: areaMessagesFor(request), lastUpdated: legalDate(TERMS_LAST_UPDATED, localeOfPath(pageUrl(request).pathname)) };
}

export function meta(args: Route.MetaArgs) {
  const messages = pageMessagesFrom(args.matches);
  const t = messages && translatorFor(messages);
  return contentPageMeta(
    args,
    t ? t('legal_title') : 'Terms and Conditions',
    t ? t('legal_meta_description', { site: site.name }) : `The terms and conditions for using the ${site.name} website.`,
  );
}

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  // Chinese sets no space between sentences.
  const between = locale === 'zh' ? '' : ' ';
  // The names, Latin text, set apart inside a right-to-left sentence.
  const values = { site: isolated(site.name, locale), legalName: isolated(site.legalName, locale), email: isolated(site.contact.email, locale) };
  const sections = termsSections.map((section) => ({ id: section.id, title: t(section.title) }));
  return (
    <LegalDocument title={t('legal_title')} lastUpdated={loaderData.lastUpdated} sections={sections}>
      <ol className="legal-sections">
        {termsSections.map((section, i) => (
          <li key={section.id} id={section.id}>
            <h2>
              <span className="legal-number">{i + 1}.</span> {t(section.title)}
            </h2>
            {section.body.map((key) => (
              <p key={key}>
                {t(key, values)}
                {section.id === 'responsible-gaming' && key === section.body.at(-1) ? (
                  <>
                    {between}
                    <TextWithLink text={t('legal_gaming_more')} link={t('legal_gaming_more_link')} to="/responsible-gaming" />
                  </>
                ) : null}
              </p>
            ))}
          </li>
        ))}
      </ol>
      <p className="muted">
        <TextWithLink text={t('legal_questions', values)} link={t('legal_questions_link')} to="/contact" />
      </p>
    </LegalDocument>
  );
}
