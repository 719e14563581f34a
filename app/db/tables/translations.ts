import { sql } from 'drizzle-orm';
import { jsonb } from 'drizzle-orm/pg-core';
import type { ContentTranslations } from '~/i18n/contentTranslations';

/** A row's texts in the other languages, `{ fr: { description: '…' } }` (app/i18n/contentTranslations.ts). */
export const translationsColumn = () =>
  jsonb('translations')
    .$type<ContentTranslations>()
    .notNull()
    .default(sql`'{}'::jsonb`);
