import { Form, useNavigation } from 'react-router';
import { Outcome, type FormAnswer } from '~/admin/Outcome';
import { formatWhen } from '~/admin/paging';
import { CURRENCY_NAMES, isDisplayCurrency } from '~/lib/displayCurrency';
import { site } from '~/site.config';
import { requireSectionPage } from '~/studio/guard.server';
import { StudioNav } from '~/studio/StudioNav';
import type { Route } from './+types/StudioRatesPage';
import { formatRatesDay } from './convert';
import { checkRate, RATE_MAX, RATE_MIN } from './rateInput';
import { listRates, updateRate } from './rates.server';
import '~/studio/studio.css';
import '~/admin/admin.css';
import './rates.css';
import { siteOf } from '~/lib/loadContext.server';

const today = () => new Date().toISOString().slice(0, 10);

export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = await requireSectionPage(siteOf(context).db, request);
  return { role: admin.role, rates: await listRates(siteOf(context).db), today: today() };
}

/** One rate, as a plain form POST (fields currency, perEuro, asOf): the guard runs again here. */
export async function action({ context, request }: Route.ActionArgs): Promise<FormAnswer & { currency?: string }> {
  const admin = await requireSectionPage(siteOf(context).db, request);
  const form = await request.formData().catch(() => null);
  const input = { currency: String(form?.get('currency') ?? ''), perEuro: String(form?.get('perEuro') ?? ''), asOf: String(form?.get('asOf') ?? '') };
  const checked = checkRate(input, today());
  if (!checked.ok || !isDisplayCurrency(input.currency))
    return { ok: false, error: checked.ok ? 'That currency is not offered' : checked.message, currency: input.currency };
  const saved = await updateRate(siteOf(context).db, admin, input.currency, checked.perEuro, checked.asOf);
  if (!saved) return { ok: false, error: 'That currency has no rate to change', currency: input.currency };
  return {
    ok: true,
    message: `${saved.currency} saved: 1 EUR = ${saved.perEuro} ${saved.currency}, as of ${formatRatesDay(saved.asOf)}. The site's prices follow now.`,
  };
}

export function meta() {
  return [{ title: `Exchange rates | Studio | ${site.name}` }, { name: 'robots', content: 'noindex' }];
}

/**
 * The rates the site converts prices with (docs/decisions/0019-display-currency.md): units of each
 * currency per euro and the day each is from. A change shows on every page at once and is kept in
 * the audit log.
 */
export default function StudioRatesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { rates, role } = loaderData;
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="container studio admin">
      <StudioNav role={role} />
      <div className="studio-head">
        <h1>Exchange rates</h1>
      </div>
      <p className="muted" id="rates-help">
        Units of each currency that one euro buys. Visitors who choose a currency see prices converted at these rates, marked approximate, with the day of the
        oldest rate.
      </p>
      <Outcome answer={actionData} />
      <div className="admin-table-wrap">
        <table className="admin-table rates-table" aria-describedby="rates-help">
          <caption className="visually-hidden">Exchange rates per euro</caption>
          <thead>
            <tr>
              <th scope="col">Currency</th>
              <th scope="col">Per euro</th>
              <th scope="col">As of</th>
              <th scope="col">Last changed</th>
              <th scope="col">
                <span className="visually-hidden">Save</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rates.map((rate) => {
              const formId = `rate-${rate.currency}`;
              const name = isDisplayCurrency(rate.currency) ? CURRENCY_NAMES[rate.currency] : rate.currency;
              return (
                <tr key={rate.currency} data-testid="rate-row">
                  <th scope="row">
                    {rate.currency} <span className="muted rate-name">{name}</span>
                  </th>
                  <td>
                    <label className="visually-hidden rate-label" htmlFor={`${formId}-value`}>
                      {rate.currency} per euro
                    </label>
                    <input
                      id={`${formId}-value`}
                      form={formId}
                      name="perEuro"
                      type="number"
                      inputMode="decimal"
                      step="any"
                      min={RATE_MIN}
                      max={RATE_MAX}
                      required
                      defaultValue={rate.perEuro}
                      readOnly={rate.currency === 'EUR'}
                      key={`${rate.perEuro}`}
                    />
                  </td>
                  <td>
                    <label className="visually-hidden rate-label" htmlFor={`${formId}-day`}>
                      {rate.currency} rate as of
                    </label>
                    <input
                      id={`${formId}-day`}
                      form={formId}
                      name="asOf"
                      type="date"
                      max={loaderData.today}
                      required
                      defaultValue={rate.asOf}
                      key={rate.asOf}
                    />
                  </td>
                  <td>
                    {/* The column heading names the cell in the table; this label is for the narrow cards only (rates.css). */}
                    <span className="rate-label rate-card-label">Last changed</span>
                    <time dateTime={rate.updatedAt}>{formatWhen(rate.updatedAt)}</time>
                  </td>
                  <td>
                    <Form method="post" id={formId}>
                      <input type="hidden" name="currency" value={rate.currency} />
                      <button type="submit" className="button button-outline button-sm" disabled={busy}>
                        Save<span className="visually-hidden"> {rate.currency}</span>
                      </button>
                    </Form>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
