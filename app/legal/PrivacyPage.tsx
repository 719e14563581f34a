import { areaMessagesFor } from '~/i18n/catalogs.server';
import { isolated } from '~/i18n/format';
import { localeOfPath } from '~/i18n/locales';
import { TextWithLink } from '~/i18n/TextWithLink';
import { pageMessagesFrom, translatorFor, useT } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import { contentPageMeta } from '~/seo/meta';
import { site } from '~/site.config';
import { LegalDocument, TextWithCode } from './LegalDocument';
import { legalDate } from './legalDates';
import type { Route } from './+types/PrivacyPage';
import { browserData, keptData, PRIVACY_LAST_UPDATED, privacySections, privacyValues, type KeptData } from './privacyContent';
import { pageUrl } from '~/lib/pageUrl';

/** The page's texts in its language (the legal area of the catalogue) and its update date as that language writes it; the same for every visitor. */
export function loader({ request }: Route.LoaderArgs) {
  return { areaMessages: areaMessagesFor(request), lastUpdated: legalDate(PRIVACY_LAST_UPDATED, localeOfPath(pageUrl(request).pathname)) };
}

export function meta(args: Route.MetaArgs) {
  const messages = pageMessagesFrom(args.matches);
  const t = messages && translatorFor(messages);
  return contentPageMeta(
    args,
    t ? t('privacy_title') : 'Privacy Policy',
    t ? t('privacy_meta_description', { site: site.name }) : `What ${site.name} keeps about you, why and for how long, and how to see, change or delete it.`,
  );
}

function KeptList({ items }: { items: KeptData[] }) {
  const t = useT();
  return (
    <ul className="privacy-kept">
      {items.map((item) => (
        <li key={item.name}>
          <h3>{t(item.name)}</h3>
          <p>
            <TextWithCode text={t(item.what, { cookie: item.cookie })} code={item.cookie} />
          </p>
          <dl>
            <dt>{t('privacy_why')}</dt>
            <dd>{t(item.why)}</dd>
            <dt>{t('privacy_how_long')}</dt>
            <dd>{t(item.howLong, privacyValues)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const locale = useLocale();
  // The names and addresses, Latin text, set apart inside a right-to-left sentence.
  const values = {
    ...privacyValues,
    ...Object.fromEntries((['site', 'legalName', 'address', 'email', 'phone'] as const).map((name) => [name, isolated(privacyValues[name], locale)])),
  };
  const toc = [
    { id: 'who-we-are', title: t('privacy_who_title') },
    { id: 'what-we-keep', title: t('privacy_kept_title') },
    { id: 'cookies', title: t('privacy_cookies_title') },
    ...privacySections.map(({ id, title }) => ({ id, title: t(title) })),
    { id: 'contact', title: t('privacy_contact_title') },
  ];
  return (
    <LegalDocument title={t('privacy_title')} lastUpdated={loaderData.lastUpdated} sections={toc}>
      <p>{t('privacy_intro', values)}</p>
      <ol className="legal-sections">
        <li id="who-we-are">
          <h2>
            <span className="legal-number">1.</span> {t('privacy_who_title')}
          </h2>
          <p>{t('privacy_who_text', values)}</p>
        </li>
        <li id="what-we-keep">
          <h2>
            <span className="legal-number">2.</span> {t('privacy_kept_title')}
          </h2>
          <p>{t('privacy_kept_lead')}</p>
          <KeptList items={keptData} />
        </li>
        <li id="cookies">
          <h2>
            <span className="legal-number">3.</span> {t('privacy_cookies_title')}
          </h2>
          <p>{t('privacy_cookies_lead')}</p>
          <KeptList items={browserData} />
        </li>
        {privacySections.map((section, i) => (
          <li key={section.id} id={section.id}>
            <h2>
              <span className="legal-number">{i + 4}.</span> {t(section.title)}
            </h2>
            {section.body.map((key) => (
              <p key={key}>{t(key, values)}</p>
            ))}
            {section.id === 'rights' ? (
              <p>
                <TextWithLink text={t('privacy_rights_account')} link={t('privacy_rights_account_link')} to="/account" />
              </p>
            ) : null}
          </li>
        ))}
        <li id="contact">
          <h2>
            <span className="legal-number">{privacySections.length + 4}.</span> {t('privacy_contact_title')}
          </h2>
          <p>
            <TextWithLink text={t('privacy_contact_text', values)} link={t('privacy_contact_link')} to="/contact" />
          </p>
        </li>
      </ol>
    </LegalDocument>
  );
}
