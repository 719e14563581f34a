import { data, isRouteErrorResponse, Link } from 'react-router';
import { areaMessagesFor } from '~/i18n/catalogs.server';
import { langOf } from '~/i18n/contentTranslations';
import { localeOfPath, localizedPath } from '~/i18n/locales';
import { pageMessagesFrom, translatorFor, useT } from '~/i18n/translate';
import { useLocale, useLocaleHref } from '~/i18n/useLocale';
import { isSlug } from '~/lib/slug';
import { jpegUrl, Picture } from '~/media/Picture';
import { offerPictures } from '~/media/picturePlaces.server';
import { percentIn } from '~/pricing/planTexts';
import { stayDayIn, stayMoneyIn } from '~/domain/stayFormat';
import { originFrom, pageMeta } from '~/seo/meta';
import { site } from '~/site.config';
import { ErrorState } from '~/ui/ErrorState';
import { PageHero } from '~/ui/PageHero';
import type { Route } from './+types/OfferPage';
import { bookOfferHref } from './links';
import { findOffer } from './offers.server';
import { pageUrl } from '~/lib/pageUrl';
import { siteOf } from '~/lib/loadContext.server';

/** One offer: what it includes, where and when, its price and terms, and Book this offer (the stay search with the offer chosen). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  if (!isSlug(params.slug)) throw data({ error: 'Offer not found' }, { status: 404 });
  const locale = localeOfPath(pageUrl(request).pathname);
  const offer = await findOffer(siteOf(context).db, params.slug, locale);
  if (!offer) throw data({ error: 'Offer not found' }, { status: 404 });
  const hero = (await offerPictures.shownOf(siteOf(context).db, offer._id, locale)).find((picture) => picture.role === 'hero') ?? null;
  return { offer, hero, areaMessages: areaMessagesFor(request) };
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const page = pageMessagesFrom(matches);
  const t = page ? translatorFor(page) : null;
  if (!loaderData) return [{ title: t ? t('offers_not_found_meta', { site: site.name }) : `Offer not found | ${site.name}` }];
  return pageMeta({
    title: `${loaderData.offer.name} | ${site.name}`,
    description: loaderData.offer.summary,
    path: localizedPath(localeOfPath(location.pathname), `/offers/${loaderData.offer.slug}`),
    origin: originFrom(matches),
    image: loaderData.hero ? jpegUrl(loaderData.hero) : undefined,
  });
}

export default function OfferPage({ loaderData }: Route.ComponentProps) {
  const { offer, hero } = loaderData;
  const t = useT();
  const locale = useLocale();
  const all = useLocaleHref('/offers');
  return (
    <>
      <PageHero
        variant="plain"
        eyebrow={t('offers_eyebrow')}
        title={offer.name}
        lead={offer.summary}
        // The offer's own photograph when it has one; the plain backdrop otherwise.
        picture={hero && <Picture picture={hero} sizes="100vw" className="hero-image" eager />}
      >
        <Link className="button button-gold" to={localizedPath(locale, bookOfferHref(offer.slug))}>
          {t('offers_book')}
        </Link>
      </PageHero>
      <div className="container section offer-layout">
        <section className="card offer-section" aria-labelledby="offer-included">
          <h2 id="offer-included">{t('offers_included')}</h2>
          <p lang={langOf(offer, 'description')}>{offer.description}</p>
          <ul className="offer-inclusions">
            {offer.inclusions.map((inclusion) => (
              <li key={inclusion}>{t(`offers_inclusion_${inclusion}`)}</li>
            ))}
          </ul>
          {offer.inclusions.some((i) => i === 'spa_treatment' || i === 'dinner_credit') && <p className="muted">{t('rates_choose_time_later')}</p>}
        </section>
        <section className="card offer-section" aria-labelledby="offer-conditions">
          <h2 id="offer-conditions">{t('offers_conditions')}</h2>
          <dl className="reservation-facts">
            <div>
              <dt>{t('offers_stay')}</dt>
              <dd>{t('offers_min_nights', { count: offer.minNights })}</dd>
            </div>
            <div>
              <dt>{t('offers_when')}</dt>
              <dd>{t('offers_dates', { from: stayDayIn(locale, offer.stayFrom), until: stayDayIn(locale, offer.stayUntil) })}</dd>
            </div>
            <div>
              <dt>{t('offers_price')}</dt>
              <dd>{offer.discountPct > 0 ? t('offers_discount', { pct: percentIn(locale, offer.discountPct * 100) }) : t('offers_flexible_nights')}</dd>
            </div>
            <div>
              <dt>{t('rates_terms')}</dt>
              <dd>{t(offer.refundable ? 'offers_refundable' : 'offers_non_refundable')}</dd>
            </div>
            {offer.promoCode && (
              <div className="reservation-wide">
                <dt>{t('rates_promo_code')}</dt>
                <dd>{t('rates_promo_hint')}</dd>
              </div>
            )}
          </dl>
        </section>
        <section className="card offer-section offer-hotels" aria-labelledby="offer-where">
          <h2 id="offer-where">{t('offers_where')}</h2>
          <ul className="offer-hotel-list" role="list">
            {offer.hotels.map((hotel) => (
              <li key={hotel._id}>
                <p>
                  <strong>{hotel.name}</strong>
                  <br />
                  <span className="muted">{t('offers_place', { city: hotel.city, country: hotel.country })}</span>
                  <br />
                  <span className="muted">
                    {hotel.supplementMinor > 0
                      ? t('offers_supplement', { amount: stayMoneyIn(locale, hotel.supplementMinor, hotel, hotel.currency) })
                      : t('offers_no_supplement')}
                  </span>
                </p>
                <Link className="button button-outline button-sm" to={localizedPath(locale, bookOfferHref(offer.slug, hotel.slug))}>
                  {t('offers_book_at')}
                  <span className="visually-hidden"> {hotel.name}</span>
                </Link>
              </li>
            ))}
          </ul>
          <p>
            <Link className="text-link" {...all}>
              {t('offers_all')}
            </Link>
          </p>
        </section>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const backTo = { href: localizedPath(useLocale(), '/offers'), label: t('offers_all') };
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <ErrorState
      title={t(notFound ? 'offers_not_found' : 'offers_unavailable')}
      message={t(notFound ? 'offers_not_found_text' : 'stays_try_again')}
      backTo={backTo}
    />
  );
}
