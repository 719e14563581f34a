import { Link } from 'react-router';
import { excerptOf } from '~/blog/excerpt';
import { PostByline } from '~/blog/PostMeta';
import { listPostsByAuthor } from '~/blog/posts.server';
import { RatesNote } from '~/currency/Price';
import { currencyViewOf } from '~/currency/rates.server';
import { HotelCard } from '~/hotels/HotelCard';
import { listHotels } from '~/hotels/hotels.server';
import { settle } from '~/lib/pageData.server';
import { organizationJsonLd } from '~/seo/jsonLd';
import { JsonLd } from '~/seo/JsonLd';
import { originFrom, pageMeta } from '~/seo/meta';
import { useOrigin } from '~/seo/useOrigin';
import { newsletterClientAction } from '~/newsletter/newsletter';
import { NewsletterButton } from '~/newsletter/NewsletterButton';
import { newsletterAction } from '~/newsletter/subscribe.server';
import { site } from '~/site.config';
import { DecoIcon } from '~/ui/DecoIcon';
import { HeroImage } from '~/ui/HeroImage';
import { defaultStayValues, StaySearchForm } from '~/reservations/StaySearchForm';
import { utcDay } from '~/reservations/stay';
import type { Route } from './+types/HomePage';
import { casinoTeaserPoints, homeAmenities } from './homeContent';

/** Hotels featured on the home page (docs/product/requirements.md section 9). */
const FEATURED_HOTELS = 3;
/** Cards in the grid's first row on wide screens: their pictures load eagerly. */
const FIRST_ROW = 3;

export async function loader({ context, request }: Route.LoaderArgs) {
  const [featured, posts, currency] = await Promise.all([
    // Each block fails on its own: a failing query replaces only its section with the spec's text.
    settle(context, 'home: featured hotels', listHotels(context.db, { limit: FEATURED_HOTELS })),
    settle(context, 'home: latest article', listPostsByAuthor(context.db, site.publisher)),
    settle(context, 'home: exchange rates', currencyViewOf(context.db, request)),
  ]);
  const latest = posts?.find((post) => post.title);
  return {
    featuredHotels: featured?.hotels ?? null,
    latestArticle: latest
      ? { title: latest.title, slug: latest.slug, author: latest.author, createdAt: latest.createdAt, image: latest.image, excerpt: excerptOf(latest.content) }
      : null,
    latestArticleFailed: posts === null,
    today: utcDay(),
    // The visitor's display currency (docs/decisions/0019); null: each hotel's own.
    currency,
  };
}

// The newsletter dialog's form (Subscribe Now) posts here.
export const action = (args: Route.ActionArgs) => newsletterAction(args);
export const clientAction = (args: Route.ClientActionArgs) => newsletterClientAction(args);

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: `${site.name} | Luxury Hotels & Casino Resorts`, description: site.description, path: '/', origin: originFrom(matches) });
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { featuredHotels, latestArticle, latestArticleFailed, today, currency } = loaderData;
  const origin = useOrigin();
  return (
    <>
      <JsonLd data={organizationJsonLd(origin)} />
      <section className="hero hero-home">
        <HeroImage src="/images/heroes/home.svg" />
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
          <StaySearchForm id="hero-stay" action="/booking#results" values={defaultStayValues(today)} today={today} className="stay-search-compact" />
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
          <>
            <RatesNote view={currency} />
            <ul className="card-grid" role="list">
              {featuredHotels.map((hotel, i) => (
                <li key={hotel._id}>
                  <HotelCard hotel={hotel} eager={i < FIRST_ROW} currency={currency} />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="error-text" role="alert">
            Failed to fetch featured hotels
          </p>
        )}
      </section>

      <section className="casino-teaser on-dark" aria-labelledby="casino-teaser-heading">
        <div className="container casino-teaser-inner">
          <div>
            <p className="eyebrow">The Casino</p>
            <h2 id="casino-teaser-heading">Where Every Evening Is an Occasion</h2>
            <p className="lead">Classic tables, poker lounges, slot areas and private VIP salons, with hosts who know your name.</p>
            <Link className="button button-gold" to="/casino">
              Visit the Casino
            </Link>
          </div>
          <ul className="teaser-points" role="list">
            {casinoTeaserPoints.map((point) => (
              <li key={point.label}>
                <DecoIcon name={point.icon} />
                <span>{point.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container section" aria-labelledby="amenities-heading">
        <div className="section-intro">
          <p className="eyebrow">Stay, restore, dine</p>
          <h2 id="amenities-heading">Resort Amenities</h2>
          <div className="deco-rule" aria-hidden="true" />
        </div>
        <ul className="card-grid" role="list">
          {homeAmenities.map((amenity) => (
            <li key={amenity.href}>
              <article className="card">
                <img src={amenity.image} alt={amenity.imageAlt} width={1600} height={700} loading="lazy" decoding="async" className="amenity-image" />
                <div className="card-body">
                  <h3 className="card-title">{amenity.title}</h3>
                  <p className="muted">{amenity.description}</p>
                  <Link className="button button-outline" to={amenity.href}>
                    {amenity.linkLabel}
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
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

      <section className="section section-alt" aria-labelledby="claims-heading">
        <div className="container">
          <h2 id="claims-heading" className="visually-hidden">
            {site.name} in numbers
          </h2>
          <ul className="highlights" role="list">
            {[
              [site.claims.properties, 'Properties'],
              [site.claims.destinations, 'Destinations'],
              [site.claims.travellers, 'Happy travellers'],
              [site.claims.dedication, 'Dedication'],
            ].map(([number, label]) => (
              <li key={label} className="highlight">
                <p className="highlight-number">{number}</p>
                <p className="highlight-label">{label}</p>
              </li>
            ))}
          </ul>
          <p className="centered muted">Welcoming travellers since {site.claims.since}.</p>
        </div>
      </section>

      <section className="container section centered newsletter-block" aria-labelledby="newsletter-heading">
        <p className="eyebrow">The Aurelia Letter</p>
        <h2 id="newsletter-heading">Stay in Touch</h2>
        <div className="deco-rule" aria-hidden="true" />
        <p className="muted measure">Seasonal offers, new openings and invitations to our events, a few times a year.</p>
        <NewsletterButton />
      </section>
    </>
  );
}
