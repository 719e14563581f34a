import type { ReactNode } from 'react';
import { PageHero } from '~/ui/PageHero';

/** A legal text (the terms, the privacy policy): its hero with the update date, a table of contents beside it, the text in a card. */
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
  return (
    <>
      <PageHero variant="plain" eyebrow="Legal" title={title} lead={`Last Updated: ${lastUpdated}`} />
      <div className="container section legal-layout">
        <nav className="legal-toc" aria-label="Sections">
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
