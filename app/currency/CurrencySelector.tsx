import { Form, useLocation } from 'react-router';
import { useT } from '~/i18n/translate';
import { DISPLAY_CURRENCIES, type DisplayCurrency } from '~/lib/displayCurrency';
import { withLocalEntries } from '~/preferences/withLocalEntries';

/**
 * The footer's currency choice (docs/decisions/0019-display-currency.md): a plain form posted to
 * /preferences/currency, which keeps the choice in a cookie and sends the visitor back to this
 * page, rendered by the server in that currency. With scripts, React Router posts it and reloads
 * the page's data in place, and the choice is mirrored in userPreferences.currency.
 */
export function CurrencySelector({ current }: { current: DisplayCurrency | null }) {
  const t = useT();
  const location = useLocation();
  return (
    <Form
      method="post"
      action="/preferences/currency"
      className="currency-form"
      preventScrollReset
      onSubmit={(event) => {
        const chosen = new FormData(event.currentTarget).get('currency');
        // Storage may refuse (private mode, quota): the cookie still carries the choice.
        withLocalEntries(({ saveCurrency }) => saveCurrency(typeof chosen === 'string' && chosen !== '' ? chosen : null));
      }}
    >
      <label htmlFor="footer-currency">{t('currency_label')}</label>
      <select id="footer-currency" name="currency" defaultValue={current ?? ''}>
        <option value="">{t('currency_own')}</option>
        {DISPLAY_CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {t('currency_option', { code, name: t(`currency_name_${code}`) })}
          </option>
        ))}
      </select>
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <button type="submit" className="button button-outline button-sm">
        {t('currency_show')}
      </button>
    </Form>
  );
}
