// The account's language (issue 21): stored at sign-up from the page (or the API's `language`),
// changed on /account, and the language of the password reset mail; a subscriber's welcome mail
// in the language of the page they subscribed from.
import { and, eq } from 'drizzle-orm';
import { loadContext } from '~/lib/loadContext.server';
import { describe, expect, it, vi } from 'vitest';
import { call, generousLimits, newAccount, openTestApi } from '~/api/testHelpers.server';
import { changeLanguage } from '~/account/account.server';
import { accountMessages } from '~/account/accountMessages';
import { newsletterSubscriptions, outbox, users } from '~/db/schema';
import { newsletterAction } from '~/newsletter/subscribe.server';
import { LANGUAGE_MESSAGE } from './accounts.api.server';
import { authMessageOf } from './authMessages';
import { signInAction, signUpAction } from './formActions.server';
import { toUser } from './users.server';
import { messages, takenMessages } from './validation';

const { database, api } = await openTestApi({ seed: false, security: { limits: generousLimits } });
const context = loadContext({ db: database.db, security: { limits: generousLimits, trustProxy: 0 }, clientAddress: '10.21.0.1' });

const post = (path: string, fields: Record<string, string>) =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
const rowOf = async (email: string) => (await database.db.select().from(users).where(eq(users.email, email)))[0]!;
const mailsTo = (email: string, kind: string) =>
  database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.kind, kind)));

describe('the language of a new account', () => {
  it('is the page’s on /fr/signup (without JavaScript), which then leads to the French home page', async () => {
    const account = newAccount('fr');
    const res = (await signUpAction(post('/fr/signup', { ...account, confirmPassword: account.password }), context)) as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/fr/');
    expect((await rowOf(account.email)).language).toBe('fr');
    // English keeps English and its home page.
    const english = newAccount('en');
    const home = (await signUpAction(post('/signup', { ...english, confirmPassword: english.password }), context)) as Response;
    expect(home.headers.get('location')).toBe('/');
    expect((await rowOf(english.email)).language).toBe('en');
  });

  it('is the API’s optional `language`, English without it, and a 400 for any other value', async () => {
    const german = newAccount('de');
    expect((await call(api, 'POST', '/auth/signup', { body: { ...german, language: 'de' } })).status).toBe(201);
    expect((await rowOf(german.email)).language).toBe('de');
    const plain = newAccount('plain');
    expect((await call(api, 'POST', '/auth/signup', { body: plain })).status).toBe(201);
    expect((await rowOf(plain.email)).language).toBe('en');
    for (const language of ['xx', 'FR', 'fr-FR', 7, null]) {
      const bad = newAccount('bad');
      const res = await call<{ error: string }>(api, 'POST', '/auth/signup', { body: { ...bad, language } });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(LANGUAGE_MESSAGE);
      expect(await database.db.select().from(users).where(eq(users.email, bad.email))).toEqual([]);
    }
  });

  it('refuses a taken email in the page’s language by key, and signing in on /de/signin leads to /de/', async () => {
    const account = newAccount('taken');
    await signUpAction(post('/de/signup', { ...account, confirmPassword: account.password }), context);
    const again = (await signUpAction(
      post('/fr/signup', { ...account, username: `${account.username}x`.slice(0, 30), confirmPassword: account.password }),
      context,
    )) as unknown as {
      data: { error: string; field: string };
    };
    expect(again.data).toMatchObject({ error: takenMessages.email, field: 'email' });
    expect(authMessageOf(again.data.error)).toEqual({ key: 'auth_email_taken' });
    expect(authMessageOf(messages.commonPassword)).toEqual({ key: 'auth_common_password' });
    const signedIn = (await signInAction(post('/de/signin', { email: account.email, password: account.password }), context)) as Response;
    expect(signedIn.headers.get('location')).toBe('/de/');
  });
});

describe('changing the account’s language', () => {
  it('stores a site language, bumps the account’s data version, and refuses anything else', async () => {
    const account = newAccount('change');
    await call(api, 'POST', '/auth/signup', { body: account });
    const before = await rowOf(account.email);
    const actor = { user: toUser(before) };
    expect(await changeLanguage(database.db, actor, 'it')).toEqual({ ok: true, value: 'it' });
    const after = await rowOf(account.email);
    expect(after.language).toBe('it');
    expect(after.dataVersion).toBeGreaterThan(before.dataVersion);
    expect(await changeLanguage(database.db, actor, 'klingon')).toMatchObject({ ok: false, status: 400, error: accountMessages.unknownLanguage });
    expect((await rowOf(account.email)).language).toBe('it');
  });
});

describe('mails in the reader’s language', () => {
  it('writes the password reset mail in the account’s language', async () => {
    const account = newAccount('reset');
    await call(api, 'POST', '/auth/signup', { body: { ...account, language: 'fr' } });
    expect((await call(api, 'POST', '/auth/forgot-password', { body: { email: account.email } })).status).toBe(202);
    const [mail] = await mailsTo(account.email, 'password-reset');
    expect(mail!.subject).toBe('Réinitialisez votre mot de passe Aurelia Resorts');
    expect(mail!.text).toContain(`Bonjour ${account.username},`);
    expect(mail!.text).toContain('ouvrez ce lien dans les 30 minutes');
    expect(mail!.text).not.toMatch(/Someone|Choose a new password/);
  });

  it('keeps English for an English account', async () => {
    const account = newAccount('reseten');
    await call(api, 'POST', '/auth/signup', { body: account });
    await call(api, 'POST', '/auth/forgot-password', { body: { email: account.email } });
    const [mail] = await mailsTo(account.email, 'password-reset');
    expect(mail!.subject).toBe('Reset your Aurelia Resorts password');
    expect(mail!.text).toContain(`Hello ${account.username},`);
  });

  it('welcomes a subscriber in the language of the page the footer’s form was sent from, and stores it', async () => {
    const email = 'abonne@example.com';
    const request = new Request('http://localhost/fr/rooms?index', { method: 'POST', body: new URLSearchParams({ email }) });
    const result = await newsletterAction({ request, context });
    expect(result.data.newsletter).toEqual({ ok: true });
    const [row] = await database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
    expect(row!.language).toBe('fr');
    const [mail] = await mailsTo(email, 'newsletter-welcome');
    expect(mail!.subject).toBe('Bienvenue dans la newsletter Aurelia Resorts');
    expect(mail!.text).toContain('Merci de vous être abonné');
    expect(mail!.headers['List-Unsubscribe']).toMatch(/\/unsubscribe\?/);
  });

  it('with French published, the French welcome’s unsubscribe link, in the text and in List-Unsubscribe, is the French page', async () => {
    vi.stubEnv('PUBLISHED_LOCALES', 'all');
    try {
      const email = 'desabonnement@example.com';
      const request = new Request('http://localhost/fr/rooms?index', { method: 'POST', body: new URLSearchParams({ email }) });
      await newsletterAction({ request, context });
      const [mail] = await mailsTo(email, 'newsletter-welcome');
      const header = /^<(.+)>$/.exec(mail!.headers['List-Unsubscribe']!)![1]!;
      expect(new URL(header).pathname).toBe('/fr/unsubscribe');
      expect(mail!.text).toContain(header);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
