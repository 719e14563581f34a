import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { User } from '~/accounts/user';
import { recordAudit } from '~/audit/audit.server';
import type { Database } from '~/db/client.server';
import { spaTreatments, venues, venueSittings } from '~/db/schema';
import { TRANSLATED_LOCALES, type ContentTranslations } from '~/i18n/contentTranslations';
import { isUuid } from '~/lib/ids';
import { readTranslations, type TranslationsInput } from '~/studio/translationsInput.server';
import { formValuesOf, sittingField, treatmentField, venueTranslationFields, type VenueTexts } from './venueTranslationFields';

/**
 * A venue's texts in the other languages, edited on the hotel's translations page: its cuisine
 * and description, and the names of its sittings and treatments (each row keeps its own, ADR 0030).
 */

/** A hotel's venues with their texts and translations, in the hotel's order. */
export async function venueTextsOfHotel(db: Database, hotelId: string): Promise<VenueTexts[]> {
  if (!isUuid(hotelId)) return [];
  const rows = await db
    .select({
      id: venues.id,
      kind: venues.kind,
      name: venues.name,
      cuisine: venues.cuisine,
      description: venues.description,
      translations: venues.translations,
    })
    .from(venues)
    .where(eq(venues.hotelId, hotelId))
    .orderBy(asc(venues.position), asc(venues.name));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [sittings, treatments] = await Promise.all([
    db
      .select({ venueId: venueSittings.venueId, id: venueSittings.id, name: venueSittings.name, translations: venueSittings.translations })
      .from(venueSittings)
      .where(inArray(venueSittings.venueId, ids))
      .orderBy(asc(venueSittings.opens)),
    db
      .select({ venueId: spaTreatments.venueId, id: spaTreatments.id, name: spaTreatments.name, translations: spaTreatments.translations })
      .from(spaTreatments)
      // A withdrawn treatment is shown no more: nothing to translate.
      .where(and(inArray(spaTreatments.venueId, ids), isNull(spaTreatments.withdrawnAt)))
      .orderBy(asc(spaTreatments.position), asc(spaTreatments.name)),
  ]);
  const own = <T extends { venueId: string }>(list: T[], venueId: string) =>
    list.filter((item) => item.venueId === venueId).map(({ venueId: _, ...item }) => item);
  return rows.map((row) => ({ ...row, sittings: own(sittings, row.id), treatments: own(treatments, row.id) }));
}

/** Each language's value of one form field, as a row's `translations` keeps its `name`. */
function namesFrom(all: ContentTranslations, field: string): ContentTranslations {
  const out: ContentTranslations = {};
  for (const locale of TRANSLATED_LOCALES) {
    const text = all[locale]?.[field];
    if (text) out[locale] = { name: text };
  }
  return out;
}

function pick(all: ContentTranslations, fields: string[]): ContentTranslations {
  const out: ContentTranslations = {};
  for (const locale of TRANSLATED_LOCALES) {
    const own = Object.entries(all[locale] ?? {}).filter(([field]) => fields.includes(field));
    if (own.length) out[locale] = Object.fromEntries(own);
  }
  return out;
}

export type VenueTranslationsOutcome = { ok: true; name: string } | { ok: false; status: 400 | 404; read?: Extract<TranslationsInput, { ok: false }> };

/**
 * Saves a venue's translations from the form, whole: the venue's cuisine and description, each
 * sitting's and treatment's name. The fields come from the venue's rows as they are now, so a
 * sitting or treatment of another venue cannot be written through it. Audited as one change.
 */
export async function saveVenueTranslations(
  db: Database,
  actor: Pick<User, '_id' | 'username'>,
  hotelId: string,
  venueId: string,
  form: FormData,
): Promise<VenueTranslationsOutcome> {
  const venue = (await venueTextsOfHotel(db, hotelId)).find((v) => v.id === venueId);
  if (!venue) return { ok: false, status: 404 };
  const read = readTranslations(form, venueTranslationFields(venue));
  if (!read.ok) return { ok: false, status: 400, read };
  const all = read.translations;
  await db.transaction(async (tx) => {
    await tx
      .update(venues)
      .set({ translations: pick(all, venue.kind === 'restaurant' ? ['cuisine', 'description'] : ['description']) })
      .where(and(eq(venues.id, venue.id), eq(venues.hotelId, hotelId)));
    for (const sitting of venue.sittings) {
      await tx
        .update(venueSittings)
        .set({ translations: namesFrom(all, sittingField(sitting.id)) })
        .where(and(eq(venueSittings.id, sitting.id), eq(venueSittings.venueId, venue.id)));
    }
    for (const treatment of venue.treatments) {
      await tx
        .update(spaTreatments)
        .set({ translations: namesFrom(all, treatmentField(treatment.id)) })
        .where(and(eq(spaTreatments.id, treatment.id), eq(spaTreatments.venueId, venue.id)));
    }
    await recordAudit(tx, actor, { action: 'venue.translations', entity: 'venue', entityId: venue.id, before: formValuesOf(venue), after: all });
  });
  return { ok: true, name: venue.name };
}
