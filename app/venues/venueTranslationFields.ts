import { TRANSLATED_LOCALES, type ContentTranslations } from '~/i18n/contentTranslations';
import type { VenueKind } from '~/db/values';
import type { TranslatableField } from '~/studio/translations';

/** A venue's texts and translations as the studio's translations form shows them (browser-safe). */

export interface Named {
  id: string;
  name: string;
  translations: ContentTranslations;
}

export interface VenueTexts {
  id: string;
  kind: VenueKind;
  name: string;
  cuisine: string | null;
  description: string;
  translations: ContentTranslations;
  sittings: Named[];
  treatments: Named[];
}

export const sittingField = (id: string) => `sitting-${id}`;
export const treatmentField = (id: string) => `treatment-${id}`;

/** The form's fields for a venue, each with its English text: the venue's own, then every sitting's and treatment's name. */
export function venueTranslationFields(venue: VenueTexts): (TranslatableField & { english: string | null })[] {
  return [
    { name: 'cuisine', label: 'Cuisine', maxLength: 100, english: venue.cuisine },
    { name: 'description', label: 'Description', maxLength: 2000, multiline: true, english: venue.description },
    ...venue.sittings.map((s) => ({ name: sittingField(s.id), label: `Sitting “${s.name}”`, maxLength: 60, english: s.name })),
    ...venue.treatments.map((t) => ({ name: treatmentField(t.id), label: `Treatment “${t.name}”`, maxLength: 100, english: t.name })),
  ];
}

/** The venue's translations as the form holds them, for the audit entry's "before". */
export function formValuesOf(venue: VenueTexts): ContentTranslations {
  const out: ContentTranslations = {};
  for (const locale of TRANSLATED_LOCALES) {
    const texts: Record<string, string> = { ...(venue.translations[locale] ?? {}) };
    for (const s of venue.sittings) if (s.translations[locale]?.name) texts[sittingField(s.id)] = s.translations[locale]!.name!;
    for (const t of venue.treatments) if (t.translations[locale]?.name) texts[treatmentField(t.id)] = t.translations[locale]!.name!;
    if (Object.keys(texts).length) out[locale] = texts;
  }
  return out;
}
