import { data, redirect } from 'react-router';
import type { User } from '~/accounts/user';
import type { Database } from '~/db/client.server';
import { problemsByField, valuesOf, type FieldErrors } from '~/studio/StudioField';
import { events } from '~/db/schema';
import { readTranslations, saveTranslations } from '~/studio/translationsInput.server';
import { EVENT_FIELD_ORDER, EVENT_TRANSLATED } from './eventInput';
import { EventInput } from './eventInput.server';
import { createEvent, deleteEvent, updateEvent } from './events.write.server';

export interface EventFormAnswer {
  values: Record<string, string>;
  errors: FieldErrors;
  /** One sentence above the form: what went wrong. */
  error: string;
}

/** The translations page's answer: what was saved, or the problems with what was typed. */
export type EventTranslationsAnswer =
  { ok: true; target: string; message: string } | { ok: false; target: string; message: string; values: Record<string, string>; errors: FieldErrors };
const TRANSLATIONS = 'event-translations';

async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

const unreadable = (): EventFormAnswer => ({ values: {}, errors: {}, error: 'The form could not be read. Please try again.' });

/**
 * Saves the event form (a plain POST, or React Router's with scripts): a new event without `id`,
 * else a change. Problems answer the form again, in place, with what was typed; success goes back
 * to the list, which names what was saved.
 */
export async function saveEventFromForm(db: Database, actor: User, request: Request, id: string | null) {
  const form = await readForm(request);
  if (!form) return data(unreadable(), { status: 400 });
  const values = valuesOf(form, EVENT_FIELD_ORDER);
  const parsed = EventInput.safeParse(values);
  if (!parsed.success) {
    const errors = problemsByField(parsed.error.issues);
    const count = Object.keys(errors).length;
    return data<EventFormAnswer>(
      { values, errors, error: `Please correct ${count === 1 ? 'the field' : `the ${count} fields`} marked below.` },
      { status: 400 },
    );
  }
  const saved = id ? await updateEvent(db, actor, id, parsed.data) : await createEvent(db, actor, parsed.data);
  if (!saved) throw data({ error: 'Event not found' }, { status: 404 });
  throw redirect(`/studio/events?${new URLSearchParams({ [id ? 'saved' : 'created']: saved._id })}`);
}

/** The event's texts in the other languages, saved whole; answered in place. */
export async function saveEventTranslationsFromForm(db: Database, actor: User, request: Request, id: string) {
  const form = await readForm(request);
  if (!form) return data<EventTranslationsAnswer>({ ok: false, target: TRANSLATIONS, message: unreadable().error, values: {}, errors: {} }, { status: 400 });
  const read = readTranslations(form, EVENT_TRANSLATED);
  if (!read.ok) {
    const count = Object.keys(read.errors).length;
    const message = count === 1 ? Object.values(read.errors)[0]! : `Please correct the ${count} fields marked below.`;
    return data<EventTranslationsAnswer>({ ok: false, target: TRANSLATIONS, message, values: read.values, errors: read.errors }, { status: 400 });
  }
  if (!(await saveTranslations(db, actor, events, 'event', id, read.translations))) throw data({ error: 'Event not found' }, { status: 404 });
  return data<EventTranslationsAnswer>({ ok: true, target: TRANSLATIONS, message: 'Translations saved. The pages in those languages show them now.' });
}

export type EventListAnswer = { ok: true; message: string } | { ok: false; error: string };

/** The list's delete form (confirmed inside its disclosure): fields `intent=delete` and `id`. */
export async function deleteEventFromForm(db: Database, actor: User, request: Request) {
  const form = await readForm(request);
  const id = form?.get('id');
  if (!form || form.get('intent') !== 'delete' || typeof id !== 'string') {
    return data<EventListAnswer>({ ok: false, error: 'The form could not be read. Please try again.' }, { status: 400 });
  }
  const deleted = await deleteEvent(db, actor, id);
  if (!deleted) return data<EventListAnswer>({ ok: false, error: 'That event was already deleted.' }, { status: 404 });
  return data<EventListAnswer>({ ok: true, message: `Deleted “${deleted.title}”.` });
}
