/**
 * The demo content's translations (issue 21): what the seed writes into the `translations` column
 * of hotels, room types, events, venues, sittings and treatments. English is the source, in the
 * demo-*.ts files beside this folder; names of hotels and venues stay as they are (brand names).
 */
export type TranslatedLocale = 'fr' | 'de' | 'it' | 'ar' | 'zh';

export interface HotelTexts {
  city: string;
  country: string;
  description: string;
  /** The casino's dress code. */
  dresscode: string;
}

export interface RoomTypeTexts {
  name: string;
  description: string;
  /** e.g. "One king or two queens". */
  beds: string;
  /** e.g. "Marina Bay". */
  view: string;
}

export interface EventTexts {
  title: string;
  location: string;
  description: string;
  category: string;
}

export interface VenueTexts {
  /** Restaurants only. */
  cuisine?: string;
  description: string;
  /** The English sitting name ("Lunch", "Dinner", "Day") → its translation. */
  sittings: Record<string, string>;
  /** Spas only: the English treatment name → its translation. */
  treatments?: Record<string, string>;
}

export interface DemoTranslations {
  /** By hotel slug. */
  hotels: Record<string, HotelTexts>;
  /** By hotel slug, then the room type's English name. */
  roomTypes: Record<string, Record<string, RoomTypeTexts>>;
  /** By the event's key. */
  events: Record<string, EventTexts>;
  /** By hotel slug, then venue slug. */
  venues: Record<string, Record<string, VenueTexts>>;
}
