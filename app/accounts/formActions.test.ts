import { count, eq } from 'drizzle-orm';
import { loadContext, siteOf, type LoadContext } from '~/lib/loadContext.server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '~/api/limits.server';
import { generousLimits, newAccount } from '~/api/testHelpers.server';
import { contactAction } from '~/contact/contactAction.server';
import type { DatabaseHandle } from '~/db/client.server';
import { contactMessages, users } from '~/db/schema';
import { createTestDatabase } from '~/db/testDatabase.server';
import { signInAction, signOutAction, signUpAction } from './formActions.server';
import { findSessionUser } from './sessions.server';

// The pages' form actions (docs/decisions/0012): the API's rules, answered as pages or redirects.

let database: DatabaseHandle;
let context: LoadContext;

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
  context = loadContext({ db: database.db, security: { limits: generousLimits, trustProxy: 0 }, clientAddress: '10.9.0.1' });
});
afterAll(() => database?.close());

const post = (path: string, fields: Record<string, string>, cookie?: string) =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields),
  });

/** A React Router data() answer: its status and payload. */
const answer = <T>(result: unknown) => result as { data: T; init: { status: number; headers?: Record<string, string> } | null };
const sessionCookie = (res: Response) => /aurelia_session=([^;]*)/.exec(res.headers.get('set-cookie') ?? '')?.[1];

describe('sign-up action', () => {
  it('answers the first problem in the order of docs/product/requirements.md section 5, keeping username and email only', async () => {
    const cases: [Record<string, string>, string, string | null][] = [
      [{ username: '', email: '', password: '', confirmPassword: '' }, 'Please fill out all fields', null],
      [{ username: 'ab', email: 'bad', password: 'short', confirmPassword: 'other' }, 'Username must be 3-30 characters', 'username'],
      [{ username: 'valentina', email: 'bad', password: 'short', confirmPassword: 'other' }, 'Passwords do not match', 'confirmPassword'],
      [{ username: 'valentina', email: 'bad', password: 'short', confirmPassword: 'short' }, 'Password must be at least 10 characters', 'password'],
      [{ username: 'valentina', email: 'not an@email.com', password: 'velvet-rope-42', confirmPassword: 'velvet-rope-42' }, 'Enter a valid email', 'email'],
      [
        { username: 'valentina', email: 'v@example.com', password: 'password123', confirmPassword: 'password123' },
        'This password is one of the most common ones and easy to guess. Please choose another.',
        'password',
      ],
    ];
    for (const [fields, error, field] of cases) {
      const res = answer<{ error: string; field: string | null; values: Record<string, string> }>(await signUpAction(post('/signup', fields), context));
      expect(res.init?.status).toBe(400);
      expect(res.data).toEqual({ error, field, values: { username: fields.username, email: fields.email } });
      expect(JSON.stringify(res.data)).not.toContain(fields.password || '\u0000');
    }
  });

  it('creates the account, sets the HttpOnly session cookie and honours Book Now', async () => {
    const account = newAccount('act');
    const res = (await signUpAction(
      post('/signup?redirectAfterSignup=%2Frooms%2Falpine-gold-casino-lodge&bookingIntent=true', {
        ...account,
        confirmPassword: account.password,
        website: '',
      }),
      context,
    )) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/rooms/alpine-gold-casino-lodge#book-your-stay');
    expect(res.headers.get('set-cookie')).toMatch(/HttpOnly/);
    expect(res.headers.get('set-cookie')).toMatch(/SameSite=Lax/);
    expect((await findSessionUser(database.db, sessionCookie(res)))?.username).toBe(account.username);
  });

  it('never redirects off the site', async () => {
    const account = newAccount('act');
    const res = (await signUpAction(
      post('/signup?redirectAfterSignup=%2F%2Fother.example', { ...account, confirmPassword: account.password }),
      context,
    )) as Response;
    expect(res.headers.get('location')).toBe('/');
  });

  it("answers a taken email with the API's 409 text on the email field", async () => {
    const account = newAccount('act');
    await signUpAction(post('/signup', { ...account, confirmPassword: account.password }), context);
    const res = answer<{ error: string; field: string }>(
      await signUpAction(
        post('/signup', { ...newAccount('act'), email: account.email, password: account.password, confirmPassword: account.password }),
        context,
      ),
    );
    expect(res.init?.status).toBe(409);
    expect(res.data).toMatchObject({ error: 'An account with this email already exists', field: 'email' });
  });

  it('refuses a filled honeypot with the generic text and creates nothing', async () => {
    const account = newAccount('act');
    const res = answer<{ error: string }>(await signUpAction(post('/signup', { ...account, confirmPassword: account.password, website: 'spam' }), context));
    expect(res.data.error).toBe('Registration failed. Please try again.');
    expect((await database.db.select({ n: count() }).from(users).where(eq(users.email, account.email)))[0]!.n).toBe(0);
  });

  it('counts against the same sign-up limit as the API and says so', async () => {
    const strict = loadContext({
      ...siteOf(context),
      clientAddress: '10.9.0.2',
      security: { limits: { ...DEFAULT_LIMITS, signupAttemptsPerAddress: { max: 1, windowSeconds: 3600 } }, trustProxy: 0 },
    });
    const first = newAccount('act');
    expect(((await signUpAction(post('/signup', { ...first, confirmPassword: first.password }), strict)) as Response).status).toBe(302);
    const second = newAccount('act');
    const res = answer<{ error: string }>(await signUpAction(post('/signup', { ...second, confirmPassword: second.password }), strict));
    expect(res.init?.status).toBe(429);
    expect(res.init?.headers).toMatchObject({ 'Retry-After': expect.stringMatching(/^\d+$/) });
    expect(res.data.error).toBe('Too many sign-ups from your network. Please try again later.');
  });
});

describe('sign-in and sign-out actions', () => {
  it('answers any bad pair with Invalid email or password, keeping the email', async () => {
    const res = answer<{ error: string; values: { email: string } }>(
      await signInAction(post('/signin', { email: 'nobody@example.com', password: 'x' }), context),
    );
    expect(res.init?.status).toBe(401);
    expect(res.data).toEqual({ error: 'Invalid email or password', values: { email: 'nobody@example.com' } });
  });

  it('signs in with a cookie and a safe redirectTo, then signs out on the server', async () => {
    const account = newAccount('act');
    await signUpAction(post('/signup', { ...account, confirmPassword: account.password }), context);
    const res = (await signInAction(post('/signin?redirectTo=%2Fstudio', { email: account.email, password: account.password }), context)) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/studio');
    const token = sessionCookie(res)!;
    expect(await findSessionUser(database.db, token)).not.toBeNull();

    const out = (await signOutAction(post('/signout', {}, `aurelia_session=${token}`), context)) as Response;
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe('/');
    expect(out.headers.get('set-cookie')).toMatch(/aurelia_session=;.*Max-Age=0/);
    expect(await findSessionUser(database.db, token)).toBeNull();
  });

  it('sends staff without a redirectTo to the studio, guests home, and either to a safe redirectTo', async () => {
    const guest = newAccount('act');
    const staff = newAccount('act');
    for (const account of [guest, staff]) await signUpAction(post('/signup', { ...account, confirmPassword: account.password }), context);
    await database.db.update(users).set({ role: 'concierge' }).where(eq(users.email, staff.email));
    const landing = async (account: typeof guest, query = '') =>
      ((await signInAction(post(`/signin${query}`, { email: account.email, password: account.password }), context)) as Response).headers.get('location');
    expect(await landing(guest)).toBe('/');
    expect(await landing(staff)).toBe('/studio');
    expect(await landing(staff, '?redirectTo=https%3A%2F%2Fother.example')).toBe('/studio');
    expect(await landing(staff, '?redirectTo=%2Frewards')).toBe('/rewards');
  });

  it('signs out back to a redirectTo on this site, and never off it', async () => {
    const to = async (query: string) => ((await signOutAction(post(`/signout${query}`, {}), context)) as Response).headers.get('location');
    expect(await to('?redirectTo=%2Fsignin%3FredirectTo%3D%252Frewards')).toBe('/signin?redirectTo=%2Frewards');
    expect(await to('?redirectTo=%2F%2Fother.example')).toBe('/');
  });

  it('says when the sign-in limit is reached', async () => {
    const strict = loadContext({
      ...siteOf(context),
      clientAddress: '10.9.0.3',
      security: { limits: { ...DEFAULT_LIMITS, loginFailuresPerAddress: { max: 1, windowSeconds: 60 } }, trustProxy: 0 },
    });
    await signInAction(post('/signin', { email: 'a@example.com', password: 'x' }), strict);
    const res = answer<{ error: string }>(await signInAction(post('/signin', { email: 'b@example.com', password: 'x' }), strict));
    expect(res.init?.status).toBe(429);
    expect(res.data.error).toBe('Too many failed sign-in attempts. Please wait a minute and try again.');
  });
});

describe('contact action', () => {
  const message = { name: 'Ada', email: 'ada@example.com', category: 'dining', subject: 'A table', message: 'For two.', phone: '', hotel: '' };

  it('stores the message and answers sent', async () => {
    const before = (await database.db.select({ n: count() }).from(contactMessages))[0]!.n;
    const res = answer<{ sent: boolean }>(await contactAction(post('/contact', { ...message, hotel: 'alpine-gold-casino-lodge' }), context));
    expect(res.data).toEqual({ sent: true });
    expect((await database.db.select({ n: count() }).from(contactMessages))[0]!.n).toBe(before + 1);
  });

  it('answers invalid input with the SPEC text and the values kept', async () => {
    const res = answer<{ sent: boolean; error: string; values: Record<string, string> }>(
      await contactAction(post('/contact', { ...message, category: 'casino' }), context),
    );
    expect(res.init?.status).toBe(400);
    expect(res.data).toEqual({ sent: false, error: 'Failed to send message. Please try again.', values: { ...message, category: 'casino' } });
  });

  it('says when the contact limit is reached', async () => {
    const strict = loadContext({
      ...siteOf(context),
      clientAddress: '10.9.0.4',
      security: { limits: { ...DEFAULT_LIMITS, contactPerAddress: { max: 1, windowSeconds: 3600 } }, trustProxy: 0 },
    });
    await contactAction(post('/contact', message), strict);
    const res = answer<{ error: string }>(await contactAction(post('/contact', message), strict));
    expect(res.init?.status).toBe(429);
    expect(res.data.error).toBe('Too many messages from your network. Please try again later.');
  });
});
