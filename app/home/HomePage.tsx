import { Link } from 'react-router';
import { excerptOf } from '~/blog/excerpt';
import { PostByline } from '~/blog/PostMeta';
import { listPostsByAuthor } from '~/blog/posts.server';
import { HotelCard } from '~/hotels/HotelCard';
import { listHotels } from '~/hotels/hotels.server';
import { logger } from '~/lib/logger.server';
import { NewsletterDialog } from '~/newsletter/NewsletterDialog';
import { site } from '~/site.config';
import type { Route } from './+types/HomePage';

/** Hotels featured on the home page (SPEC.md section 9). */
const FEATURED_HOTELS = 3;

// Each block fails on its own: a failing query replaces only its section with the spec's text.
async function settle<T>(what: string, work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (err) {
    logger.error({ err }, `home: ${what} failed`);
    return null;
  }
}

export async function loader({ context }: Route.LoaderArgs) {
  const [featured, posts] = await Promise.all([
    settle('featured hotels', listHotels(context.db, { limit: FEATURED_HOTELS })),
    settle('latest article', listPostsByAuthor(context.db, site.publisher)),
  ]);
  const latest = posts?.find((post) => post.title);
  return {
    featuredHotels: featured?.hotels ?? null,
    latestArticle: latest ? { title: latest.title, slug: latest.slug, author: latest.author, createdAt: latest.createdAt, image: latest.image, excerpt: excerptOf(latest.content) } : null,
    latestArticleFailed: posts === null,
  };
}

export function meta() {
  return [
    { title: `${site.name} | Luxury Hotels & Casino Resorts` },
    { name: 'description', content: site.description },
  ];
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { featuredHotels, latestArticle, latestArticleFailed } = loaderData;
  return (
    <>
      <section className="hero hero-home">
        <div className="container hero-content">
          <p className="eyebrow">{site.slogan}</p>
          <h1>{site.name}</h1>
          <p className="lead">{site.tagline}</p>
          <p className="hero-actions">
            <Link className="button button-gold" to="/casino">
              Discover the Casino
            </Link>
            <Link className="button button-outline" to="/rooms">
              Explore Hotels
            </Link>
          </p>
        </div>
      </section>

      <section className="container section" aria-labelledby="featured-heading">
        <div className="section-head">
          <h2 id="featured-heading">Featured Hotels</h2>
          <Link to="/rooms" className="text-link">
            View All<span className="visually-hidden"> hotels</span>
          </Link>
        </div>
        {featuredHotels ? (
          <ul className="card-grid" role="list">
            {featuredHotels.map((hotel) => (
              <li key={hotel._id}>
                <HotelCard hotel={hotel} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="error-text" role="alert">
            Failed to fetch featured hotels
          </p>
        )}
      </section>

      <section className="container section" aria-labelledby="latest-heading">
        <div className="section-head">
          <h2 id="latest-heading">Latest Article</h2>
          <Link to="/blog" className="text-link">
            Read the blog
          </Link>
        </div>
        {latestArticleFailed ? (
          <p className="error-text" role="alert">
            Failed to fetch latest articles
          </p>
        ) : (
          latestArticle && (
            <article className="card latest-article" data-testid="latest-article">
              {latestArticle.image && <img src={latestArticle.image} alt="" width={1200} height={800} loading="lazy" decoding="async" />}
              <div className="card-body">
                <h3 className="card-title">{latestArticle.title}</h3>
                <PostByline author={latestArticle.author.username} createdAt={latestArticle.createdAt} />
                <p>{latestArticle.excerpt}</p>
                <Link className="button button-gold" to={`/blog/${latestArticle.slug}`}>
                  Read More<span className="visually-hidden">: {latestArticle.title}</span>
                </Link>
              </div>
            </article>
          )
        )}
      </section>

      <section className="container section newsletter-section" aria-labelledby="newsletter-heading">
        <h2 id="newsletter-heading">Stay in the know</h2>
        <p>Seasonal offers, new openings and stories from our hotels, once a month.</p>
        <NewsletterDialog />
      </section>
    </>
  );
}
