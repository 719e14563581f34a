import { data } from 'react-router';
import type { User } from '~/accounts/user';
import { belongsToHotel } from '~/db/belongsToHotel.server';
import type { Database } from '~/db/client.server';
import type { HotelPageAnswer } from '~/hotels/studio/hotelActions.server';
import { textOf, valuesOf, type FieldErrors } from '~/studio/StudioField';
import { updateVenueHours, updateVenueTexts, type SettingsOutcome } from './venueSettings.server';
import { removeSitting, saveSitting } from './venueSittings.server';
import { removeTreatment, saveTreatment } from './venueTreatments.server';
import { venues } from '~/db/schema';
import { photoAction, PHOTO_INTENTS } from '~/media/photoActions.server';
import { venuePictures } from '~/media/picturePlaces.server';
import { VENUE_PHOTOS } from './venuePhotos';

/**
 * The venue editor's forms (plain POSTs, or React Router's with scripts), told apart by `intent`.
 * Each answers in place as the hotel page's do: which form (`target`), what happened, and on a
 * problem the values typed and a message per field.
 */
export type VenuePageAnswer = HotelPageAnswer;

export const TEXT_FIELDS = ['name', 'cuisine', 'description'] as const;
export const SITTING_FIELDS = ['name', 'opens', 'closes'] as const;
export const TREATMENT_FIELDS = ['name', 'durationMinutes', 'price'] as const;

const answer = (target: string, values: Record<string, string>, outcome: SettingsOutcome<unknown>, message: string) =>
  outcome.ok
    ? data<VenuePageAnswer>({ ok: true, target, message })
    : data<VenuePageAnswer>({ ok: false, target, message: outcome.error, values, errors: outcome.errors }, { status: outcome.status });

const unreadable = (errors: FieldErrors = {}) =>
  data<VenuePageAnswer>({ ok: false, target: 'page', message: 'The form could not be read. Please try again.', values: {}, errors }, { status: 400 });

export async function venuePageAction(db: Database, actor: User, request: Request, hotelId: string, venueId: string, now = new Date()) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return unreadable();
  }
  const intent = textOf(form, 'intent');
  const sittingId = textOf(form, 'sittingId');
  const treatmentId = textOf(form, 'treatmentId');

  // The photographs' forms (app/media/PhotosForm.tsx): the page's multipart form among them.
  if (PHOTO_INTENTS.has(intent)) {
    if (!(await belongsToHotel(db, venues, venueId, hotelId)))
      return data<VenuePageAnswer>({ ok: false, target: 'page', message: 'Venue not found', values: {}, errors: {} }, { status: 404 });
    return photoAction(db, actor, form, {
      places: venuePictures,
      id: venueId,
      target: VENUE_PHOTOS,
      heroShown: 'Photograph uploaded: the venue’s page opens on it now.',
      notShown: 'The venue does not show this picture.',
      removed: 'Photograph removed from the venue (it stays in the library).',
    });
  }

  switch (intent) {
    case 'texts': {
      const values = valuesOf(form, TEXT_FIELDS);
      const outcome = await updateVenueTexts(db, actor, hotelId, venueId, { name: values.name!, cuisine: values.cuisine!, description: values.description! });
      return answer('texts', values, outcome, 'Texts saved. The venue’s page shows them now.');
    }
    case 'hours': {
      const closed = form.getAll('closedWeekdays').filter((v): v is string => typeof v === 'string');
      const values = { slotMinutes: textOf(form, 'slotMinutes'), closedWeekdays: closed.join(',') };
      const outcome = await updateVenueHours(db, actor, hotelId, venueId, { slotMinutes: values.slotMinutes, closedWeekdays: closed }, now);
      return answer('hours', values, outcome, 'Slot length and closed days saved.');
    }
    case 'sitting':
    case 'addSitting': {
      const adding = intent === 'addSitting';
      const target = adding ? 'new-sitting' : `sitting-${sittingId}`;
      const values = valuesOf(form, SITTING_FIELDS);
      const input = { name: values.name!, opens: values.opens!, closes: values.closes! };
      const outcome = await saveSitting(db, actor, hotelId, venueId, adding ? null : sittingId, input, now);
      return answer(
        target,
        values,
        outcome,
        outcome.ok ? `${adding ? 'Added' : 'Saved'} ${outcome.value.name} (${outcome.value.opens}–${outcome.value.closes}).` : '',
      );
    }
    case 'removeSitting': {
      const outcome = await removeSitting(db, actor, hotelId, venueId, sittingId, now);
      return answer(outcome.ok ? 'page' : `sitting-${sittingId}`, {}, outcome, outcome.ok ? `Removed ${outcome.value.name}.` : '');
    }
    case 'treatment':
    case 'addTreatment': {
      const adding = intent === 'addTreatment';
      const target = adding ? 'new-treatment' : `treatment-${treatmentId}`;
      const values = valuesOf(form, TREATMENT_FIELDS);
      const input = { name: values.name!, durationMinutes: values.durationMinutes!, price: values.price! };
      const outcome = await saveTreatment(db, actor, hotelId, venueId, adding ? null : treatmentId, input);
      return answer(target, values, outcome, outcome.ok ? `${adding ? 'Added' : 'Saved'} the ${outcome.value.name}.` : '');
    }
    case 'removeTreatment': {
      const outcome = await removeTreatment(db, actor, hotelId, venueId, treatmentId, now);
      const message = outcome.ok
        ? outcome.value.withdrawn
          ? `Withdrew the ${outcome.value.name}: guests no longer see it; its past bookings keep it.`
          : `Removed the ${outcome.value.name}.`
        : '';
      return answer(outcome.ok ? 'page' : `treatment-${treatmentId}`, {}, outcome, message);
    }
    default:
      return unreadable();
  }
}
