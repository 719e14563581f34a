import { lazy, memo, Suspense, type ComponentProps } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '~/accounts/AuthProvider';
import { BOOK_PANEL_ID } from '~/accounts/redirect';
import type { CurrencyView } from '~/currency/convert';
import { Price, RatesNote } from '~/currency/Price';
import { formatDay } from '~/i18n/format';
import { langOf } from '~/i18n/contentTranslations';
import { DEFAULT_LOCALE, localizedPath } from '~/i18n/locales';
import { useT } from '~/i18n/translate';
import { useLocale, useLocaleHref } from '~/i18n/useLocale';
import { formatStayDates } from '~/domain/stayFormat';
import type { RoomOffer } from '~/reservations/RoomOffers';
import type { StayCheck } from '~/domain/stay';
import { StaySearchForm, stayValuesOf } from '~/reservations/StaySearchForm';
import { bookNowHref, reservationEnquiryHref } from './booking';
import type { Hotel } from './hotel';
import { stayProblemText } from './stayProblem';
import { withNode } from './withNode';

/**
 * The free rooms and their plans: shown after a search only, their code loads after the page's first
 * scripts (the first-load budget, ADR 0034). The server renders them whole, links only, so they read
 * and work the same before it arrives; memoized so a re-render never swaps them for the empty fallback.
 */
const LazyRoomOffers = lazy(() => import('~/reservations/RoomOffers').then((module) => ({ default: module.RoomOffers })));
const FreeRooms = memo(function FreeRooms(props: ComponentProps<typeof LazyRoomOffers>) {
  return (
    <Suspense>
      <LazyRoomOffers {...props} />
    </Suspense>
  );
});

const includes = [
  'hotels_include_accommodation',
  'hotels_include_casino',
  'hotels_include_spa',
  'hotels_include_concierge',
  'hotels_include_dining',
  'hotels_include_lounge',
] as const;

/**
 * The sticky Book Your Stay panel: dates and guests (a GET form to this page), then the room types
 * free for that stay. Signed out, Book Now leads to sign-up, which returns here with the dates
 * (redirectAfterSignup); signed in, each free room links to its request. The server renders the
 * right one from the session cookie (root loader), so it is right at first paint.
 */
export function BookYourStay({
  hotel,
  today,
  stayCheck,
  offers,
  hotelOffers,
  currency,
}: {
  hotel: Hotel;
  today: string;
  stayCheck: StayCheck | null;
  offers: RoomOffer[] | null;
  /** The brand's offers this hotel takes part in. */
  hotelOffers: { slug: string; name: string; english?: ('name' | 'summary' | 'description')[] }[];
  currency: CurrencyView | null;
}) {
  const { user } = useAuth();
  const [search] = useSearchParams();
  const t = useT();
  const locale = useLocale();
  const enquiryHref = useLocaleHref(reservationEnquiryHref(hotel.slug));
  const stay = stayCheck?.ok ? stayCheck.stay : null;
  const free = stay ? (offers ?? []) : [];
  return (
    <aside id={BOOK_PANEL_ID} className="book-panel card" aria-labelledby="book-heading">
      <h2 id="book-heading">{t('hotels_book_heading')}</h2>
      <p className="book-price">
        <strong>
          <Price amount={hotel.priceRange.min} currency={hotel.priceRange.currency} country={hotel.country} view={currency} withOwn />
        </strong>{' '}
        <span className="muted">{t('hotels_per_night')}</span>
      </p>
      <RatesNote view={currency} />
      <StaySearchForm
        id="book"
        action={`${localizedPath(locale, `/rooms/${hotel.slug}`)}#${BOOK_PANEL_ID}`}
        values={stayValuesOf(search, today)}
        today={today}
        problem={stayCheck && !stayCheck.ok ? { ...stayCheck, error: stayProblemText(t, locale, stayCheck) } : null}
        className="stay-search-panel"
      />
      {stay && (
        <div className="book-results" role="status">
          <h3>
            {free.length === 0
              ? t('hotels_nothing_free')
              : t('hotels_free_rooms', {
                  count: free.length,
                  dates: locale === DEFAULT_LOCALE ? formatStayDates(stay) : `${formatDay(stay.checkIn, locale)} – ${formatDay(stay.checkOut, locale)}`,
                })}
          </h3>
          {free.length === 0 ? (
            <p className="muted">{t('hotels_try_other')}</p>
          ) : (
            <FreeRooms offers={free} stay={stay} country={hotel.country} canRequest={Boolean(user)} signedIn={Boolean(user)} view={currency} today={today} />
          )}
        </div>
      )}
      {!stay && (
        <>
          <h3>{t('hotels_includes')}</h3>
          <ul className="includes">
            {includes.map((item) => (
              <li key={item}>{t(item)}</li>
            ))}
          </ul>
        </>
      )}
      {hotelOffers.length > 0 && (
        <>
          <h3>{t('offers_at_hotel')}</h3>
          <ul className="book-offers">
            {hotelOffers.map((offer) => (
              <li key={offer.slug}>
                <Link to={localizedPath(locale, `/offers/${offer.slug}`)} lang={langOf(offer, 'name')}>
                  {offer.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {user ? (
        <>
          <p className="book-next">
            {withNode(t('hotels_signed_in_as', { name: '\u0000' }), <strong>{user.username}</strong>)} {t(stay ? 'hotels_choose_room' : 'hotels_choose_dates')}
          </p>
          <Link className="text-link" {...enquiryHref}>
            {t('hotels_write_concierge')}
          </Link>
        </>
      ) : (
        // Sign-up is in English for now: a new document, back to this page (in its language) afterwards.
        <Link className="button button-gold button-block" to={bookNowHref(hotel.slug, stay, locale)} reloadDocument={locale !== DEFAULT_LOCALE || undefined}>
          {t('hotels_book_now')}
        </Link>
      )}
    </aside>
  );
}
