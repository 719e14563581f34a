import type { ReactNode } from 'react';
import { useT } from '~/i18n/translate';
import { PageHero } from '~/ui/PageHero';

/**
 * A legal text (the terms, the privacy policy): its hero with the update date, a table of contents
 * beside it, the text in a card. `lastUpdated` comes written out in the page's language (legalDates.ts).
 */
export function LegalDocument({
  title,
  lastUpdated,
  sections,
  children,
}: {
  title: string;
  lastUpdated: string;
  sections: readonly { id: string; title: string }[];
  children: ReactNode;
}) {
  const t = useT();
  return (
    <>
      <PageHero variant="plain" eyebrow={t('legal_eyebrow')} title={title} lead={t('legal_last_updated', { date: lastUpdated })} />
      <div className="container section legal-layout">
        <nav className="legal-toc" aria-label={t('legal_sections')}>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="card prose legal-terms">{children}</article>
      </div>
    </>
  );
}

/** A translated sentence that names a technical name (a cookie's): the name, found in the sentence, set as code. */
export function TextWithCode({ text, code }: { text: string; code: string | undefined }) {
  const at = code ? text.indexOf(code) : -1;
  if (!code || at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <code>{code}</code>
      {text.slice(at + code.length)}
    </>
  );
}
