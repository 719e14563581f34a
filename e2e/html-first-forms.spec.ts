import { expect, test, waitForHydration } from './fixtures';
import { fillContact } from './support/contactForm';
import { fillSignup, GUEST_PASSWORD, headerAccount, newAccount, storedSession, submitSignup } from './support/signupForm';

// The forms work from the first paint: without JavaScript, before the scripts have run on a slow
// phone (html-first-slow-phone.spec.ts), and enhanced once they have
// (docs/decisions/0012-html-first-forms-and-sessions.md).

const HOTEL = { slug: 'alpine-gold-casino-lodge', name: 'Alpine Gold Casino & Lodge' };
const header = headerAccount;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('registration shows each error in the order of the spec, keeps the values but never the passwords, then signs up', async ({ page, pageErrors }) => {
    pageErrors.allow(/\/signup/); // an answer with an error is a 400 page
    await page.goto('/signup');
    // The show/hide toggle needs scripts: without them it is not offered (no dead control).
    await expect(page.getByRole('button', { name: 'Show passwords' })).toBeHidden();
    const alert = page.locator('#signup-error');
    await submitSignup(page);
    await expect(alert).toHaveText('Please fill out all fields');
    await expect(page.getByLabel('Username')).toBeFocused();

    const steps: [Parameters<typeof fillSignup>[1], string, string][] = [
      [{ username: 'ab', email: 'bad', password: 'short', confirmPassword: 'other' }, 'Username must be 3-30 characters', 'Username'],
      [{ username: 'valentina', email: 'bad', password: 'short', confirmPassword: 'other' }, 'Passwords do not match', 'Confirm password'],
      [{ username: 'valentina', email: 'bad', password: 'short' }, 'Password must be at least 10 characters', 'Password'],
      [{ username: 'valentina', email: 'not an@email.com', password: GUEST_PASSWORD }, 'Enter a valid email', 'Email'],
    ];
    for (const [values, message, label] of steps) {
      await fillSignup(page, values);
      await submitSignup(page);
      await expect(alert).toHaveText(message);
      const field = page.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAttribute('aria-describedby', /signup-error/);
      await expect(field).toBeFocused();
      await expect(page.getByLabel('Username')).toHaveValue(values.username!);
      await expect(page.getByLabel('Email')).toHaveValue(values.email!);
      await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
      await expect(page.getByLabel('Confirm password')).toHaveValue('');
    }
    await expect(page).toHaveURL(/\/signup$/);

    const account = newAccount('hf');
    await fillSignup(page, account);
    await submitSignup(page);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await expect(header(page)).toContainText(account.username);
  });

  test('signs up, signs out, and signs in (a wrong password first)', async ({ page, pageErrors }) => {
    pageErrors.allow(/\/signin/); // the wrong password is a 401 page
    const account = newAccount('hf');
    await page.goto('/signup');
    await fillSignup(page, account);
    await submitSignup(page);
    await expect(header(page)).toContainText(account.username);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'aurelia_session')!;
    expect(cookie.httpOnly).toBe(true);

    await header(page).getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await expect(header(page).getByRole('link', { name: 'Log In' })).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === 'aurelia_session')).toBeUndefined();
    // The session is revoked on the server, not only forgotten by the browser.
    expect((await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${cookie.value}` } })).status()).toBe(401);

    await page.goto('/signin');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.locator('#signin-error')).toHaveText('Invalid email or password');
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Password')).toHaveValue('');

    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await expect(header(page)).toContainText(account.username);
    await expect(header(page).getByRole('button', { name: 'Log Out' })).toBeVisible();
  });

  test('sends a contact message: values kept on an error, success text and an empty form', async ({ page, pageErrors }) => {
    pageErrors.allow(/\/contact/); // the refused message is a 400 page
    await page.goto('/contact');
    const values = { name: 'Ada Plain', email: 'ada@example.com', subject: 'A quiet table', message: 'For two, on Friday.' };
    await fillContact(page, { ...values, phone: 'call me maybe' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('#contact-error')).toHaveText('Failed to send message. Please try again.');
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(values.name);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(values.email);
    await expect(page.getByLabel('Category')).toHaveValue('dining');
    await expect(page.getByLabel(/^Phone/)).toHaveValue('call me maybe');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(values.message);

    await page.getByLabel(/^Phone/).fill('');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('#contact-success')).toHaveText("Your message has been sent successfully. We'll get back to you soon!");
    await expect(page.locator('#contact-error')).toBeEmpty();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Subject')).toHaveValue('');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
  });

  test('Book Now leads through sign-up back to the hotel, which offers the reservation enquiry', async ({ page, pageErrors }) => {
    pageErrors.allow(/\/signup/);
    await page.goto(`/rooms/${HOTEL.slug}`);
    const panel = page.getByRole('complementary', { name: 'Book Your Stay' });
    await panel.getByRole('link', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(/\/signup\?redirectAfterSignup=.*&bookingIntent=true$/);
    const account = newAccount('hf');
    // An error first: the query must survive the form's round trip.
    await fillSignup(page, { ...account, confirmPassword: 'something-else-entirely' });
    await submitSignup(page);
    await expect(page.locator('#signup-error')).toHaveText('Passwords do not match');
    await fillSignup(page, account);
    await submitSignup(page);

    await expect(page).toHaveURL(new RegExp(`/rooms/${HOTEL.slug}#book-your-stay$`));
    await expect(panel).toContainText(`signed in as ${account.username}`);
    await expect(panel.getByRole('link', { name: 'Book Now' })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Check Availability' })).toBeVisible();
    await panel.getByRole('link', { name: 'Write to the Concierge' }).click();
    await expect(page).toHaveURL(new RegExp(`/contact\\?category=reservation&hotel=${HOTEL.slug}$`));
    await expect(page.getByLabel('Category')).toHaveValue('reservation');
    await expect(page.getByLabel(/^Hotel/)).toHaveValue(HOTEL.slug);
    await expect(page.getByText(/Reservation enquiry for/)).toContainText(HOTEL.name);
  });
});

test.describe('with JavaScript, enhanced', () => {
  test('sign-up checks in the page, disables the button with a spinner while sending and stores token and user', async ({ page }) => {
    await page.goto('/signup');
    await waitForHydration(page); // about the enhancement itself
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const documentPosts: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && request.resourceType() === 'document' && documentPosts.push(request.url()));
    await page.route('**/api/auth/signup', async (route) => {
      await held;
      await route.continue();
    });
    const account = newAccount('hf');
    await fillSignup(page, account);
    const button = page.getByRole('button', { name: 'Sign Up', exact: true });
    await button.click();
    await expect(button).toBeDisabled();
    await expect(button.locator('.button-spinner')).toBeVisible();
    release();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await expect.poll(async () => (await storedSession(page)).user?.username).toBe(account.username);
    expect((await storedSession(page)).token).toHaveLength(43);
    expect(documentPosts).toEqual([]);
  });

  test("contact shows 'Sending...' with a spinner on a disabled button while sending", async ({ page }) => {
    await page.goto('/contact');
    await waitForHydration(page); // about the enhancement itself
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    await fillContact(page, { name: 'Ada Script', email: 'ada@example.com', subject: 'Enhanced', message: 'With scripts.' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    const sending = page.getByRole('button', { name: 'Sending...' });
    await expect(sending).toBeDisabled();
    await expect(sending.locator('.button-spinner')).toBeVisible();
    release();
    await expect(page.locator('#contact-success')).toHaveText("Your message has been sent successfully. We'll get back to you soon!");
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  });

  test('the hotel panel is signed in from the server render, and a signed-out visitor sees Book Now', async ({ page, request }) => {
    const panelOf = (html: string) => /<aside id="book-your-stay"[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '';
    const anonymous = panelOf(await (await request.get(`/rooms/${HOTEL.slug}`)).text());
    expect(anonymous).toContain('Book Now');
    expect(anonymous).not.toContain('signed in as');
    const account = newAccount('hf');
    await page.goto('/signup');
    await fillSignup(page, account);
    await submitSignup(page);
    await expect(header(page)).toContainText(account.username);
    const signedIn = panelOf(await (await page.request.get(`/rooms/${HOTEL.slug}`)).text());
    expect(signedIn).toContain(`You are signed in as <strong>${account.username}</strong>`);
    expect(signedIn).not.toContain('Book Now');
  });
});
