import { showsAvailability } from '~/lib/cacheDependency';
import { areaMessagesFor } from '~/i18n/catalogs.server';
import { data, Link, useSearchParams } from 'react-router';
import { useAuth } from '~/accounts/AuthProvider';
import { findOffer } from '~/offers/offers.server';
import { plansFirst } from '~/pricing/planOrder';
import { langOf } from '~/i18n/contentTranslations';
import { userFromRequest } from '~/accounts/rootSession.server';
import { RatesNote } from '~/currency/Price';
import { currencyViewOf } from '~/currency/rates.server';
import { listHotels } from '~/hotels/hotels.server';
import { StarRating } from '~/hotels/StarRating';
import { formatRating } from '~/hotels/rating';
import { HotelPlace } from '~/hotels/HotelPlace';
import { stayProblemText } from '~/hotels/stayProblem';
import { withNode } from '~/hotels/withNode';
import { formatDay, isolated } from '~/i18n/format';
import { DEFAULT_LOCALE, localeOfPath, localizedPath } from '~/i18n/locales';
import { pageMessagesFrom, translatorFor, useT } from '~/i18n/translate';
import { useLocale, useLocaleHref } from '~/i18n/useLocale';
import { searchAvailability } from '~/reservations/availabilitySearch.server';
import { formatStayDates } from '~/domain/stayFormat';
import type { Availability } from '~/reservations/reservation';
import { RoomOffers } from '~/reservations/RoomOffers';
import { StaySearchForm, stayValuesOf } from '~/reservations/StaySearchForm';
import { stayFromSearch, utcDay } from '~/domain/stay';
import { isSlug } from '~/lib/slug';
import { contentPageMeta } from '~/seo/meta';
import { site } from '~/site.config';
import { DecoIcon } from '~/ui/DecoIcon';
import { PageHero, SectionIntro } from '~/ui/PageHero';
import type { Route } from './+types/BookingPage';
import { bookingSteps } from './bookingContent';
import { pageUrl } from '~/lib/pageUrl';
import { siteOf } from '~/lib/loadContext.server';

/** Hotels per page of results. */
const HOTELS_PER_PAGE = 10;

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const search = url.searchParams;
  const locale = localeOfPath(url.pathname);
  const today = utcDay();
  const stayCheck = stayFromSearch(search, today);
  const hotelParam = search.get('hotel') || undefined;
  const page = Math.min(1000, Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1));
  // Signed in, the member price is the member's tier's (a kept page is per tier: server/signedInPages.ts).
  const user = siteOf(context).renderAs ?? (await userFromRequest(siteOf(context).db, request));
  const offerSlug = isSlug(search.get('offer') ?? '') ? search.get('offer') : null;
  const chosenOffer = offerSlug ? await findOffer(siteOf(context).db, offerSlug, locale) : null;
  const offer = chosenOffer?.slug ?? null;
  const [{ hotels }, found, currency] = await Promise.all([
    listHotels(siteOf(context).db),
    stayCheck?.ok && (hotelParam === undefined || isSlug(hotelParam))
      ? searchAvailability(siteOf(context).db, stayCheck.stay, {
          hotelSlug: hotelParam,
          limit: HOTELS_PER_PAGE + 1,
          offset: (page - 1) * HOTELS_PER_PAGE,
          locale,
          tier: user?.tier ?? null,
          offer,
          today,
        })
      : Promise.resolve([]),
    // The visitor's display currency (the cookie's; null: each hotel's own, docs/decisions/0019).
    stayCheck?.ok ? currencyViewOf(siteOf(context).db, request) : null,
  ]);
  // Each room's lowest price first (the offer searched for, when it is for one), its other plans one tap away (issue 50).
  const groups = groupByHotel(found).map(({ hotel, offers }) => ({
    hotel,
    offers: offers.map(({ roomType, available, plans }) => ({ roomType, available, ...plansFirst(plans, { signedIn: Boolean(user), featured: offer }) })),
  }));
  const headers = stayCheck?.ok ? showsAvailability : undefined;
  return data(
    {
      today,
      stayCheck,
      hotels: hotels
        .filter((h) => !chosenOffer || chosenOffer.hotels.some((o) => o._id === h._id))
        .map((h) => ({ slug: h.slug, name: h.name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      offer: chosenOffer && { slug: chosenOffer.slug, name: chosenOffer.name, english: chosenOffer.english, minNights: chosenOffer.minNights },
      results: groups.slice(0, HOTELS_PER_PAGE),
      page,
      hasMore: groups.length > HOTELS_PER_PAGE,
      currency,
      areaMessages: areaMessagesFor(request),
    },
    { headers },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

function groupByHotel(found: Availability[]) {
  const groups: { hotel: Availability['hotel']; offers: Availability[] }[] = [];
  for (const offer of found) {
    const last = groups.at(-1);
    if (last?.hotel._id === offer.hotel._id) last.offers.push(offer);
    else groups.push({ hotel: offer.hotel, offers: [offer] });
  }
  return groups;
}

export function meta(args: Route.MetaArgs) {
  const messages = pageMessagesFrom(args.matches);
  const t = messages && translatorFor(messages);
  return contentPageMeta(
    args,
    t ? t('bookstay_meta_title') : 'Book Your Stay',
    t
      ? t('bookstay_meta_description', { site: site.name })
      : `See which rooms are free at every ${site.name} resort for your dates, and request your stay. Our concierge confirms.`,
  );
}

export default function BookingPage({ loaderData }: Route.ComponentProps) {
  const { today, stayCheck, hotels, results, page, hasMore, currency, offer } = loaderData;
  const { user } = useAuth();
  const t = useT();
  const locale = useLocale();
  const booking = localizedPath(locale, '/booking');
  const concierge = useLocaleHref('/contact?category=reservation');
  const stay = stayCheck?.ok ? stayCheck.stay : null;
  const [searchParams] = useSearchParams();
  // The stay and hotel as searched, for the result pages' links.
  const search = new URLSearchParams(
    stay
      ? {
          checkIn: stay.checkIn,
          checkOut: stay.checkOut,
          guests: String(stay.guests),
          hotel: searchParams.get('hotel') ?? '',
          ...(offer && { offer: offer.slug }),
        }
      : {},
  );
  return (
    <>
      <PageHero variant="plain" eyebrow={t('bookstay_eyebrow')} title={t('bookstay_title')} lead={t('bookstay_lead')} />
      <section className="container section booking-search" aria-labelledby="search-heading">
        <h2 id="search-heading" className="visually-hidden">
          {t('stay_search')}
        </h2>
        {offer && (
          <p className="booking-offer" data-testid="booking-offer">
            {withNode(
              t('offers_chosen', { offer: '\u0000', nights: offer.minNights }),
              <Link to={localizedPath(locale, `/offers/${offer.slug}`)} lang={langOf(offer, 'name')}>
                {offer.name}
              </Link>,
            )}
          </p>
        )}
        <StaySearchForm
          offer={offer?.slug}
          id="booking"
          action={`${booking}#results`}
          values={stayValuesOf(searchParams, today)}
          today={today}
          hotels={hotels}
          problem={stayCheck && !stayCheck.ok ? { ...stayCheck, error: stayProblemText(t, locale, stayCheck) } : null}
          submitLabel={t('bookstay_search')}
          className="stay-search-wide"
        />
      </section>
      {stay && (
        <section className="container section-tight booking-results" id="results" aria-labelledby="results-heading">
          <h2 id="results-heading" role="status">
            {results.length === 0
              ? t('bookstay_nothing_free')
              : t('bookstay_free', {
                  dates: locale === DEFAULT_LOCALE ? formatStayDates(stay) : `${formatDay(stay.checkIn, locale)} – ${formatDay(stay.checkOut, locale)}`,
                  guests: t('bookstay_guests', { count: stay.guests }),
                })}
          </h2>
          {results.length === 0 ? (
            <p className="muted">
              {withNode(
                t('bookstay_try_other', { link: '\u0000' }),
                <Link className="text-link" {...concierge}>
                  {t('bookstay_ask_concierge')}
                </Link>,
              )}
            </p>
          ) : (
            <>
              {currency && (
                <>
                  <RatesNote view={currency} />
                  <p className="muted">{t('bookstay_totals_note')}</p>
                </>
              )}
              <ul className="booking-hotels" role="list">
                {results.map(({ hotel, offers }) => (
                  <li key={hotel._id} className="card booking-hotel">
                    <h3 className="card-title">
                      <Link to={localizedPath(locale, `/rooms/${hotel.slug}`)}>{hotel.name}</Link>
                    </h3>
                    <p className="muted booking-hotel-place">
                      {hotel.place ? <HotelPlace hotel={hotel.place} /> : `${hotel.city}, ${hotel.country}`} ·{' '}
                      <StarRating value={hotel.averageRating} size="sm" /> {formatRating(hotel.averageRating, locale)}
                    </p>
                    <RoomOffers offers={offers} stay={stay} country={hotel.country} canRequest signedIn={Boolean(user)} view={currency} today={today} />
                  </li>
                ))}
              </ul>
            </>
          )}
          {!user && results.length > 0 && <p className="muted">{t('bookstay_sign_in_note')}</p>}
          {(page > 1 || hasMore) && (
            <nav className="pagination" aria-label={t('bookstay_more_results')}>
              <ul>
                {page > 1 && (
                  <li>
                    <Link to={`${booking}?${search}&page=${page - 1}#results`}>{t('bookstay_previous')}</Link>
                  </li>
                )}
                {hasMore && (
                  <li>
                    <Link to={`${booking}?${search}&page=${page + 1}#results`}>{t('bookstay_next')}</Link>
                  </li>
                )}
              </ul>
            </nav>
          )}
        </section>
      )}
      <section className="container section" aria-labelledby="booking-how">
        <SectionIntro id="booking-how" eyebrow={t('bookstay_how_eyebrow')} title={t('bookstay_how_title')}>
          <p className="muted">{t('bookstay_how_text')}</p>
        </SectionIntro>
        <ol className="card-grid" role="list">
          {bookingSteps.map((step) => (
            <li key={step.title}>
              <article className="card feature-card">
                <DecoIcon name={step.icon} />
                <h3 className="card-title">{t(step.title)}</h3>
                <p className="muted">{t(step.description)}</p>
              </article>
            </li>
          ))}
        </ol>
      </section>
      <section className="section section-alt centered" aria-labelledby="booking-cta">
        <div className="container">
          <h2 id="booking-cta">{t('bookstay_cta_title')}</h2>
          <div className="deco-rule" aria-hidden="true" />
          <p className="muted measure">
            {t('bookstay_cta_text', { phone: isolated(site.contact.phone, locale), email: isolated(site.contact.email, locale) })}
          </p>
          <p className="hero-actions">
            <Link className="button button-outline" {...concierge}>
              {t('bookstay_cta_button')}
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
