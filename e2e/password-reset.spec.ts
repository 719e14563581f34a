import type { APIRequestContext, Page } from '@playwright/test';
import { e2eAdmin } from './editorAccount';
import { signInWithStaffPasskey } from './support/staffPasskey';
import { expect, test, waitForHydration } from './fixtures';
import { openOtherRates } from './support/roomRates';
import { fillSignup, headerAccount, submitSignup } from './support/signupForm';
import { axeViolations } from './support/axe';

// "Forgot your password?" from the sign-in page to a new password, with and without JavaScript, and
// the newsletter's unsubscribe link (docs/decisions/0015-mail-outbox-and-password-reset.md). The
// e2e server sends no mail: the tests read the outbox through the admin API.

const OLD_PASSWORD = 'velvet-rope-midnight-42';
const NEW_PASSWORD = 'a-brand-new-passphrase-7';
const SENT = 'If an account exists for that address, we have sent a link to reset the password. It is valid for 30 minutes.';
const DONE = 'Your password has been changed, and every session of your account has been signed out. Please sign in with your new password.';

let counter = 0;
function newAccount() {
  counter += 1;
  const id = `pr${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { username: id, email: `${id}@example.com`, password: OLD_PASSWORD };
}

type Mail = { to: string; subject: string; text: string; kind: string; headers: Record<string, string> };

/** The newest mail of that kind to the address, read as the e2e admin (a request context of its own, not the page's cookies). */
async function newestMail(request: APIRequestContext, to: string, kind: string): Promise<Mail> {
  const login = await signInWithStaffPasskey(request, e2eAdmin);
  const { token } = login;
  let found: Mail | undefined;
  await expect(async () => {
    const res = await request.get(`/api/admin/outbox?to=${encodeURIComponent(to)}`, { headers: { authorization: `Bearer ${token}` } });
    found = ((await res.json()) as Mail[]).find((m) => m.kind === kind);
    expect(found).toBeDefined();
  }).toPass({ timeout: 5000 });
  return found!;
}

const resetLinkOf = (mail: Mail) => /(https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;

async function signUpAndOut(page: Page, account: ReturnType<typeof newAccount>) {
  await page.goto('/signup');
  await fillSignup(page, account);
  await submitSignup(page);
  // The registration ends on the home page; a refusal would keep /signup and say why in the failure.
  await expect(page).toHaveURL(/\/$/);
  await expect(headerAccount(page)).toContainText(account.username);
  await headerAccount(page).getByRole('button', { name: 'Log Out' }).click();
  await expect(headerAccount(page).getByRole('link', { name: 'Log In' })).toBeVisible();
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The whole journey; the same steps with and without scripts. */
async function resetJourney(page: Page, request: APIRequestContext) {
  const account = newAccount();
  await signUpAndOut(page, account);

  await page.goto('/signin');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Your Password?' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible();

  const mail = await newestMail(request, account.email, 'password-reset');
  expect(mail.subject).toBe('Reset your Aurelia Resorts password');
  const link = resetLinkOf(mail);
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a New Password' })).toBeVisible();
  // A rule broken first: the link survives it.
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill('something-else-entirely');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.locator('#reset-error')).toHaveText('Passwords do not match');
  await expect(page.getByLabel('Confirm new password')).toBeFocused();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('status').filter({ hasText: DONE })).toBeVisible();

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('has already been used');
  await expect(page.getByRole('link', { name: 'Ask for a New Link' })).toHaveAttribute('href', '/forgot-password');

  await signIn(page, account.email, OLD_PASSWORD);
  await expect(page.locator('#signin-error')).toHaveText('Invalid email or password');
  await signIn(page, account.email, NEW_PASSWORD);
  await expect(headerAccount(page)).toContainText(account.username);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('forgot password: the mailed link sets a new password; the old one no longer signs in', async ({ page, request, pageErrors }) => {
    pageErrors.allow(/\/(signin|reset-password)/); // a wrong password and a used link are 4xx pages
    await resetJourney(page, request);
  });

  test('an unknown address gets the same answer, and a made-up link says it is not valid', async ({ page, pageErrors }) => {
    pageErrors.allow(/\/reset-password/);
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('nobody-at-all@example.com');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible();
    const res = await page.goto(`/reset-password?token=${'x'.repeat(43)}`);
    expect(res?.status()).toBe(400);
    await expect(page.getByRole('alert')).toContainText('This link to reset your password is not valid');
  });

  test("the newsletter's unsubscribe link asks first, then unsubscribes; an altered one is refused", async ({ page, request, pageErrors }) => {
    pageErrors.allow(/\/unsubscribe/);
    const email = `${newAccount().username}@example.com`;
    expect((await request.post('/api/newsletter', { data: { email } })).status()).toBe(201);
    const mail = await newestMail(request, email, 'newsletter-welcome');
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /^<(.+)>$/.exec(mail.headers['List-Unsubscribe']!)![1]!;

    await page.goto(link);
    await expect(page.getByText(`Unsubscribe ${email} from the Aurelia Resorts newsletter?`)).toBeVisible();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('status')).toHaveText(`You are unsubscribed: ${email} will receive no more newsletters from us.`);

    const altered = new URL(link);
    altered.searchParams.set('email', `someone-else-${email}`);
    const res = await page.goto(altered.toString());
    expect(res?.status()).toBe(400);
    await expect(page.getByRole('alert')).toHaveText('This unsubscribe link is not valid');
  });
});

test.describe('with JavaScript', () => {
  test('forgot password: the mailed link sets a new password; the old one no longer signs in', async ({ page, request, pageErrors }) => {
    pageErrors.allow(/\/(signin|reset-password|api\/auth\/login)/);
    await page.goto('/signin');
    await waitForHydration(page);
    await resetJourney(page, request);
  });

  test('a signed-in browser whose password is reset elsewhere is signed out at its next page', async ({ page, browser, request, pageErrors }) => {
    pageErrors.allow(/\/api\/auth\/me/); // the stored token's check answers 401
    const account = newAccount();
    await page.goto('/signup');
    await waitForHydration(page);
    await fillSignup(page, account);
    await submitSignup(page);
    await expect(headerAccount(page)).toContainText(account.username);

    // Another browser (the owner, on their phone) asks for a link and uses it.
    const other = await browser.newContext();
    const phone = await other.newPage();
    await phone.goto('/forgot-password');
    await phone.getByLabel('Email').fill(account.email);
    await phone.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(phone.getByRole('status').filter({ hasText: SENT })).toBeVisible();
    await phone.goto(resetLinkOf(await newestMail(request, account.email, 'password-reset')));
    await phone.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await phone.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await phone.getByRole('button', { name: 'Set New Password' }).click();
    await expect(phone.getByRole('status').filter({ hasText: DONE })).toBeVisible();
    await other.close();

    await page.reload();
    await waitForHydration(page);
    // The stored token is checked once at start (GET /api/auth/me: 401) and forgotten.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(headerAccount(page).getByRole('link', { name: 'Log In' })).toBeVisible();
  });
});

// Issue 34: a guest sent to sign in on the way to a reservation request, who has forgotten their
// password, comes back to the request with the stay they chose (dates, room, plan).
for (const javaScriptEnabled of [true, false]) {
  test(`"Forgot your password?" on the way to a request leads back to it with the stay (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const account = newAccount();
    expect((await request.post('/api/auth/signup', { data: account })).status()).toBe(201);
    const context = await browser.newContext({ javaScriptEnabled, baseURL });
    const page = await context.newPage();
    const start = 60 + Math.floor(Math.random() * 300);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const [checkIn, checkOut] = [day(start), day(start + 2)];
    await page.goto(`/booking?checkIn=${checkIn}&checkOut=${checkOut}&guests=2&hotel=alpine-gold-casino-lodge`);
    await openOtherRates(page.locator('#results'), 'Alpine Room');
    await page.locator('#results').getByRole('link', { name: 'Request the Alpine Room at the Flexible rate' }).click();
    await expect(page).toHaveURL(/\/signin\?redirectTo=%2Freservations%2Fnew%3F/);
    const pending = new URL(page.url()).searchParams.get('redirectTo')!;

    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(`/forgot-password?${new URLSearchParams({ redirectTo: pending })}`);
    // With scripts the address changes before the new page is drawn: until then "Email" is the
    // sign-in form's field, and what was typed there went with it.
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Your Password?' })).toBeVisible();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible();

    const mail = await newestMail(request, account.email, 'password-reset');
    const link = new URL(/(https?:\/\/\S+\/reset-password\?\S+)/.exec(mail.text)![1]!);
    expect(link.searchParams.get('redirectTo')).toBe(pending);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByRole('status').filter({ hasText: DONE })).toBeVisible();

    await page.getByRole('link', { name: 'Sign In', exact: true }).click();
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(
      new RegExp(`/reservations/new\\?roomType=[0-9a-f-]+&checkIn=${checkIn}&checkOut=${checkOut}&guests=2&plan=flexible&quote=\\d+$`),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request a Reservation');
    await context.close();
  });
}

test('axe finds nothing on the forgot, reset and unsubscribe pages, both themes, both widths', async ({ page, request, pageErrors }) => {
  test.setTimeout(240_000);
  pageErrors.allow(/\/(forgot-password|reset-password|unsubscribe)/); // the error states are 4xx answers
  const email = `${newAccount().username}@example.com`;
  await request.post('/api/newsletter', { data: { email } });
  const unsubscribe = /^<(.+)>$/.exec((await newestMail(request, email, 'newsletter-welcome')).headers['List-Unsubscribe']!)![1]!;
  const account = newAccount();
  expect((await request.post('/api/auth/signup', { data: account })).status()).toBe(201);
  expect((await request.post('/api/auth/forgot-password', { data: { email: account.email } })).status()).toBe(202);
  const resetLink = resetLinkOf(await newestMail(request, account.email, 'password-reset'));
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
  for (const theme of ['dark', 'light'] as const) {
    const axe = async () => expect(await axeViolations(page, { theme })).toEqual([]);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await page.goto('/forgot-password');
      await axe();
      // The browser lets 'a@b' through its own check (type=email); the server wants a dot in the domain.
      await page.getByLabel('Email').fill('a@b');
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(page.locator('#forgot-error')).toHaveText('Enter a valid email');
      await axe();
      await page.getByLabel('Email').fill('axe-nobody@example.com');
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible();
      await axe();
      await page.goto(resetLink);
      await axe();
      await page.getByLabel('New password', { exact: true }).fill('short');
      await page.getByLabel('Confirm new password').fill('short');
      await page.getByRole('button', { name: 'Set New Password' }).click();
      await expect(page.locator('#reset-error')).toHaveText('Password must be at least 10 characters');
      await axe();
      await page.goto(`/reset-password?token=${'y'.repeat(43)}`);
      await axe();
      await page.goto(unsubscribe);
      await axe();
      const forged = new URL(unsubscribe);
      forged.searchParams.set('sig', 'forged');
      await page.goto(forged.toString());
      await axe();
    }
  }
});
