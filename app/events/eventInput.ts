import type { TranslatableField } from '~/studio/translations';

/** The events table's limits (app/db/tables/content.ts), and a sane one for the description. Browser-safe: no schema code. */
export const EVENT_LIMITS = { title: 200, location: 200, category: 100, image: 300, description: 4000 } as const;

/** The form's fields, in its order (the first with a problem gets the focus). */
export const EVENT_FIELD_ORDER = ['title', 'date', 'location', 'category', 'description', 'image'] as const;

/** An event's texts editors translate. */
export const EVENT_TRANSLATED = [
  { name: 'title', label: 'Title', maxLength: EVENT_LIMITS.title },
  { name: 'location', label: 'Location', maxLength: EVENT_LIMITS.location },
  { name: 'category', label: 'Category', maxLength: EVENT_LIMITS.category },
  { name: 'description', label: 'Description', maxLength: EVENT_LIMITS.description, multiline: true },
] as const satisfies readonly TranslatableField[];
