import { eq } from 'drizzle-orm';
import { loadContext, siteOf, type LoadContext } from '~/lib/loadContext.server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generousLimits, newAccount } from '~/api/testHelpers.server';
import type { DatabaseHandle } from '~/db/client.server';
import { outbox } from '~/db/schema';
import { createTestDatabase } from '~/db/testDatabase.server';
import { registerAccount } from './accounts.server';
import { resetMessages } from './passwordReset';
import { forgotPasswordAction, resetPasswordAction, resetPasswordLoader } from './passwordResetActions.server';
import { findSessionUser } from './sessions.server';
import { messages } from './validation';

// The forgot-password and reset-password pages' loaders and actions (docs/decisions/0012 and 0015).

let database: DatabaseHandle;
let context: LoadContext;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  context = loadContext({ db: database.db, security: { limits: generousLimits, trustProxy: 0 }, clientAddress: '10.9.0.2' });
});
afterAll(() => database?.close());

const post = (path: string, fields: Record<string, string>, cookie?: string) =>
  new Request(`http://127.0.0.1:4173${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields),
  });
const answer = <T>(result: unknown) => result as { data: T; init: { status?: number; headers?: Record<string, string> } | null };

async function newMember() {
  const account = newAccount('page');
  const outcome = await registerAccount({ db: database.db, security: siteOf(context).security, address: '10.9.0.2' }, account);
  if (!outcome.ok) throw new Error(outcome.error);
  return { ...account, token: outcome.token };
}

async function mailedToken(email: string): Promise<string> {
  const rows = await database.db.select({ text: outbox.text }).from(outbox).where(eq(outbox.to, email)).orderBy(outbox.createdAt);
  return /reset-password\?token=([A-Za-z0-9_-]{43})/.exec(rows.at(-1)!.text)![1]!;
}

describe('forgot-password action', () => {
  it('answers the same for a known and an unknown address, keeping what was typed', async () => {
    const member = await newMember();
    const known = answer<{ sent: boolean; email: string }>(await forgotPasswordAction(post('/forgot-password', { email: ` ${member.email} ` }), context));
    const unknown = answer<{ sent: boolean; email: string }>(await forgotPasswordAction(post('/forgot-password', { email: 'stranger@example.com' }), context));
    expect(known.data).toEqual({ sent: true, email: member.email });
    expect(unknown.data).toEqual({ sent: true, email: 'stranger@example.com' });
    expect(known.init?.status ?? 200).toBe(200);
    expect(unknown.init?.status ?? 200).toBe(200);
    // The link points at the page's own origin (no PUBLIC_ORIGIN in tests).
    const [mail] = await database.db.select().from(outbox).where(eq(outbox.to, member.email));
    expect(mail!.text).toContain('http://127.0.0.1:4173/reset-password?token=');
  });

  it('answers the form texts for an empty or malformed address, and the limit in its own words', async () => {
    expect(answer(await forgotPasswordAction(post('/forgot-password', { email: '' }), context))).toMatchObject({
      data: { sent: false, error: resetMessages.emailMissing },
      init: { status: 400 },
    });
    expect(answer(await forgotPasswordAction(post('/forgot-password', { email: 'nope@' }), context))).toMatchObject({
      data: { sent: false, error: messages.invalidEmail, email: 'nope@' },
      init: { status: 400 },
    });
    const limited = loadContext({
      ...siteOf(context),
      security: { limits: { ...generousLimits, passwordResetsPerEmail: { max: 1, windowSeconds: 3600 } }, trustProxy: 0 },
    });
    await forgotPasswordAction(post('/forgot-password', { email: 'limited@example.com' }), limited);
    const res = answer(await forgotPasswordAction(post('/forgot-password', { email: 'limited@example.com' }), limited));
    expect(res).toMatchObject({ data: { sent: false, error: resetMessages.limited }, init: { status: 429 } });
    expect(res.init?.headers?.['Retry-After']).toMatch(/^\d+$/);
  });
});

describe('reset-password loader and action', () => {
  it('shows the form for a live link, then sets the password, ends the sessions and clears the cookie', async () => {
    const member = await newMember();
    await forgotPasswordAction(post('/forgot-password', { email: member.email }), context);
    const token = await mailedToken(member.email);
    const page = `/reset-password?token=${token}`;
    expect(answer(await resetPasswordLoader(new Request(`http://127.0.0.1:4173${page}`), context)).data).toEqual({ token, state: 'valid', target: null });

    // A rule broken: the link is kept for another try, the field named.
    expect(
      answer(await resetPasswordAction(post(page, { token, password: 'a-brand-new-passphrase-7', confirmPassword: 'something-else-entirely' }), context)),
    ).toMatchObject({ data: { done: false, reason: 'password', field: 'confirmPassword', error: messages.passwordsDiffer }, init: { status: 400 } });
    expect(answer(await resetPasswordAction(post(page, { token, password: '', confirmPassword: '' }), context)).data).toMatchObject({
      error: messages.missingFields,
      field: 'password',
    });

    const done = answer<{ done: boolean }>(
      await resetPasswordAction(
        post(page, { token, password: 'a-brand-new-passphrase-7', confirmPassword: 'a-brand-new-passphrase-7' }, `aurelia_session=${member.token}`),
        context,
      ),
    );
    expect(done.data).toEqual({ done: true });
    expect(done.init?.headers?.['Set-Cookie']).toMatch(/^aurelia_session=; Max-Age=0/);
    expect(await findSessionUser(database.db, member.token)).toBeNull();

    // Used: the page says so instead of showing the form.
    expect(answer(await resetPasswordLoader(new Request(`http://127.0.0.1:4173${page}`), context))).toMatchObject({
      data: { state: 'used' },
      init: { status: 400 },
    });
    expect(
      answer(await resetPasswordAction(post(page, { token, password: 'yet-another-passphrase-8', confirmPassword: 'yet-another-passphrase-8' }), context)),
    ).toMatchObject({ data: { done: false, reason: 'link', state: 'used', error: resetMessages.linkUsed }, init: { status: 400 } });
  });

  it('says an unknown link is not valid, with or without a token', async () => {
    for (const url of [
      'http://localhost/reset-password',
      'http://localhost/reset-password?token=abc',
      `http://localhost/reset-password?token=${'a'.repeat(43)}`,
    ]) {
      expect(answer(await resetPasswordLoader(new Request(url), context))).toMatchObject({ data: { state: 'unknown' }, init: { status: 400 } });
    }
  });
});

describe('the page a guest was signing in for (issue 34: "Forgot your password?" kept the pending stay from nobody)', () => {
  const stay = '/fr/reservations/new?roomType=00000000-0000-4000-8000-000000000000&checkIn=2031-03-02&checkOut=2031-03-05&guests=2&plan=flexible';

  it('travels from /forgot-password?redirectTo= in the mailed link, and the reset page gives it back', async () => {
    const member = await newMember();
    await forgotPasswordAction(post(`/forgot-password?${new URLSearchParams({ redirectTo: stay })}`, { email: member.email }), context);
    const [mail] = await database.db.select().from(outbox).where(eq(outbox.to, member.email));
    const link = new URL(/(http:\S+\/reset-password\?\S+)/.exec(mail!.text)![1]!);
    expect(link.searchParams.get('redirectTo')).toBe(stay);
    const page = answer<{ state: string; target: string | null }>(await resetPasswordLoader(new Request(link), context));
    expect(page.data).toMatchObject({ state: 'valid', target: stay });
  });

  it.each(['https://evil.example/reservations/new', '//evil.example/x', '/\\evil.example', '%2F%2Fevil.example', 'javascript:alert(1)'])(
    'never carries a place off the site (%s): the link and the page hold none',
    async (elsewhere) => {
      const member = await newMember();
      await forgotPasswordAction(post(`/forgot-password?${new URLSearchParams({ redirectTo: elsewhere })}`, { email: member.email }), context);
      const [mail] = await database.db.select().from(outbox).where(eq(outbox.to, member.email));
      expect(mail!.text).not.toContain('redirectTo');
      const token = await mailedToken(member.email);
      const page = `http://127.0.0.1:4173/reset-password?${new URLSearchParams({ token, redirectTo: elsewhere })}`;
      expect(answer<{ target: string | null }>(await resetPasswordLoader(new Request(page), context)).data.target).toBeNull();
    },
  );
});
