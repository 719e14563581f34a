import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Database } from '~/db/client.server';
import { LOCALES } from '~/i18n/locales';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '~/lib/slug';
import type { MailSettings } from '~/mail/mailer.server';
import type { SecurityOptions } from './security.server';

// Other modules still take the pattern from here (contact's hotel field).
export { SLUG_PATTERN };

/** What every API module needs from the running server. */
export interface ApiDeps {
  db: Database;
  ping(): Promise<void>;
  /** Abuse limits and proxy trust; defaults when absent (tests). */
  security?: SecurityOptions;
  /** How mail leaves (SMTP_URL, MAIL_FROM); the outbox only when absent (tests). */
  mail?: MailSettings;
  /** The time it is, for rules that follow a clock (the hotels' venues); the system clock when absent. Tests set it. */
  now?: () => Date;
}

export const ErrorSchema = z
  .object({
    error: z.string().openapi({ example: 'limit must be a whole number from 1 to 100' }),
    details: z.record(z.string(), z.string()).optional(),
  })
  .openapi('Error');

/** Hidden form field: people leave it empty, form-filling bots do not (ADR 0006). */
export const honeypotField = z.string().max(200).optional().openapi({ description: 'Leave empty. A hidden trap field for bots.' });

/** An OpenAPI response: a JSON body of that schema. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** An OpenAPI request body: required JSON of that schema. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });

/**
 * A router whose failed validations answer 400 with the first problem as `error` and every
 * problem by field in `details` (docs/product/api.md, "Conventions").
 */
export function createRouter() {
  return new OpenAPIHono({
    defaultHook: (result, c) => {
      if (result.success) return;
      const details: Record<string, string> = {};
      for (const issue of result.error.issues) {
        const field = issue.path.join('.') || 'body';
        details[field] ??= issue.message;
      }
      return c.json({ error: result.error.issues[0]?.message ?? 'Invalid request', details }, 400);
    },
  });
}

/** The slug rule of the whole site (app/lib/slug.ts), as an OpenAPI path parameter. */
export const slugParam = (name: string) =>
  z
    .string()
    .max(SLUG_MAX_LENGTH, `${name} is too long`)
    .regex(SLUG_PATTERN, `${name} may hold only lower-case letters, digits and hyphens`)
    .openapi({ param: { name: 'slug', in: 'path' }, example: 'alpine-gold-casino-lodge' });

/** Printable text: PostgreSQL refuses NUL bytes, and no name or title needs control characters. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f]*$/;

/** Free text of several lines (a note, special requests): line breaks and tabs, no other control characters. */
export const isPrintableText = (text: string) => NO_CONTROL_CHARACTERS.test(text.replace(/[\r\n\t]/g, ''));

/** The `{id}` path parameter of a row (a uuid; anything else is simply not found). */
export const idParam = z.object({
  id: z
    .string()
    .max(64)
    .openapi({ param: { name: 'id', in: 'path' }, example: '0b7e6a3c-3f5e-4f7e-a1d2-9c1e2f3a4b5c' }),
});

/** A signed-in route's OpenAPI security: the bearer token or the session cookie. */
export const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/** A query parameter holding a whole number from `min` to `max`, with one message for every miss. */
/** `?lang=` on reads of translatable content: the texts in that language, English where one is missing. */
export const langQuery = () =>
  z
    .enum(LOCALES, { error: `lang must be one of ${LOCALES.join(', ')}` })
    .optional()
    .openapi({ description: 'The language of the texts (English by default); a field without a translation comes in English and is named in `english`' });

/** Which of an item's texts came in English for want of a translation (only with `?lang=`). */
export const englishFields = <T extends string>(fields: readonly [T, ...T[]]) =>
  z.array(z.enum(fields)).optional().openapi({ description: 'Texts left in English for want of a translation' });

export const wholeNumber = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be a whole number from ${min} to ${max}`);
