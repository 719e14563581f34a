import type { User } from '~/accounts/user';
import type { Database } from '~/db/client.server';
import { formatLongDate } from '~/lib/dates';
import { problemsByField, textOf } from '~/studio/StudioField';
import { answered, formOf, refusedForm, renamed, unreadableForm } from './formAnswers.server';
import { amountText } from './priceForms';
import { BULK } from './pricingInput';
import { readMoneyField, RatesChange } from './pricingInput.server';
import { changeRates } from './rates.write.server';

/**
 * The rates grid's bulk change (a plain form): the chosen room types' nights from..until at one
 * price (`intent=set`), or back to their season's or base rate (`intent=clear`).
 */
export async function ratesPageAction(db: Database, actor: User, request: Request, hotel: { id: string; currency: string }, roomNames: Map<string, string>) {
  const form = await formOf(request);
  if (!form) return unreadableForm(BULK);
  const intent = textOf(form, 'intent');
  if (intent !== 'set' && intent !== 'clear') return unreadableForm(BULK);
  const roomTypeIds = form.getAll('roomTypeId').filter((v): v is string => typeof v === 'string');
  const values = { roomTypeIds: roomTypeIds.join(','), from: textOf(form, 'from').trim(), until: textOf(form, 'until').trim(), rate: textOf(form, 'rate') };

  const errors: Record<string, string> = {};
  if (roomTypeIds.length === 0) errors.roomTypeIds = 'Choose at least one room type';
  let rateMinor: number | null = null;
  if (intent === 'set') {
    const money = readMoneyField(values.rate, hotel.currency, 'Price');
    if (money.ok) rateMinor = money.minor;
    else errors.rate = money.error;
  }
  const parsed = RatesChange.safeParse({ from: values.from, until: values.until, rateMinor });
  if (!parsed.success)
    for (const [field, message] of Object.entries(renamed(problemsByField(parsed.error.issues), { rateMinor: 'rate' }))) errors[field] ??= message!;
  if (Object.keys(errors).length > 0 || !parsed.success) return refusedForm(BULK, values, errors);

  const outcome = await changeRates(db, actor, roomTypeIds, parsed.data, { hotelId: hotel.id });
  if (!outcome.ok) return refusedForm(BULK, values, outcome.errors ?? {}, outcome.status, outcome.error);
  const names = outcome.value.roomTypeIds.map((id) => roomNames.get(id) ?? 'room type');
  const rooms = names.length === 1 ? `the ${names[0]}` : `${names.length} room types`;
  const nights = `${formatLongDate(parsed.data.from)} to ${formatLongDate(parsed.data.until)}`;
  return answered(
    BULK,
    rateMinor === null
      ? `Cleared ${outcome.value.nights} hand prices of ${rooms}, ${nights}: those nights take their season’s or base rate again.`
      : `Priced every night of ${rooms} at ${amountText(rateMinor, hotel.currency)} ${hotel.currency}, ${nights}.`,
  );
}
