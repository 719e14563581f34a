import { useEffect, useRef, useState } from 'react';
import { HotelReviews } from './HotelReviews';
import { Link, useSearchParams } from 'react-router';
import { langOf } from '~/i18n/contentTranslations';
import { DEFAULT_LOCALE } from '~/i18n/locales';
import { useT } from '~/i18n/translate';
import { useLocale, useLocaleHref } from '~/i18n/useLocale';
import { useHydrated } from '~/lib/useHydrated';
import { numberIn, priceIn } from '~/domain/localFormat';
import { AMENITIES_SHOWN, amenitiesOf, openingHoursText } from './amenities';
import { ConvertedRange } from '~/currency/Price';
import type { CurrencyView } from '~/currency/convert';
import { formatAmount } from '~/domain/currency';
import type { Hotel } from './hotel';
import { MAX_REVIEWS_SHOWN, REVIEWS_STEP } from './paging';
import { ReviewBreakdown } from '~/reviews/ReviewBreakdown';
import { REVIEW_SORTS, type ReviewSort } from '~/reviews/reviewInput';
import { moreReviewsSearch, onlyVerified, reviewFilterSearch, reviewPagePath, reviewSortSearch } from '~/reviews/reviewLinks';
import { HOTEL_TABS, hotelTabParam, hotelTabSearch, type HotelTab } from './tabs';

/**
 * Overview, Amenities and Reviews. In the server's HTML each tab is a link to `?tab=...` and the
 * server shows the chosen panel, so they switch before the scripts run and without them. Once
 * React runs they are ARIA tabs: a click or the arrow keys switch the panel in place and the
 * address follows (replaced, not added to the history). Every panel is in the HTML (the reviews
 * for crawlers); the inactive ones are hidden.
 */
export function HotelTabs({
  hotel,
  reviewsShown,
  sort,
  today,
  currency,
}: {
  hotel: Hotel;
  reviewsShown: number;
  sort: ReviewSort;
  today: Date;
  /** The visitor's display currency (ADR 0019): the price range converted, the hotel's own beside it. */
  currency?: CurrencyView | null;
}) {
  const [searchParams] = useSearchParams();
  const fromAddress = hotelTabParam(searchParams);
  const [active, setActive] = useState<HotelTab>(fromAddress);
  // A navigation (Show more reviews) decides the tab again.
  const [addressSeen, setAddressSeen] = useState(fromAddress);
  if (addressSeen !== fromAddress) {
    setAddressSeen(fromAddress);
    setActive(fromAddress);
  }
  const enhanced = useHydrated();
  const t = useT();
  const locale = useLocale();

  const select = (tab: HotelTab) => {
    setActive(tab);
    const search = hotelTabSearch(new URLSearchParams(window.location.search), tab);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}`);
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const index = HOTEL_TABS.findIndex((t) => t.value === active);
    const last = HOTEL_TABS.length - 1;
    const forward = index === last ? 0 : index + 1;
    const back = index === 0 ? last : index - 1;
    // Right to left (Arabic), the tabs run from the right: the right arrow goes back.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = { ArrowRight: rtl ? back : forward, ArrowLeft: rtl ? forward : back, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = HOTEL_TABS[next]!.value;
    select(tab);
    document.getElementById(`hotel-tab-${tab}`)?.focus();
  };

  const { casino, priceRange } = hotel;
  // All reviews, verified stays' first; or those alone (issue 49).
  const verifiedOnly = onlyVerified(searchParams);
  const listed = verifiedOnly ? hotel.verifiedReviewCount : hotel.reviewCount;
  const reviewHref = useLocaleHref(reviewPagePath(hotel.slug));
  const panel = (tab: HotelTab) => ({
    id: `hotel-panel-${tab}`,
    className: 'tabs-panel',
    hidden: tab !== active,
    ...(enhanced && { role: 'tabpanel', 'aria-labelledby': `hotel-tab-${tab}`, tabIndex: 0 }),
  });
  return (
    <div className="tabs" id="hotel-details">
      <div className="tabs-list" aria-label={t('hotels_details_label')} {...(enhanced && { role: 'tablist', onKeyDown })}>
        {HOTEL_TABS.map(({ value, label }) => (
          <a
            key={value}
            id={`hotel-tab-${value}`}
            href={`${hotelTabSearch(searchParams, value)}#hotel-details`}
            data-state={value === active ? 'active' : 'inactive'}
            {...(enhanced
              ? {
                  role: 'tab',
                  'aria-selected': value === active,
                  'aria-controls': `hotel-panel-${value}`,
                  tabIndex: value === active ? 0 : -1,
                  onClick: (event: React.MouseEvent) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                    event.preventDefault();
                    select(value);
                  },
                }
              : { 'aria-current': value === active ? 'page' : undefined })}
          >
            {t(label)}
          </a>
        ))}
      </div>
      <div {...panel('overview')}>
        <h2 className="panel-title">{t('hotels_tab_overview')}</h2>
        <p className="description" lang={langOf(hotel, 'description')}>
          {hotel.description}
        </p>
        <dl className="overview-facts">
          <div>
            <dt>{t('hotels_opening_hours')}</dt>
            <dd>{openingHoursText(casino.openingHours, t)}</dd>
          </div>
          <div>
            <dt>{t('hotels_established')}</dt>
            <dd>{casino.yearEstablished}</dd>
          </div>
          <div>
            <dt>{t('hotels_dress_code')}</dt>
            <dd lang={langOf(hotel, 'dresscode')}>{casino.dresscode}</dd>
          </div>
          <div>
            <dt>{t('hotels_price_range')}</dt>
            <dd>
              <ConvertedRange min={priceRange.min} max={priceRange.max} currency={priceRange.currency} view={currency} />
              {currency ? ' (' : ''}
              {locale === DEFAULT_LOCALE ? (
                <>
                  {formatAmount(priceRange.min, hotel.country)} - {formatAmount(priceRange.max, hotel.country)} {priceRange.currency}
                </>
              ) : (
                <bdi>
                  {numberIn(locale, priceRange.min)} – {priceIn(locale, priceRange.max, priceRange.currency)}
                </bdi>
              )}
              {currency ? ')' : ''}
            </dd>
          </div>
        </dl>
      </div>
      <div {...panel('amenities')}>
        <h2 className="panel-title">{t('hotels_tab_amenities')}</h2>
        <Amenities items={amenitiesOf(hotel, t, locale)} enhanced={enhanced} />
      </div>
      <div {...panel('reviews')}>
        <h2 className="panel-title">{t('hotels_guest_reviews')}</h2>
        <ReviewBreakdown summary={hotel.reviewSummary} />
        {hotel.verifiedReviewCount > 0 && (
          <nav className="review-filter" aria-label={t('reviews_filter_label')}>
            <ul role="list">
              {[false, true].map((only) => (
                <li key={String(only)}>
                  <Link
                    to={`${reviewFilterSearch(searchParams, only)}#hotel-details`}
                    aria-current={only === verifiedOnly ? 'true' : undefined}
                    preventScrollReset
                    replace
                  >
                    {only ? t('reviews_filter_verified', { count: hotel.verifiedReviewCount }) : t('reviews_filter_all', { count: hotel.reviewCount })}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="review-toolbar">
          {hotel.reviews.length > 1 ? (
            <nav className="review-sort" aria-label={t('hotels_sort_reviews')}>
              <ul role="list">
                {REVIEW_SORTS.map((option) => (
                  <li key={option.value}>
                    <Link
                      to={`${reviewSortSearch(searchParams, option.value)}#hotel-details`}
                      aria-current={option.value === sort ? 'true' : undefined}
                      preventScrollReset
                      replace
                    >
                      <span className="visually-hidden">{t('hotels_sort_by')}</span>
                      {t(option.key)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : (
            <span />
          )}
          {/* The same link for everyone (this page is cached): the review page asks signed-out visitors to sign in and brings them back. */}
          <Link className="button button-outline" {...reviewHref}>
            {t('hotels_write_review')}
          </Link>
        </div>
        <HotelReviews reviews={hotel.reviews} today={today} />
        {hotel.reviews.length < listed && reviewsShown < MAX_REVIEWS_SHOWN && (
          <p className="show-more-reviews">
            <Link className="button button-outline" to={moreReviewsSearch(searchParams, reviewsShown + REVIEWS_STEP)} preventScrollReset replace>
              {t('hotels_show_more_reviews')}
            </Link>{' '}
            <span className="muted">{t('hotels_reviews_shown', { shown: hotel.reviews.length, total: listed })}</span>
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * The first six amenities, and View All Amenities / Show Less (docs/product/requirements.md section 9). In the server's
 * HTML the toggle is a <details> that reveals the rest by CSS; once React runs it is a button
 * (aria-expanded), starting in the state the visitor left the <details> in.
 */
function Amenities({ items, enhanced }: { items: string[]; enhanced: boolean }) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const more = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (more.current?.open) setExpanded(true);
  }, []);
  const shown = enhanced && !expanded ? items.slice(0, AMENITIES_SHOWN) : items;
  return (
    <div className="amenities-panel">
      <ul className="amenities" id="amenities-list">
        {shown.map((item, i) => (
          <li key={item} className={!enhanced && i >= AMENITIES_SHOWN ? 'amenity-more' : undefined}>
            {item}
          </li>
        ))}
      </ul>
      {enhanced ? (
        <button type="button" className="button button-outline" aria-expanded={expanded} aria-controls="amenities-list" onClick={() => setExpanded((v) => !v)}>
          {t(expanded ? 'hotels_show_less' : 'hotels_view_all_amenities')}
        </button>
      ) : (
        <details className="amenities-more" ref={more}>
          <summary className="button button-outline">
            <span className="when-collapsed">{t('hotels_view_all_amenities')}</span>
            <span className="when-expanded">{t('hotels_show_less')}</span>
          </summary>
        </details>
      )}
    </div>
  );
}
