import { Form, Link } from 'react-router';
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
export function HotelSearchForm({ values, countries, problem, formKey, onToggle, displayCurrency }: Props) {
  const invalid = (field: string) => (problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': 'hotel-search-error', autoFocus: true } : {});
  const ratings = values.minRating && !RATING_CHOICES.includes(values.minRating) ? [...RATING_CHOICES, values.minRating] : RATING_CHOICES;
  // An address with bounds and no currency is in euros; without bounds, offer the list's currency.
  const boundsCurrency = values.currency ?? (values.priceMin || values.priceMax ? 'EUR' : (displayCurrency ?? 'EUR'));
  return (
    <details className="hotel-search" open onToggle={(e) => onToggle?.(e.currentTarget.open)}>
      <summary>Search and filter</summary>
      <Form key={formKey} method="get" action="/rooms" preventScrollReset className="hotel-search-form" aria-label="Search hotels">
        {problem && (
          <p id="hotel-search-error" className="form-alert form-alert-error hotel-search-error" role="alert">
            {problem.message}
          </p>
        )}
        <div className="field hotel-search-text">
          <label htmlFor="hotel-search-q">Hotel, city or country</label>
          <input id="hotel-search-q" name="q" type="search" maxLength={100} defaultValue={values.q ?? ''} {...invalid('q')} />
        </div>
        <div className="field">
          <label htmlFor="hotel-search-country">Country</label>
          <select id="hotel-search-country" name="country" defaultValue={values.country ?? ''} {...invalid('country')}>
            <option value="">Any country</option>
            {countries.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="hotel-search-sort">Sort by</label>
          <select id="hotel-search-sort" name="sort" defaultValue={values.sort ?? 'recommended'} {...invalid('sort')}>
            {HOTEL_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="hotel-search-range">
          <legend>Price per night</legend>
          <div className="field">
            <label htmlFor="hotel-search-price-min">From</label>
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
            <label htmlFor="hotel-search-price-max">To</label>
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
            <label htmlFor="hotel-search-currency">Price currency</label>
            <select
              id="hotel-search-currency"
              name="currency"
              defaultValue={boundsCurrency}
              aria-describedby="hotel-search-price-hint"
              {...invalid('currency')}
            >
              {DISPLAY_CURRENCIES.map((c) => (
                <option key={c} value={c} title={CURRENCY_NAMES[c]}>
                  {c}
                </option>
              ))}
            </select>
          </div>
          <p id="hotel-search-price-hint" className="field-hint">
            The starting rate; each hotel&apos;s own price is converted at our stored rates.
          </p>
        </fieldset>
        <div className="field">
          <label htmlFor="hotel-search-rating">Guest rating</label>
          <select id="hotel-search-rating" name="minRating" defaultValue={values.minRating ?? ''} {...invalid('minRating')}>
            <option value="">Any rating</option>
            {ratings.map((r) => (
              <option key={r} value={r}>
                {r} and up
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="hotel-search-vip">VIP lounges, at least</label>
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
          <label htmlFor="hotel-search-tables">Gaming tables, at least</label>
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
            Show hotels
          </button>
          <Link className="text-link" to="/rooms#hotels">
            Clear filters
          </Link>
        </div>
      </Form>
    </details>
  );
}
