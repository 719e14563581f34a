import { formatPrice } from '~/domain/currency';
import { priceIn } from '~/domain/localFormat';
import { formatDay } from '~/i18n/format';
import { DEFAULT_LOCALE } from '~/i18n/locales';
import { useT } from '~/i18n/translate';
import { useLocale } from '~/i18n/useLocale';
import { convertedPrice, formatRatesDay, type CurrencyView } from './convert';

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
  // English keeps the country's format (SPEC); the other languages their own (app/domain/localFormat.ts).
  const locale = useLocale();
  const own = locale === DEFAULT_LOCALE ? formatPrice(amount, country) : priceIn(locale, amount, currency);
  const converted = convertedPrice(amount, currency, view);
  if (!converted || !view || view.target === currency) return <>{own}</>;
  return (
    <>
      <ApproxMark /> {converted}
      {withOwn && <span className="own-price"> ({own})</span>}
    </>
  );
}

/** The line that says converted prices are approximate, and of which day's rates. */
export function RatesNote({ view, className = 'rates-note muted' }: { view: CurrencyView | null | undefined; className?: string }) {
  const t = useT();
  const locale = useLocale();
  if (!view) return null;
  // English keeps its day as before ('20 Nov 2026', approximateNote); the others write it their way (app/i18n/format.ts).
  const day = locale === DEFAULT_LOCALE ? formatRatesDay(view.asOf) : formatDay(view.asOf, locale);
  return (
    <p className={className} data-testid="rates-note">
      {t(`currency_note_${view.target}`, { day })}
    </p>
  );
}

/** The '≈' before a converted amount, named in the page's language. */
function ApproxMark() {
  return (
    <abbr className="approx-mark" title={useT()('currency_approximately')}>
      ≈
    </abbr>
  );
}

/** A price range in the visitor's currency, '≈ $450 - $6,080', or nothing without a view. */
export function ConvertedRange({ min, max, currency, view }: { min: number; max: number; currency: string; view: CurrencyView | null | undefined }) {
  const low = convertedPrice(min, currency, view);
  const high = convertedPrice(max, currency, view);
  if (!low || !high) return null;
  return (
    <>
      <ApproxMark /> {low} - {high}
    </>
  );
}
