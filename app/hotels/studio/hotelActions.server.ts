import { eq } from 'drizzle-orm';
import { data } from 'react-router';
import type { User } from '~/accounts/user';
import { belongsToHotel } from '~/db/belongsToHotel.server';
import type { Database } from '~/db/client.server';
import { isUuid } from '~/lib/ids';
import { problemsByField, textOf, valuesOf, wholeOrText, type FieldErrors } from '~/studio/StudioField';
import { hotels, roomTypes } from '~/db/schema';
import { readTranslations, saveTranslations } from '~/studio/translationsInput.server';
import { HOTEL_FIELD_ORDER, HOTEL_TRANSLATED, ROOM_TYPE_FIELD_ORDER, ROOM_TYPE_TRANSLATED } from './hotelInput';
import { HotelChanges, RoomTypeInput } from './hotelInput.server';
import { createRoomType, deleteRoomType, updateHotel, updateRoomType, type WriteOutcome } from './hotels.write.server';
import { updateVenueCapacity } from '~/venues/venueCapacity.server';
import { saveVenueTranslations } from '~/venues/venueTranslations.server';
import { parseSignedMoney } from '~/pricing/studio/pricingInput.server';
import { photoAction, PHOTO_INTENTS } from '~/media/photoActions.server';
import { hotelPictures, roomTypePictures } from '~/media/picturePlaces.server';
import { HOTEL_PHOTOS, roomTypePhotosTarget } from './photoOwners';

/**
 * The hotel page's forms (plain POSTs, or React Router's with scripts), told apart by `intent`:
 * the hotel, a room type, a new room type, a room type's deletion. Each answers in place: which
 * form (`target`), what happened, and on a problem the values typed and a message per field.
 */
export type HotelPageAnswer =
  { ok: true; target: string; message: string } | { ok: false; target: string; message: string; values: Record<string, string>; errors: FieldErrors };

const NUMBERS = new Set(['priceMin', 'priceMax', 'totalGamingSpace', 'numberOfTables', 'numberOfSlots', 'vipLounges', 'restaurants', 'yearEstablished']);
const ROOM_NUMBERS = new Set(['sizeSqm', 'maxGuests', 'nightlyRate', 'inventory']);

/** A typed decimal as a number (an empty field: none), anything else as typed, for the rules to refuse. */
const degreesOrText = (text: string): number | string | null =>
  text.trim() === '' ? null : /^-?\d{1,3}(\.\d{1,12})?$/.test(text.trim()) ? Number(text.trim()) : text.trim();

function typed(values: Record<string, string>, numbers: Set<string>) {
  return Object.fromEntries(Object.entries(values).map(([name, text]) => [name, numbers.has(name) ? wholeOrText(text) : text]));
}

const problem = (target: string, values: Record<string, string>, errors: FieldErrors, status: 400 | 404 | 409 = 400, message?: string) => {
  const count = Object.keys(errors).length;
  const summary = message ?? (count <= 1 ? (Object.values(errors)[0] ?? 'Please check the form.') : `Please correct the ${count} fields marked below.`);
  return data<HotelPageAnswer>({ ok: false, target, message: summary, values, errors }, { status });
};
const done = (target: string, message: string) => data<HotelPageAnswer>({ ok: true, target, message });
const refused = (target: string, values: Record<string, string>, outcome: Extract<WriteOutcome<unknown>, { ok: false }>) =>
  problem(target, values, outcome.errors ?? {}, outcome.status, outcome.errors && Object.keys(outcome.errors).length > 1 ? undefined : outcome.error);

/** The form names the weekend difference `weekendDelta` (money as typed); the rules name it in minor units. */
const weekendNamed = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field === 'weekendDeltaMinor' ? 'weekendDelta' : field, message]));

async function currencyOf(db: Database, hotelId: string): Promise<string> {
  const [hotel] = isUuid(hotelId) ? await db.select({ currency: hotels.currency }).from(hotels).where(eq(hotels.id, hotelId)) : [];
  return hotel?.currency ?? 'EUR';
}

export async function hotelPageAction(db: Database, actor: User, request: Request, hotelId: string) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return problem('page', {}, {}, 400, 'The form could not be read. Please try again.');
  }
  const intent = textOf(form, 'intent');
  const roomTypeId = textOf(form, 'roomTypeId');
  // The photographs' forms (app/media), the hotel's and each room type's: the page's multipart forms.
  if (PHOTO_INTENTS.has(intent)) {
    if (!roomTypeId)
      return photoAction(db, actor, form, {
        places: hotelPictures,
        id: hotelId,
        target: HOTEL_PHOTOS,
        heroShown: 'Photograph uploaded: the hotel’s page opens on it now.',
        notShown: 'The hotel does not show this picture.',
        removed: 'Photograph removed from the hotel (it stays in the library).',
      });
    const target = roomTypePhotosTarget(roomTypeId);
    if (!(await belongsToHotel(db, roomTypes, roomTypeId, hotelId))) return problem(target, {}, {}, 404, 'Room type not found');
    return photoAction(db, actor, form, {
      places: roomTypePictures,
      id: roomTypeId,
      target,
      heroShown: 'Photograph uploaded: the room’s card on the hotel’s page shows it now.',
      notShown: 'The room type does not show this picture.',
      removed: 'Photograph removed from the room type (it stays in the library).',
    });
  }

  if (intent === 'hotel') {
    const values = valuesOf(
      form,
      HOTEL_FIELD_ORDER.filter((f) => f !== 'isOpenAllDay'),
    );
    const openAllDay = form.get('isOpenAllDay') === 'on';
    const input = {
      ...typed(values, NUMBERS),
      isOpenAllDay: openAllDay,
      opens: values.opens || null,
      closes: values.closes || null,
      // A form without the place (an older page) leaves it as it is.
      latitude: form.has('latitude') ? degreesOrText(values.latitude ?? '') : undefined,
      longitude: form.has('longitude') ? degreesOrText(values.longitude ?? '') : undefined,
    };
    const shown = { ...values, isOpenAllDay: openAllDay ? 'on' : '' };
    const parsed = HotelChanges.safeParse(input);
    if (!parsed.success) return problem('hotel', shown, problemsByField(parsed.error.issues));
    const outcome = await updateHotel(db, actor, hotelId, parsed.data);
    if (!outcome.ok) return refused('hotel', shown, outcome);
    return done('hotel', 'Hotel saved. The public page shows it now.');
  }

  if (intent === 'roomType' || intent === 'addRoomType') {
    const target = intent === 'addRoomType' ? 'new-room' : `room-${roomTypeId}`;
    const values = valuesOf(form, ROOM_TYPE_FIELD_ORDER);
    const currency = await currencyOf(db, hotelId);
    // The weekend difference is money, either way: "40", "-25.50"; empty is none; a form without it (an older page) leaves it.
    const typedWeekend = (values.weekendDelta ?? '').trim();
    const weekend = !form.has('weekendDelta') ? undefined : typedWeekend === '' ? 0 : parseSignedMoney(typedWeekend, currency);
    // Award nights' points: a whole number, or empty for none; a form without it (an older page) leaves it.
    const typedPoints = (values.pointsPerNight ?? '').trim();
    const points = !form.has('pointsPerNight') ? undefined : typedPoints === '' ? null : wholeOrText(typedPoints);
    const parsed = RoomTypeInput.safeParse({ ...typed(values, ROOM_NUMBERS), weekendDeltaMinor: weekend ?? undefined, pointsPerNight: points });
    const errors = parsed.success ? {} : weekendNamed(problemsByField(parsed.error.issues));
    if (weekend === null) errors.weekendDelta = `Weekend difference must be an amount in ${currency}, such as 40 or -25.50`;
    if (!parsed.success || weekend === null) return problem(target, values, errors);
    const outcome = intent === 'addRoomType' ? await createRoomType(db, actor, hotelId, parsed.data) : await updateRoomType(db, actor, roomTypeId, parsed.data);
    if (!outcome.ok) return refused(target, values, { ...outcome, errors: outcome.errors && weekendNamed(outcome.errors) });
    return done(target, intent === 'addRoomType' ? `Added the ${outcome.value.name}.` : `Saved the ${outcome.value.name}.`);
  }

  if (intent === 'venueCapacity') {
    const venueId = textOf(form, 'venueId');
    const target = `venue-${venueId}`;
    const values = valuesOf(form, ['capacity', 'maxParty']);
    const outcome = await updateVenueCapacity(db, actor, hotelId, venueId, { capacity: values.capacity ?? '', maxParty: values.maxParty ?? '' }, new Date());
    if (!outcome.ok) return problem(target, values, outcome.errors, outcome.status, outcome.error);
    return done(target, `Saved ${outcome.value.name}.`);
  }

  if (intent === 'hotelTranslations' || intent === 'roomTypeTranslations') {
    const ofHotel = intent === 'hotelTranslations';
    const target = ofHotel ? 'hotel-translations' : `room-translations-${roomTypeId}`;
    const read = readTranslations(form, ofHotel ? HOTEL_TRANSLATED : ROOM_TYPE_TRANSLATED);
    if (!read.ok) return problem(target, read.values, read.errors);
    const saved = ofHotel
      ? await saveTranslations(db, actor, hotels, 'hotel', hotelId, read.translations)
      : isUuid(roomTypeId) &&
        (await saveTranslations(db, actor, roomTypes, 'roomType', roomTypeId, read.translations, { column: roomTypes.hotelId, value: hotelId }));
    if (!saved) return problem(target, read.values, {}, 404, ofHotel ? 'Hotel not found' : 'Room type not found');
    return done(target, 'Translations saved. The pages in those languages show them now.');
  }

  if (intent === 'venueTranslations') {
    const venueId = textOf(form, 'venueId');
    const target = `venue-translations-${venueId}`;
    const outcome = await saveVenueTranslations(db, actor, hotelId, venueId, form);
    if (!outcome.ok) return outcome.read ? problem(target, outcome.read.values, outcome.read.errors) : problem(target, {}, {}, 404, 'Venue not found');
    return done(target, 'Translations saved. The pages in those languages show them now.');
  }

  if (intent === 'deleteRoomType') {
    const outcome = await deleteRoomType(db, actor, roomTypeId);
    if (!outcome.ok) return problem(`room-${roomTypeId}`, {}, {}, outcome.status, outcome.error);
    return done('page', `Deleted the ${outcome.value.name}.`);
  }
  return problem('page', {}, {}, 400, 'The form could not be read. Please try again.');
}
