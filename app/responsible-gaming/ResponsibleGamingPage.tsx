import { Link } from 'react-router';
import { contentPageMeta } from '~/seo/meta';
import type { Route } from './+types/ResponsibleGamingPage';
import { DecoIcon } from '~/ui/DecoIcon';
import { PageHero, SectionIntro } from '~/ui/PageHero';
import { gamingGuidelines, gamingTips, supportResources } from './responsibleGamingContent';

export function meta(args: Route.MetaArgs) {
  return contentPageMeta(
    args,
    'Responsible Gaming',
    'Our commitment to responsible gaming: tips to keep play enjoyable, our guidelines, and where to find confidential support.',
  );
}

export default function ResponsibleGamingPage() {
  return (
    <>
      <PageHero variant="plain" eyebrow="Play well" title="Responsible Gaming" lead="Gaming should always be a pleasure. Here is how we keep it that way." />

      <section className="container section" aria-labelledby="rg-commitment">
        <SectionIntro id="rg-commitment" eyebrow="Our commitment" title="Our Commitment to You">
          <p className="muted">
            We want every evening at our tables to be one you remember fondly. Our staff are trained to recognise the signs of problem gambling, we never extend
            credit to encourage play, and we support every guest who asks for help, discreetly and without judgement.
          </p>
        </SectionIntro>
      </section>

      <section className="section section-alt" aria-labelledby="rg-tips">
        <div className="container">
          <SectionIntro id="rg-tips" eyebrow="Five tips" title="Tips for Gaming Responsibly" />
          <ol className="numbered-cards" role="list">
            {gamingTips.map((tip, i) => (
              <li key={tip.title} className="card numbered-card">
                <span className="numbered-card-index" aria-hidden="true">
                  {String(i + 1).padStart(2, '0')}
                </span>
                <h3 className="card-title">{tip.title}</h3>
                <p className="muted">{tip.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="container section" aria-labelledby="rg-guidelines">
        <SectionIntro id="rg-guidelines" eyebrow="House rules" title="Our Guidelines" />
        <ul className="card-grid" role="list">
          {gamingGuidelines.map((guideline, i) => (
            <li key={guideline.title}>
              <article className="card feature-card">
                <DecoIcon name={(['shield', 'key', 'clock'] as const)[i]!} />
                <h3 className="card-title">{guideline.title}</h3>
                <p className="muted">{guideline.description}</p>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <section className="section section-alt" aria-labelledby="rg-support">
        <div className="container">
          <SectionIntro id="rg-support" eyebrow="Confidential help" title="Support Resources">
            <p className="muted">If gaming has stopped being fun for you or someone close to you, these organisations can help.</p>
          </SectionIntro>
          <ul className="card-grid" role="list">
            {supportResources.map((resource) => (
              <li key={resource.name}>
                <article className="card">
                  <div className="card-body">
                    <h3 className="card-title">{resource.name}</h3>
                    <p className="muted">{resource.description}</p>
                    <a className="button button-outline" href={resource.href} target="_blank" rel="noopener noreferrer">
                      Visit {resource.name}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  </div>
                </article>
              </li>
            ))}
          </ul>
          <p className="centered muted rg-contact">
            You can also speak to any of our hosts, or <Link to="/contact">contact us</Link> in confidence.
          </p>
        </div>
      </section>
    </>
  );
}
