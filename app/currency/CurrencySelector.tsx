import { Form, useLocation } from 'react-router';
import { CURRENCY_NAMES, DISPLAY_CURRENCIES, type DisplayCurrency } from '~/lib/displayCurrency';
import { saveCurrency } from '~/preferences/localEntries';

/**
 * The footer's currency choice (docs/decisions/0019-display-currency.md): a plain form posted to
 * /preferences/currency, which keeps the choice in a cookie and sends the visitor back to this
 * page, rendered by the server in that currency. With scripts, React Router posts it and reloads
 * the page's data in place, and the choice is mirrored in userPreferences.currency.
 */
export function CurrencySelector({ current }: { current: DisplayCurrency | null }) {
  const location = useLocation();
  return (
    <Form
      method="post"
      action="/preferences/currency"
      className="currency-form"
      preventScrollReset
      onSubmit={(event) => {
        const chosen = new FormData(event.currentTarget).get('currency');
        try {
          saveCurrency(typeof chosen === 'string' && chosen !== '' ? chosen : null);
        } catch {
          // Storage refused (private mode, quota): the cookie still carries the choice.
        }
      }}
    >
      <label htmlFor="footer-currency">Currency</label>
      <select id="footer-currency" name="currency" defaultValue={current ?? ''}>
        <option value="">Hotel’s own currency</option>
        {DISPLAY_CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code}, {CURRENCY_NAMES[code]}
          </option>
        ))}
      </select>
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <button type="submit" className="button button-outline button-sm">
        Show prices
      </button>
    </Form>
  );
}
