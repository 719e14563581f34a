import { site } from '~/site.config';
import { HeroImage } from '~/ui/HeroImage';

export function BlogHero() {
  return (
    <section className="hero hero-blog">
      <HeroImage src="/images/heroes/blog.svg" />
      <div className="container hero-content">
        <p className="eyebrow">{site.publisher}</p>
        <h1>Travel Blog</h1>
        <p className="lead">Notes on travel, tables and the art of staying well.</p>
      </div>
    </section>
  );
}
