import { site } from '~/site.config';

export function BlogHero() {
  return (
    <section className="hero hero-blog">
      <div className="container hero-content">
        <p className="eyebrow">{site.publisher}</p>
        <h1>Travel Blog</h1>
        <p className="lead">Notes on travel, tables and the art of staying well.</p>
      </div>
    </section>
  );
}
