import { Link } from 'react-router';
import { contentPageMeta } from '~/seo/meta';
import type { Route } from './+types/LegalPage';
import { site } from '~/site.config';
import { LegalDocument } from './LegalDocument';
import { TERMS_LAST_UPDATED, termsSections } from './termsContent';

export function meta(args: Route.MetaArgs) {
  return contentPageMeta(args, 'Terms and Conditions', `The terms and conditions for using the ${site.name} website.`);
}

export default function LegalPage() {
  return (
    <LegalDocument title="Terms and Conditions" lastUpdated={TERMS_LAST_UPDATED} sections={termsSections}>
      <ol className="legal-sections">
        {termsSections.map((section, i) => (
          <li key={section.id} id={section.id}>
            <h2>
              <span className="legal-number">{i + 1}.</span> {section.title}
            </h2>
            {section.body.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>
                {paragraph}
                {section.id === 'responsible-gaming' && paragraph === section.body.at(-1) ? (
                  <>
                    {' '}
                    <Link to="/responsible-gaming">Read about responsible gaming</Link>.
                  </>
                ) : null}
              </p>
            ))}
          </li>
        ))}
      </ol>
      <p className="muted">
        Questions about these terms? <Link to="/contact">Contact us</Link> or write to {site.contact.email}.
      </p>
    </LegalDocument>
  );
}
