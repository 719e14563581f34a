import type { ContentTranslations } from '~/i18n/contentTranslations';
import { ar } from './ar';
import { de } from './de';
import { fr } from './fr';
import { it } from './it';
import type { DemoTranslations, TranslatedLocale } from './types';
import { zh } from './zh';

const demo: Record<TranslatedLocale, DemoTranslations> = { fr, de, it, ar, zh };

/** One demo row's texts in every language, as the `translations` column keeps them. */
function collect(pick: (t: DemoTranslations) => Record<string, string | undefined> | undefined): ContentTranslations {
  const out: ContentTranslations = {};
  for (const [locale, texts] of Object.entries(demo) as [TranslatedLocale, DemoTranslations][]) {
    const fields = pick(texts);
    if (!fields) continue;
    const defined = Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
    if (defined.length > 0) out[locale] = Object.fromEntries(defined);
  }
  return out;
}

export const hotelTranslations = (slug: string) => collect((t) => t.hotels[slug] && { ...t.hotels[slug] });

export const roomTypeTranslations = (hotel: string, name: string) => collect((t) => t.roomTypes[hotel]?.[name] && { ...t.roomTypes[hotel][name] });

export const eventTranslations = (key: string) => collect((t) => t.events[key] && { ...t.events[key] });

export const venueTranslations = (hotel: string, slug: string) =>
  collect((t) => {
    const venue = t.venues[hotel]?.[slug];
    return venue && { cuisine: venue.cuisine, description: venue.description };
  });

export const sittingTranslations = (hotel: string, venue: string, name: string) => collect((t) => ({ name: t.venues[hotel]?.[venue]?.sittings[name] }));

export const treatmentTranslations = (hotel: string, venue: string, name: string) => collect((t) => ({ name: t.venues[hotel]?.[venue]?.treatments?.[name] }));
