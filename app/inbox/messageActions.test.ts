import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLog, contactMessages, users } from '~/db/schema';
import { createTestDatabase } from '~/db/testDatabase.server';
import { filtersFromUrl, messageFromForm, type MessageActionData } from './messageActions.server';
import { INTERNAL_NOTE_MAX } from './note';

const database = await createTestDatabase({ seed: false });
afterAll(() => database.close());
const { db } = database;
const [desk] = await db.insert(users).values({ username: 'inboxdesk', email: 'inbox-desk@example.com', role: 'concierge' }).returning();
const staff = { _id: desk!.id, username: desk!.username };
const [message] = await db
  .insert(contactMessages)
  .values({ name: 'Ada', email: 'ada@example.com', category: 'spa', subject: 'A massage', message: 'At six?' })
  .returning();
const id = message!.id;

/** The message page's form POST, as a browser sends it. */
async function post(fields: Record<string, string>, to = id) {
  const request = new Request(`http://localhost/studio/messages/${to}`, { method: 'POST', body: new URLSearchParams(fields) });
  const answer = (await messageFromForm(db, staff, to, request)) as unknown as { data: MessageActionData; init: ResponseInit | null };
  return { status: answer.init?.status ?? 200, data: answer.data };
}

describe('the message page’s forms', () => {
  it('marks handled, reopens and saves the note (CRLF as one character), each audited', async () => {
    expect(await post({ intent: 'handled' })).toEqual({ status: 200, data: { ok: true, intent: 'handled', message: 'Marked handled' } });
    expect((await db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0]).toMatchObject({ status: 'handled', handledBy: staff._id });
    expect((await post({ intent: 'reopen' })).data).toMatchObject({ ok: true, message: 'Reopened' });
    const note = `${'x'.repeat(INTERNAL_NOTE_MAX - 2)}\r\ny`;
    expect((await post({ intent: 'note', internalNote: note })).data).toMatchObject({ ok: true, message: 'Note saved' });
    expect((await post({ intent: 'note', internalNote: '' })).data).toMatchObject({ ok: true, message: 'Note cleared' });
    const actions = (await db.select().from(auditLog).where(eq(auditLog.entityId, id))).map((e) => e.action).sort();
    expect(actions).toEqual(['message.handled', 'message.note', 'message.note', 'message.reopened']);
  });

  it('answers a refused note with the text as typed, an unknown intent 400 and an unknown message 404', async () => {
    expect(await post({ intent: 'note', internalNote: 'bell\u0007' })).toEqual({
      status: 400,
      data: { ok: false, intent: 'note', error: 'The note may not hold control characters', note: 'bell\u0007' },
    });
    expect(await post({ intent: 'note', internalNote: 'x'.repeat(INTERNAL_NOTE_MAX + 1) })).toMatchObject({ status: 400 });
    expect(await post({ intent: 'delete' })).toMatchObject({ status: 400, data: { error: 'Please choose what to do with the message' } });
    expect(await post({ intent: 'handled' }, '0b7e6a3c-3f5e-4f7e-a1d2-9c1e2f3a4b5c')).toMatchObject({ status: 404, data: { error: 'Message not found' } });
  });
});

describe('the list’s URL', () => {
  it('reads known filters and a page, and ignores anything else', () => {
    expect(filtersFromUrl(new URL('http://x/studio/messages?category=spa&hotel=alpine-gold&status=all&page=3'))).toEqual({
      category: 'spa',
      hotel: 'alpine-gold',
      status: 'all',
      page: 3,
    });
    expect(filtersFromUrl(new URL('http://x/studio/messages?category=general&hotel=No%20Slug&status=closed&page=-2'))).toEqual({
      category: null,
      hotel: null,
      status: 'open',
      page: 1,
    });
  });
});
