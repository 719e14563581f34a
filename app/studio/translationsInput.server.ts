import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { User } from '~/accounts/user';
import { recordAudit } from '~/audit/audit.server';
import type { Database } from '~/db/client.server';
import { TRANSLATED_LOCALES, type ContentTranslations } from '~/i18n/contentTranslations';
import type { FieldErrors } from './StudioField';
import { translationFieldName, type TranslatableField } from './translations';

// eslint-disable-next-line no-control-regex -- line breaks are text in a description, other control characters are not
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- a one-line field holds no line break either
const CONTROL_OR_BREAK = /[\u0000-\u001f\u007f]/;

export type TranslationsInput =
  { ok: true; translations: ContentTranslations; values: Record<string, string> } | { ok: false; values: Record<string, string>; errors: FieldErrors };

/**
 * An item's translations as the studio's form sends them (`fr.description`, …): each trimmed, no
 * longer than its English column allows, no control characters; an empty field has no translation
 * (the site shows the English one there).
 */
export function readTranslations(form: FormData, fields: readonly TranslatableField[]): TranslationsInput {
  const values: Record<string, string> = {};
  const errors: FieldErrors = {};
  const translations: ContentTranslations = {};
  for (const locale of TRANSLATED_LOCALES) {
    for (const field of fields) {
      const name = translationFieldName(locale, field.name);
      const raw = form.get(name);
      const text = typeof raw === 'string' ? raw.trim() : '';
      values[name] = text;
      if (!text) continue;
      if ([...text].length > field.maxLength) errors[name] = `${field.label} must be at most ${field.maxLength} characters`;
      else if ((field.multiline ? CONTROL : CONTROL_OR_BREAK).test(text)) errors[name] = `${field.label} may not hold control characters`;
      else (translations[locale] ??= {})[field.name] = text;
    }
  }
  return Object.keys(errors).length ? { ok: false, values, errors } : { ok: true, translations, values };
}

/**
 * Stores an item's translations whole, with its audit entry, in one transaction; false when there
 * is no such row. The tables' triggers bump the content version, so the cached pages follow.
 */
export async function saveTranslations(
  db: Database,
  actor: Pick<User, '_id' | 'username'>,
  table: PgTable & { id: AnyPgColumn; translations: AnyPgColumn },
  entity: string,
  id: string,
  translations: ContentTranslations,
  scope?: { column: AnyPgColumn; value: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const where = scope ? and(eq(table.id, id), eq(scope.column, scope.value)) : eq(table.id, id);
    const [before] = await tx.select({ translations: table.translations }).from(table).where(where).for('update');
    if (!before) return false;
    await tx
      .update(table)
      .set({ translations } as never)
      .where(where);
    await recordAudit(tx, actor, { action: `${entity}.translations`, entity, entityId: id, before: before.translations, after: translations });
    return true;
  });
}
