import { data } from 'react-router';
import type { User } from '~/accounts/user';
import type { Database } from '~/db/client.server';
import { contactCategories, type ContactCategory } from '~/db/schema';
import { isSlug } from '~/lib/slug';
import { changeMessage } from './messages.server';
import { statusFilters, type StatusFilter } from './note';

/** The inbox's filters and page as the list's URL holds them; anything unknown is as if absent. */
export interface InboxFilters {
  category: ContactCategory | null;
  hotel: string | null;
  status: StatusFilter;
  page: number;
}

export function filtersFromUrl(url: URL): InboxFilters {
  const get = (name: string) => url.searchParams.get(name) ?? '';
  const category = contactCategories.find((c) => c === get('category')) ?? null;
  const hotel = isSlug(get('hotel')) ? get('hotel') : null;
  const status = statusFilters.find((s) => s === get('status')) ?? 'open';
  const page = /^\d{1,6}$/.test(get('page')) ? Math.max(1, Number(get('page'))) : 1;
  return { category, hotel, status, page };
}

export type MessageIntent = 'handled' | 'reopen' | 'note';

export type MessageActionData = { ok: true; intent: MessageIntent; message: string } | { ok: false; intent: MessageIntent | null; error: string; note: string };

const DONE: Record<MessageIntent, string> = { handled: 'Marked handled', reopen: 'Reopened', note: 'Note saved' };

/**
 * The message page's forms (plain HTML POSTs, or React Router's with scripts): `intent` handled |
 * reopen | note, and `internalNote` with the last. Answers the page again with what happened, in
 * words for its status region; a refused note comes back as typed.
 */
export async function messageFromForm(db: Database, actor: Pick<User, '_id' | 'username'>, id: string, request: Request) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<MessageActionData>({ ok: false, intent: null, error: 'The form could not be read. Please try again.', note: '' }, { status: 400 });
  }
  const value = (name: string) => {
    const field = form.get(name);
    return typeof field === 'string' ? field : '';
  };
  const intent = (['handled', 'reopen', 'note'] as const).find((i) => i === value('intent')) ?? null;
  // Browsers send a textarea's line breaks as CRLF; its maxlength counted each as one character.
  const note = value('internalNote').replace(/\r\n?/g, '\n');
  if (!intent) return data<MessageActionData>({ ok: false, intent, error: 'Please choose what to do with the message', note }, { status: 400 });
  const outcome = await changeMessage(db, actor, id, intent === 'note' ? { internalNote: note } : { status: intent === 'handled' ? 'handled' : 'open' });
  if (!outcome.ok) return data<MessageActionData>({ ok: false, intent, error: outcome.error, note }, { status: outcome.status });
  return data<MessageActionData>({ ok: true, intent, message: intent === 'note' && !outcome.value.internalNote ? 'Note cleared' : DONE[intent] });
}
