import { data, redirect } from 'react-router';
import type { User } from '~/accounts/user';
import type { Database } from '~/db/client.server';
import { inArray } from 'drizzle-orm';
import { hotels, offers } from '~/db/schema';
import { isUuid } from '~/lib/ids';
import type { ContentTranslations } from '~/i18n/contentTranslations';
import { answered, formOf, refusedForm, unreadableForm } from '~/pricing/studio/formAnswers.server';
import { photoAction, PHOTO_INTENTS, type PhotoOwner } from '~/media/photoActions.server';
import { offerPictures } from '~/media/picturePlaces.server';
import { OFFER_PHOTOS } from './offerPhotos';
import { readMoneyField } from '~/pricing/studio/pricingInput.server';
import { moneyText } from '~/lib/money';
import { addDays, isCalendarDay, utcDay } from '~/domain/stay';
import { problemsByField, textOf, valuesOf, wholeOrText, type FieldErrors } from '~/studio/StudioField';
import { readTranslations, saveTranslations } from '~/studio/translationsInput.server';
import { OFFER_FORM, OFFER_TRANSLATED, OFFER_TRANSLATIONS, supplementField } from './offerInput';
import { OfferInput } from './offerInput.server';
import { createOffer, deleteOffer, updateOffer, type StudioOffer } from './offers.write.server';

const TEXT_FIELDS = [
  'name',
  'slug',
  'summary',
  'description',
  'stayFrom',
  'stayUntil',
  'minNights',
  'discountPct',
  'promoCode',
  'promoStartsOn',
  'promoEndsOn',
  'promoMaxUses',
] as const;

/** The API's field names as the form's: the promo window in days, a hotel's supplement by its id. */
function formNames(errors: FieldErrors, hotelIds: readonly string[]): FieldErrors {
  const named: FieldErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    const supplement = /^hotels\.(\d+)\.supplementMinor$/.exec(field);
    const name = supplement
      ? supplementField(hotelIds[Number(supplement[1])] ?? '')
      : field === 'promoStartsAt'
        ? 'promoStartsOn'
        : field === 'promoEndsAt'
          ? 'promoEndsOn'
          : field;
    named[name] ??= message;
  }
  return named;
}

const offerPhotos = (offerId: string): PhotoOwner => ({
  places: offerPictures,
  id: offerId,
  target: OFFER_PHOTOS,
  heroShown: 'Photograph uploaded: the offer’s page opens on it now, and its card shows it.',
  notShown: 'The offer does not show this picture.',
  removed: 'Photograph removed from the offer (it stays in the library).',
});

/** The hotels' currencies, by id (ids that are no hotel's are left out: the write refuses them). */
async function currenciesOf(db: Database, ids: readonly string[]): Promise<Map<string, string>> {
  const valid = ids.filter(isUuid);
  if (valid.length === 0) return new Map();
  const rows = await db.select({ id: hotels.id, currency: hotels.currency }).from(hotels).where(inArray(hotels.id, valid));
  return new Map(rows.map((r) => [r.id, r.currency]));
}

/**
 * The offer's form (a plain POST) as the API's input: the inclusions and hotels chosen by checkbox,
 * each hotel's supplement typed in its own currency, the promo code's window as its first and last
 * valid day (UTC). A new offer without `offer`, else a change (its translations kept). Its
 * photographs' forms post to the same page.
 */
export async function offerPageAction(db: Database, actor: User, request: Request, offer: StudioOffer | null) {
  const form = await formOf(request);
  if (!form) return unreadableForm(OFFER_FORM);
  // The offer's photographs (app/media/PhotosForm.tsx), once it exists.
  if (offer && PHOTO_INTENTS.has(textOf(form, 'intent'))) return photoAction(db, actor, form, offerPhotos(offer.id));
  const hotelIds = form.getAll('hotel').filter((v): v is string => typeof v === 'string');
  const inclusions = form.getAll('inclusion').filter((v): v is string => typeof v === 'string');
  const values: Record<string, string> = {
    ...valuesOf(form, TEXT_FIELDS),
    inclusions: inclusions.join(','),
    hotels: hotelIds.join(','),
    refundable: form.get('refundable') === 'on' ? 'on' : '',
    published: form.get('published') === 'on' ? 'on' : '',
    ...Object.fromEntries([...form.keys()].filter((name) => name.startsWith('supplement.')).map((name) => [name, textOf(form, name)])),
  };
  const currencies = await currenciesOf(db, hotelIds);
  const errors: FieldErrors = {};
  const hotels = hotelIds.map((hotelId) => {
    const typed = values[supplementField(hotelId)] ?? '';
    if (!typed.trim()) return { hotelId, supplementMinor: 0 };
    const money = readMoneyField(typed, currencies.get(hotelId) ?? 'EUR', 'Supplement');
    if (!money.ok) errors[supplementField(hotelId)] = money.error;
    return { hotelId, supplementMinor: money.ok ? money.minor : 0 };
  });
  const day = (name: 'promoStartsOn' | 'promoEndsOn') => {
    const text = (values[name] ?? '').trim();
    if (!text) return null;
    if (isCalendarDay(text)) return text;
    errors[name] = `${name === 'promoStartsOn' ? 'Valid from' : 'Valid until'} must be a date written YYYY-MM-DD`;
    return null;
  };
  const startsOn = day('promoStartsOn');
  const endsOn = day('promoEndsOn');
  const parsed = OfferInput.safeParse({
    slug: values.slug,
    name: values.name,
    summary: values.summary,
    description: values.description,
    translations: (offer?.translations ?? {}) as ContentTranslations,
    inclusions,
    stayFrom: values.stayFrom,
    stayUntil: values.stayUntil,
    minNights: wholeOrText(values.minNights ?? ''),
    discountPct: wholeOrText(values.discountPct ?? ''),
    refundable: values.refundable === 'on',
    published: values.published === 'on',
    hotels,
    promoCode: values.promoCode?.trim() || null,
    promoStartsAt: startsOn && `${startsOn}T00:00:00Z`,
    // The last valid day is included: the code ends at the next day's start.
    promoEndsAt: endsOn && `${addDays(endsOn, 1)}T00:00:00Z`,
    promoMaxUses: values.promoMaxUses?.trim() ? wholeOrText(values.promoMaxUses) : null,
  });
  if (!parsed.success) for (const [field, message] of Object.entries(formNames(problemsByField(parsed.error.issues), hotelIds))) errors[field] ??= message;
  if (!parsed.success || Object.keys(errors).length > 0) return refusedForm(OFFER_FORM, values, errors);
  const outcome = offer ? await updateOffer(db, actor, offer.id, parsed.data) : await createOffer(db, actor, parsed.data);
  if (!outcome.ok) {
    const named = formNames(outcome.errors ?? {}, hotelIds);
    return refusedForm(OFFER_FORM, values, named, outcome.status, Object.keys(named).length ? undefined : outcome.error);
  }
  throw redirect(`/studio/offers?${new URLSearchParams({ [offer ? 'saved' : 'created']: outcome.value.id })}`);
}

/** The list's delete form (confirmed inside its disclosure): `intent=delete` and `id`. */
export async function deleteOfferFromForm(db: Database, actor: User, request: Request) {
  const form = await formOf(request);
  if (!form || textOf(form, 'intent') !== 'delete') return unreadableForm();
  const outcome = await deleteOffer(db, actor, textOf(form, 'id'));
  if (!outcome.ok) return refusedForm('page', {}, {}, 404, 'That offer was already deleted.');
  return answered('page', `Deleted “${outcome.value.name}”. Stays already requested on it keep their price.`);
}

/** The offer's texts in the other languages, saved whole; answered in place. */
export async function saveOfferTranslationsFromForm(db: Database, actor: User, request: Request, id: string) {
  const form = await formOf(request);
  if (!form) return unreadableForm(OFFER_TRANSLATIONS);
  const read = readTranslations(form, OFFER_TRANSLATED);
  if (!read.ok) return refusedForm(OFFER_TRANSLATIONS, read.values, read.errors);
  if (!(await saveTranslations(db, actor, offers, 'offer', id, read.translations))) throw data({ error: 'Offer not found' }, { status: 404 });
  return answered(OFFER_TRANSLATIONS, 'Translations saved. The offer’s pages in those languages show them now.');
}

/** An offer as its form shows it: every field as text, the promo window as its first and last valid day. */
export function formValuesOf(offer: StudioOffer): Record<string, string> {
  return {
    name: offer.name,
    slug: offer.slug,
    summary: offer.summary,
    description: offer.description,
    stayFrom: offer.stayFrom,
    stayUntil: offer.stayUntil,
    minNights: String(offer.minNights),
    discountPct: String(offer.discountPct),
    refundable: offer.refundable ? 'on' : '',
    published: offer.published ? 'on' : '',
    inclusions: offer.inclusions.join(','),
    hotels: offer.hotels.map((h) => h.hotelId).join(','),
    ...Object.fromEntries(offer.hotels.map((h) => [supplementField(h.hotelId), moneyText(h.supplementMinor, h.currency)])),
    promoCode: offer.promoCode ?? '',
    promoStartsOn: offer.promoStartsAt ? utcDay(offer.promoStartsAt) : '',
    // Stored as the instant it ends: the form shows the last day it is valid.
    promoEndsOn: offer.promoEndsAt ? utcDay(new Date(offer.promoEndsAt.getTime() - 1)) : '',
    promoMaxUses: offer.promoMaxUses === null ? '' : String(offer.promoMaxUses),
  };
}
