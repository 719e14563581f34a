import { Link } from 'react-router';
import { contentPageMeta } from '~/seo/meta';
import { site } from '~/site.config';
import { LegalDocument } from './LegalDocument';
import type { Route } from './+types/PrivacyPage';
import { browserData, controller, keptData, PRIVACY_LAST_UPDATED, privacyIntro, privacySections, type KeptData } from './privacyContent';

export function meta(args: Route.MetaArgs) {
  return contentPageMeta(args, 'Privacy Policy', `What ${site.name} keeps about you, why and for how long, and how to see, change or delete it.`);
}

const toc = [
  { id: 'who-we-are', title: controller.title },
  { id: 'what-we-keep', title: 'What we keep, and why' },
  { id: 'cookies', title: 'Cookies and your browser' },
  ...privacySections.map(({ id, title }) => ({ id, title })),
  { id: 'contact', title: 'Contact us' },
];

function KeptList({ items }: { items: KeptData[] }) {
  return (
    <ul className="privacy-kept">
      {items.map((item) => (
        <li key={item.name}>
          <h3>{item.name}</h3>
          <p>{item.what}</p>
          <dl>
            <dt>Why</dt>
            <dd>{item.why}</dd>
            <dt>How long</dt>
            <dd>{item.howLong}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

export default function PrivacyPage() {
  return (
    <LegalDocument title="Privacy Policy" lastUpdated={PRIVACY_LAST_UPDATED} sections={toc}>
      <p>{privacyIntro}</p>
      <ol className="legal-sections">
        <li id="who-we-are">
          <h2>
            <span className="legal-number">1.</span> {controller.title}
          </h2>
          {controller.body.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
        </li>
        <li id="what-we-keep">
          <h2>
            <span className="legal-number">2.</span> What we keep, and why
          </h2>
          <p>Only what you give us or what the site needs to work. Nothing is collected for advertising.</p>
          <KeptList items={keptData} />
        </li>
        <li id="cookies">
          <h2>
            <span className="legal-number">3.</span> Cookies and your browser
          </h2>
          <p>
            We set no advertising or third-party cookies, and the fonts and pictures come from our own servers. You can change your cookie choices at any time
            with Cookie settings at the foot of every page.
          </p>
          <KeptList items={browserData} />
        </li>
        {privacySections.map((section, i) => (
          <li key={section.id} id={section.id}>
            <h2>
              <span className="legal-number">{i + 4}.</span> {section.title}
            </h2>
            {section.body.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
            {section.id === 'rights' ? (
              <p>
                <Link to="/account">Go to your account</Link> to download your data or delete your account.
              </p>
            ) : null}
          </li>
        ))}
        <li id="contact">
          <h2>
            <span className="legal-number">{privacySections.length + 4}.</span> Contact us
          </h2>
          <p>
            Write to {site.contact.email}, call {site.contact.phone}, or use our <Link to="/contact">contact form</Link>.
          </p>
        </li>
      </ol>
    </LegalDocument>
  );
}
