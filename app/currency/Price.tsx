import { formatPrice } from '~/hotels/currency';
import { approximateNote, convertedPrice, type CurrencyView } from './convert';

/**
 * A hotel's price: in its own currency (no choice, or no rate), else converted to the visitor's
 * currency, marked approximate, with the hotel's own price beside it when `withOwn`.
 */
export function Price({
  amount,
  currency,
  country,
  view,
  withOwn = false,
}: {
  amount: number;
  /** The hotel's currency code. */
  currency: string;
  /** The hotel's country: the format of its own price. */
  country: string;
  view: CurrencyView | null | undefined;
  withOwn?: boolean;
}) {
  const own = formatPrice(amount, country);
  const converted = convertedPrice(amount, currency, view);
  if (!converted || !view || view.target === currency) return <>{own}</>;
  return (
    <>
      <abbr className="approx-mark" title="approximately">
        ≈
      </abbr>{' '}
      {converted}
      {withOwn && <span className="own-price"> ({own})</span>}
    </>
  );
}

/** The line that says converted prices are approximate, and of which day's rates. */
export function RatesNote({ view, className = 'rates-note muted' }: { view: CurrencyView | null | undefined; className?: string }) {
  if (!view) return null;
  return (
    <p className={className} data-testid="rates-note">
      {approximateNote(view)}
    </p>
  );
}

/** A price range in the visitor's currency, '≈ $450 - $6,080', or nothing without a view. */
export function ConvertedRange({ min, max, currency, view }: { min: number; max: number; currency: string; view: CurrencyView | null | undefined }) {
  const low = convertedPrice(min, currency, view);
  const high = convertedPrice(max, currency, view);
  if (!low || !high) return null;
  return (
    <>
      <abbr className="approx-mark" title="approximately">
        ≈
      </abbr>{' '}
      {low} - {high}
    </>
  );
}
