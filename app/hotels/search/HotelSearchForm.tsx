import { Form, Link } from 'react-router';
import { DEFAULT_LOCALE, localizedPath } from '~/i18n/locales';
import { useT, type MessageKey } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import { CURRENCY_NAMES, DISPLAY_CURRENCIES, type DisplayCurrency } from '~/lib/displayCurrency';
import { HOTEL_SORTS, SORT_LABELS } from './search';

/** What the form shows: the URL's values as typed (also when one of them was refused). */
export type SearchValues = Partial<Record<'q' | 'country' | 'priceMin' | 'priceMax' | 'currency' | 'minRating' | 'vipLounges' | 'minTables' | 'sort', string>>;

const RATING_CHOICES = ['3', '3.5', '4', '4.5'];

interface Props {
  values: SearchValues;
  countries: readonly string[];
  /** The refused parameter and why. */
  problem: { field: string; message: string } | null;
  /** Changes with the address and the display currency, so the fields show the address's search after a navigation (back too) or a currency choice. */
  formKey: string;
  /** The visitor opened or closed the panel (viewSettings.filtersVisible). */
  onToggle?: (open: boolean) => void;
  /** The visitor's display currency (ADR 0019): the bounds' currency until the address names one. */
  displayCurrency?: DisplayCurrency | null;
}

/**
 * The hotel search: a GET form, so it works before the scripts run and without them (the address
 * holds the search); with them React Router fetches the new list in place. The server checks
 * every field again (searchParams.server.ts).
 */
/** A refused search in the page's language (English: the API's own words, as before). */
function problemKey({ field, message }: { field: string; message: string }): MessageKey {
  if (field === 'priceMax' && message.includes('not be more than')) return 'hotels_search_error_price_order';
  const keys: Record<string, MessageKey> = {
    q: 'hotels_search_error_q',
    country: 'hotels_search_error_country',
    sort: 'hotels_search_error_sort',
    priceMin: 'hotels_search_error_price',
    priceMax: 'hotels_search_error_price',
    currency: 'hotels_search_error_currency',
    minRating: 'hotels_search_error_rating',
  };
  return keys[field] ?? 'hotels_search_error_number';
}

export function HotelSearchForm({ values, countries, problem, formKey, onToggle, displayCurrency }: Props) {
  const t = useT();
  const locale = useLocale();
  const rooms = localizedPath(locale, '/rooms');
  const invalid = (field: string) => (problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': 'hotel-search-error', autoFocus: true } : {});
  const ratings = values.minRating && !RATING_CHOICES.includes(values.minRating) ? [...RATING_CHOICES, values.minRating] : RATING_CHOICES;
  // An address with bounds and no currency is in euros; without bounds, offer the list's currency.
  const boundsCurrency = values.currency ?? (values.priceMin || values.priceMax ? 'EUR' : (displayCurrency ?? 'EUR'));
  return (
    <details className="hotel-search" open onToggle={(e) => onToggle?.(e.currentTarget.open)}>
      <summary>{t('hotels_search_summary')}</summary>
      <Form key={formKey} method="get" action={rooms} preventScrollReset className="hotel-search-form" aria-label={t('hotels_search_label')}>
        {problem && (
          <p id="hotel-search-error" className="form-alert form-alert-error hotel-search-error" role="alert">
            {locale === DEFAULT_LOCALE ? problem.message : t(problemKey(problem))}
          </p>
        )}
        <div className="field hotel-search-text">
          <label htmlFor="hotel-search-q">{t('hotels_search_text')}</label>
          <input id="hotel-search-q" name="q" type="search" maxLength={100} defaultValue={values.q ?? ''} {...invalid('q')} />
        </div>
        <div className="field">
          <label htmlFor="hotel-search-country">{t('hotels_search_country')}</label>
          <select id="hotel-search-country" name="country" defaultValue={values.country ?? ''} {...invalid('country')}>
            <option value="">{t('hotels_search_any_country')}</option>
            {/* The countries' names as the hotels' records hold them (the filter's values). */}
            {countries.map((c) => (
              <option key={c} value={c} lang={locale === DEFAULT_LOCALE ? undefined : 'en'}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="hotel-search-sort">{t('hotels_search_sort')}</label>
          <select id="hotel-search-sort" name="sort" defaultValue={values.sort ?? 'recommended'} {...invalid('sort')}>
            {HOTEL_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(SORT_LABELS[s])}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="hotel-search-range">
          <legend>{t('hotels_search_price')}</legend>
          <div className="field">
            <label htmlFor="hotel-search-price-min">{t('hotels_search_price_from')}</label>
            <input
              id="hotel-search-price-min"
              name="priceMin"
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              defaultValue={values.priceMin ?? ''}
              aria-describedby="hotel-search-price-hint"
              {...invalid('priceMin')}
            />
          </div>
          <div className="field">
            <label htmlFor="hotel-search-price-max">{t('hotels_search_price_to')}</label>
            <input
              id="hotel-search-price-max"
              name="priceMax"
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              defaultValue={values.priceMax ?? ''}
              aria-describedby="hotel-search-price-hint"
              {...invalid('priceMax')}
            />
          </div>
          <div className="field">
            <label htmlFor="hotel-search-currency">{t('hotels_search_currency')}</label>
            <select
              id="hotel-search-currency"
              name="currency"
              defaultValue={boundsCurrency}
              aria-describedby="hotel-search-price-hint"
              {...invalid('currency')}
            >
              {DISPLAY_CURRENCIES.map((c) => (
                <option key={c} value={c} title={locale === DEFAULT_LOCALE ? CURRENCY_NAMES[c] : t(`currency_name_${c}`)}>
                  {c}
                </option>
              ))}
            </select>
          </div>
          <p id="hotel-search-price-hint" className="field-hint">
            {t('hotels_search_price_hint')}
          </p>
        </fieldset>
        <div className="field">
          <label htmlFor="hotel-search-rating">{t('hotels_search_rating')}</label>
          <select id="hotel-search-rating" name="minRating" defaultValue={values.minRating ?? ''} {...invalid('minRating')}>
            <option value="">{t('hotels_search_any_rating')}</option>
            {ratings.map((r) => (
              <option key={r} value={r}>
                {t('hotels_search_rating_up', {
                  rating: locale === DEFAULT_LOCALE || !/^[\d.]+$/.test(r) ? r : r.replace('.', locale === 'ar' || locale === 'zh' ? '.' : ','),
                })}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="hotel-search-vip">{t('hotels_search_vip')}</label>
          <input
            id="hotel-search-vip"
            name="vipLounges"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            defaultValue={values.vipLounges ?? ''}
            {...invalid('vipLounges')}
          />
        </div>
        <div className="field">
          <label htmlFor="hotel-search-tables">{t('hotels_search_tables')}</label>
          <input
            id="hotel-search-tables"
            name="minTables"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            defaultValue={values.minTables ?? ''}
            {...invalid('minTables')}
          />
        </div>
        <div className="hotel-search-actions">
          <button type="submit" className="button button-gold">
            {t('hotels_search_submit')}
          </button>
          <Link className="text-link" to={`${rooms}#hotels`}>
            {t('hotels_search_clear')}
          </Link>
        </div>
      </Form>
    </details>
  );
}
