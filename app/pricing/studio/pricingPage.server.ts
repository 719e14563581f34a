import type { User } from '~/accounts/user';
import type { Database } from '~/db/client.server';
import { problemsByField, valuesOf, wholeOrText } from '~/studio/StudioField';
import { answered, formOf, refusedForm, renamed, unreadableForm } from './formAnswers.server';
import { saveHotelPricing } from './hotelPricing.write.server';
import { HotelPricingInput, readMoneyField, vatBpsOrText } from './pricingInput.server';
import { MAX_VAT_BPS, PLANS, PRICING_FIELD_ORDER } from './pricingInput';

const VAT_RULE = `VAT must be a percentage from 0 to ${MAX_VAT_BPS / 100}, with at most two decimals (e.g. 3.8)`;
const WHOLE = ['freeCancellationDays', 'advancePct', 'advanceMinDays', 'memberIvoryPct', 'memberGoldPct', 'memberSovereignPct'] as const;

/** The plans and taxes form (one plain form), saved whole. */
export async function pricingPageAction(db: Database, actor: User, request: Request, hotel: { id: string; currency: string }) {
  const form = await formOf(request);
  if (!form) return unreadableForm(PLANS);
  const values: Record<string, string> = {
    ...valuesOf(form, PRICING_FIELD_ORDER),
    advanceEnabled: form.get('advanceEnabled') === 'on' ? 'on' : '',
    memberEnabled: form.get('memberEnabled') === 'on' ? 'on' : '',
  };
  const errors: Record<string, string> = {};
  const vatBps = vatBpsOrText(values.vat ?? '');
  if (typeof vatBps !== 'number' || vatBps > MAX_VAT_BPS) errors.vat = VAT_RULE;
  const cityTax = (values.cityTax ?? '').trim() === '' ? { ok: true as const, minor: 0 } : readMoneyField(values.cityTax ?? '', hotel.currency, 'City tax');
  if (!cityTax.ok) errors.cityTax = cityTax.error;
  const parsed = HotelPricingInput.safeParse({
    vatBps: typeof vatBps === 'number' ? Math.min(vatBps, MAX_VAT_BPS) : 0,
    vatIncluded: values.vatIncluded !== 'added',
    cityTaxMinor: cityTax.ok ? cityTax.minor : 0,
    cityTaxPer: values.cityTaxPer,
    advanceEnabled: values.advanceEnabled === 'on',
    memberEnabled: values.memberEnabled === 'on',
    ...Object.fromEntries(WHOLE.map((name) => [name, wholeOrText(values[name] ?? '')])),
  });
  if (!parsed.success)
    for (const [field, message] of Object.entries(renamed(problemsByField(parsed.error.issues), { vatBps: 'vat', cityTaxMinor: 'cityTax' })))
      errors[field] ??= message!;
  if (!parsed.success || Object.keys(errors).length > 0) return refusedForm(PLANS, values, errors);
  const outcome = await saveHotelPricing(db, actor, hotel.id, parsed.data);
  if (!outcome.ok) return refusedForm(PLANS, values, {}, outcome.status, outcome.error);
  return answered(PLANS, 'Plans and taxes saved. The search and the hotel’s page price with them now.');
}
