import { Link } from 'react-router';
import { areaMessagesFor } from '~/i18n/catalogs.server';
import { localeOfPath, localizedPath } from '~/i18n/locales';
import { useLocale } from '~/i18n/useLocale';
import { pageMessagesFrom, translatorFor, useT } from '~/i18n/translate';
import { ShellLink } from '~/layout/ShellLink';
import { PostByline } from '~/blog/PostMeta';
import { postLanguageAttributes } from '~/blog/postLanguage';
import { RatesNote } from '~/currency/Price';
import { currencyViewOf } from '~/currency/rates.server';
import { HotelCard } from '~/hotels/HotelCard';
import { listHotels, withCardPhotos } from '~/hotels/hotels.server';
import { Picture } from '~/media/Picture';
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
import { utcDay } from '~/domain/stay';
import type { Route } from './+types/HomePage';
import { casinoTeaserPoints, homeAmenities } from './homeContent';
import { latestArticleOf } from './latestArticle.server';
import { pageUrl } from '~/lib/pageUrl';
import { siteOf } from '~/lib/loadContext.server';

/** Hotels featured on the home page (docs/product/requirements.md section 9). */
const FEATURED_HOTELS = 3;
/** Cards in the grid's first row on wide screens: their pictures load eagerly. */
const FIRST_ROW = 3;
/** The latest article's card: the page's width on a phone, half of the 1,200 px column from 800 px (cards.css). */
const LATEST_ARTICLE_SIZES = '(min-width: 800px) 600px, 100vw';

export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeOfPath(pageUrl(request).pathname);
  const [featured, latest, currency] = await Promise.all([
    // Each block fails on its own: a failing query replaces only its section with the spec's text.
    settle(
      context,
      'home: featured hotels',
      listHotels(siteOf(context).db, { limit: FEATURED_HOTELS, locale }).then(({ hotels }) => withCardPhotos(siteOf(context).db, hotels, locale)),
    ),
    settle(context, 'home: latest article', latestArticleOf(siteOf(context).db, locale)),
    settle(context, 'home: exchange rates', currencyViewOf(siteOf(context).db, request)),
  ]);
  return {
    featuredHotels: featured,
    latestArticle: latest?.article ?? null,
    latestArticleFailed: latest === null,
    today: utcDay(),
    // The visitor's display currency (docs/decisions/0019); null: each hotel's own.
    currency,
    areaMessages: areaMessagesFor(request),
  };
}

// The newsletter dialog's form (Subscribe Now) posts here.
export const action = (args: Route.ActionArgs) => newsletterAction(args);
export const clientAction = (args: Route.ClientActionArgs) => newsletterClientAction(args);

export function meta({ matches, location }: Route.MetaArgs) {
  const path = localizedPath(localeOfPath(location.pathname), '/');
  const t = translatorFor(pageMessagesFrom(matches)!);
  return pageMeta({ title: t('home_title', { name: site.name }), description: t('site_description'), path, origin: originFrom(matches) });
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { featuredHotels, latestArticle, latestArticleFailed, today, currency } = loaderData;
  const origin = useOrigin();
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <JsonLd data={organizationJsonLd(origin)} />
      <section className="hero hero-home">
        <HeroImage src="/images/heroes/home.svg" />
        <div className="container hero-content">
          <p className="eyebrow">{t('site_slogan')}</p>
          <h1>{site.name}</h1>
          <p className="lead">{t('site_tagline')}</p>
          <p className="hero-actions">
            <ShellLink className="button button-gold" href="/casino">
              {t('home_discover_casino')}
            </ShellLink>
            <ShellLink className="button button-outline" href="/rooms">
              {t('explore_hotels')}
            </ShellLink>
          </p>
          <StaySearchForm id="hero-stay" action="/booking#results" values={defaultStayValues(today)} today={today} className="stay-search-compact" />
        </div>
      </section>

      <section className="container section" aria-labelledby="featured-heading">
        <div className="section-head">
          <h2 id="featured-heading">{t('home_featured')}</h2>
          <ShellLink href="/rooms" className="text-link">
            {t('home_view_all')}
            <span className="visually-hidden">{t('home_view_all_hidden')}</span>
          </ShellLink>
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
            {t('home_featured_failed')}
          </p>
        )}
      </section>

      <section className="casino-teaser on-dark" aria-labelledby="casino-teaser-heading">
        <div className="container casino-teaser-inner">
          <div>
            <p className="eyebrow">{t('home_casino_eyebrow')}</p>
            <h2 id="casino-teaser-heading">{t('home_casino_title')}</h2>
            <p className="lead">{t('home_casino_lead')}</p>
            <ShellLink className="button button-gold" href="/casino">
              {t('home_visit_casino')}
            </ShellLink>
          </div>
          <ul className="teaser-points" role="list">
            {casinoTeaserPoints.map((point) => (
              <li key={point.icon}>
                <DecoIcon name={point.icon} />
                <span>{t(point.label)}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container section" aria-labelledby="amenities-heading">
        <div className="section-intro">
          <p className="eyebrow">{t('home_amenities_eyebrow')}</p>
          <h2 id="amenities-heading">{t('home_amenities_title')}</h2>
          <div className="deco-rule" aria-hidden="true" />
        </div>
        <ul className="card-grid" role="list">
          {homeAmenities.map((amenity) => (
            <li key={amenity.href}>
              <article className="card">
                <img src={amenity.image} alt={amenity.imageAlt} width={1600} height={700} loading="lazy" decoding="async" className="amenity-image" />
                <div className="card-body">
                  <h3 className="card-title">{t(amenity.title)}</h3>
                  <p className="muted">{t(amenity.description)}</p>
                  <ShellLink className="button button-outline" href={amenity.href}>
                    {t(amenity.linkLabel)}
                  </ShellLink>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <section className="container section" aria-labelledby="latest-heading">
        <div className="section-head">
          <h2 id="latest-heading">{t('home_latest')}</h2>
          <ShellLink href="/blog" className="text-link">
            {t('home_read_blog')}
          </ShellLink>
        </div>
        {latestArticleFailed ? (
          <p className="error-text" role="alert">
            {t('home_latest_failed')}
          </p>
        ) : (
          latestArticle && (
            <article className="card latest-article" data-testid="latest-article">
              {latestArticle.cover ? (
                <Picture picture={latestArticle.cover} sizes={LATEST_ARTICLE_SIZES} className="card-photo" pageLang={locale} />
              ) : (
                latestArticle.image && <img src={latestArticle.image} alt="" width={1200} height={800} loading="lazy" decoding="async" />
              )}
              <div className="card-body">
                <h3 className="card-title" {...postLanguageAttributes(latestArticle.language, locale)}>
                  {latestArticle.title}
                </h3>
                <PostByline author={latestArticle.author.username} createdAt={latestArticle.createdAt} />
                <p {...postLanguageAttributes(latestArticle.language, locale)}>{latestArticle.excerpt}</p>
                <Link className="button button-gold" to={localizedPath(locale, `/blog/${latestArticle.slug}`)}>
                  {t('home_read_more')}
                  <span className="visually-hidden">
                    : <span {...postLanguageAttributes(latestArticle.language, locale)}>{latestArticle.title}</span>
                  </span>
                </Link>
              </div>
            </article>
          )
        )}
      </section>

      <section className="section section-alt" aria-labelledby="claims-heading">
        <div className="container">
          <h2 id="claims-heading" className="visually-hidden">
            {t('home_in_numbers', { name: site.name })}
          </h2>
          <ul className="highlights" role="list">
            {[
              [site.claims.properties, t('claim_properties')],
              [site.claims.destinations, t('claim_destinations')],
              [site.claims.travellers, t('claim_travellers')],
              [site.claims.dedication, t('claim_dedication')],
            ].map(([number, label]) => (
              <li key={label} className="highlight">
                <p className="highlight-number">{number}</p>
                <p className="highlight-label">{label}</p>
              </li>
            ))}
          </ul>
          <p className="centered muted">{t('home_since', { year: site.claims.since })}</p>
        </div>
      </section>

      <section className="container section centered newsletter-block" aria-labelledby="newsletter-heading">
        <p className="eyebrow">{t('home_letter_eyebrow')}</p>
        <h2 id="newsletter-heading">{t('home_letter_title')}</h2>
        <div className="deco-rule" aria-hidden="true" />
        <p className="muted measure">{t('home_letter_lead')}</p>
        <NewsletterButton />
      </section>
    </>
  );
}
