import { data, redirect } from 'react-router';
import { safeRedirectPath } from '~/accounts/redirect';
import { isLocalHost } from '~/accounts/sessions.server';
import { currencyCookie, isDisplayCurrency, type DisplayCurrency } from '~/lib/displayCurrency';
import type { Route } from './+types/CurrencyRoute';
import { isKnownCurrency } from './rates.server';
import { pageUrl } from '~/lib/pageUrl';
import { siteOf } from '~/lib/loadContext.server';

/** The answer to a refused choice (a code the selector never offers): the enhanced form shows it. */
export type CurrencyAnswer = { ok: false; error: string };

/**
 * POST /preferences/currency: the footer's currency selector, a plain form (fields `currency`, a
 * code with a stored rate or '' for each hotel's own currency, and `returnTo`, the page it was sent
 * from). Keeps the choice in the `currency` cookie, or forgets it, and sends the visitor back to
 * that page (a path on this site only), which the server then renders in the chosen currency.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const code = String(form?.get('currency') ?? '').trim();
  const back = safeRedirectPath(String(form?.get('returnTo') ?? ''), '/');
  let chosen: DisplayCurrency | null = null;
  if (code !== '') {
    if (!isDisplayCurrency(code) || !(await isKnownCurrency(siteOf(context).db, code))) {
      return data<CurrencyAnswer>({ ok: false, error: 'That currency is not offered. Choose one from the list.' }, { status: 400 });
    }
    chosen = code;
  }
  const secure = !isLocalHost(pageUrl(request).hostname);
  return redirect(back, { headers: { 'Set-Cookie': currencyCookie(chosen, { secure }) } });
}

/** Nothing to show at this address: the selector is in every page's footer. */
export function loader() {
  return redirect('/');
}
