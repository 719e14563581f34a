import { HeroImage } from './HeroImage';

/** A page's opening banner over its illustration (or a plain navy backdrop). */
export function PageHero({
  variant,
  eyebrow,
  title,
  lead,
  children,
  picture,
}: {
  variant: 'casino' | 'dining' | 'spa' | 'events' | 'plain';
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: React.ReactNode;
  /** The page's own photograph (an offer's), in the illustration's or the plain backdrop's place. */
  picture?: React.ReactNode;
}) {
  return (
    <section className={`hero hero-${variant}`}>
      {picture ?? (variant !== 'plain' && <HeroImage src={`/images/heroes/${variant}.svg`} />)}
      <div className="container hero-content">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1>{title}</h1>
        {lead && <p className="lead">{lead}</p>}
        {children && <div className="hero-actions">{children}</div>}
      </div>
    </section>
  );
}

/**
 * A form page's shorter banner over the home illustration: contact, and (compact, SPEC's 280 px
 * with a gold rule under the title) sign-in and sign-up.
 */
export function PageBanner({
  id,
  eyebrow,
  title,
  lead,
  compact = false,
  picture,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  compact?: boolean;
  /** The page's own photograph (a venue's), in the illustration's place. */
  picture?: React.ReactNode;
}) {
  return (
    <section className={`hero page-banner${compact ? ' page-banner-compact' : ''}`} aria-labelledby={id}>
      {picture ?? <HeroImage src="/images/heroes/home.svg" />}
      <div className="container hero-content">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 id={id}>{title}</h1>
        {lead && <p className="lead">{lead}</p>}
      </div>
    </section>
  );
}

/** A centred section heading with the Art Deco rule. */
export function SectionIntro({ id, eyebrow, title, children }: { id: string; eyebrow?: string; title: string; children?: React.ReactNode }) {
  return (
    <header className="section-intro">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id}>{title}</h2>
      <div className="deco-rule" aria-hidden="true" />
      {children}
    </header>
  );
}
