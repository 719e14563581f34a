import type { APIRequestContext, Page } from '@playwright/test';
import { demoHotels } from '../app/db/seed/demo-content';
import { e2eEditor } from './editorAccount';
import { signInWithStaffPasskey } from './support/staffPasskey';
import { expect, test } from './fixtures';
import { axeViolations } from './support/axe';

const password = 'a long guest passphrase';

/** A new guest, signed up through the API; `request` (a page's or a context's) keeps the session cookie. */
async function newGuest(request: APIRequestContext) {
  const name = `rev${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const signup = await request.post('/api/auth/signup', { data: { username: name, email: `${name}@example.com`, password } });
  expect(signup.status()).toBe(201);
  return { name, email: `${name}@example.com` };
}

const reviewOf = (page: Page, name: string) => page.getByTestId('review').filter({ hasText: name });

test('every demo hotel has its six scores rated, and Newest lists the reviews by the date each shows, verified stays first', async ({ page }) => {
  test.slow(); // six hotel pages
  for (const hotel of demoHotels) {
    await page.goto(`/rooms/${hotel.slug}?tab=reviews`);
    const breakdown = page.getByTestId('review-breakdown');
    await expect(breakdown.getByRole('definition')).toHaveCount(6);
    await expect(breakdown).not.toContainText('Not rated yet');
    const shown = await page.getByTestId('review').evaluateAll((reviews) =>
      reviews.map((r) => ({
        verified: r.querySelector('[data-testid="verified-stay"]') !== null,
        at: Date.parse(r.querySelector('time')!.getAttribute('datetime')!),
      })),
    );
    expect(shown.length, hotel.slug).toBeGreaterThan(1);
    // The reviews from verified stays first (issue 49), each group newest first.
    const verified = shown.filter((r) => r.verified).length;
    expect(
      shown.map((r) => r.verified),
      hotel.slug,
    ).toEqual(shown.map((_, i) => i < verified));
    for (const group of [shown.slice(0, verified), shown.slice(verified)]) {
      const at = group.map((r) => r.at);
      expect(at, hotel.slug).toEqual([...at].sort((a, b) => b - a));
    }
  }
});

test('a guest writes a review with scores, sees it in the breakdown, edits it and deletes it', async ({ page }) => {
  const hotel = demoHotels[1]!;
  const guest = await newGuest(page.request);
  await page.goto(`/rooms/${hotel.slug}?tab=reviews`);
  const breakdown = page.getByTestId('review-breakdown');
  await expect(breakdown.getByRole('listitem').filter({ hasText: '5 stars' })).toBeVisible();
  await expect(breakdown.getByRole('definition').first()).toContainText(/Not rated yet|out of 5/);

  await page.getByRole('link', { name: 'Write or edit your review' }).click();
  await expect(page.getByRole('heading', { name: 'Write a review' })).toBeVisible();
  await page.getByLabel('4 stars').check();
  await page.getByLabel('Staff').selectOption('5');
  await page.getByLabel('Value for money').selectOption('3');
  await page.getByLabel('Your review').fill('A calm, well-run hotel; the concierge found us a table at the last minute.');
  await page.getByRole('button', { name: 'Publish review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is published' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edit your review' })).toBeVisible();

  await page.getByRole('link', { name: 'See your review on the hotel page' }).click();
  const mine = reviewOf(page, guest.name);
  await expect(mine).toContainText('the concierge found us a table');
  await expect(mine).toContainText('Staff 5/5');
  await expect(mine).not.toContainText('Stayed here');
  await expect(page.getByTestId('review-breakdown').getByRole('definition').first()).toContainText('out of 5');

  await page.getByRole('link', { name: 'Write or edit your review' }).click();
  await expect(page.getByLabel('4 stars')).toBeChecked();
  await page.getByLabel('2 stars').check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'changes are saved' })).toBeVisible();
  await page.goto(`/rooms/${hotel.slug}?tab=reviews&sort=lowest`);
  await expect(page.getByRole('link', { name: 'Sort by Lowest rated' })).toHaveAttribute('aria-current', 'true');
  await expect(reviewOf(page, guest.name)).toContainText('(edited)');

  await page.goto(`/rooms/${hotel.slug}/review`);
  await page.getByText('Delete your review').click();
  await page.getByRole('button', { name: 'Delete review permanently' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'was deleted' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Write a review' })).toBeVisible();
  await page.goto(`/rooms/${hotel.slug}?tab=reviews&reviews=100`);
  await expect(reviewOf(page, guest.name)).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('signed out, the review link goes through sign-in and back; the form answers problems in place, then publishes', async ({
    page,
    request,
    pageErrors,
  }) => {
    // The refused form is answered with 400, which the browser logs.
    pageErrors.allow(/\/review$/);
    const hotel = demoHotels[2]!;
    const guest = await newGuest(request);
    await page.goto(`/rooms/${hotel.slug}?tab=reviews`);
    await expect(page.getByTestId('review-breakdown')).toBeVisible();
    await page.getByRole('link', { name: 'Write or edit your review' }).click();
    await expect(page).toHaveURL(/\/signin\?redirectTo=%2Frooms%2F.*%2Freview$/);
    await page.getByLabel('Email').fill(guest.email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/rooms/${hotel.slug}/review$`));

    await page.getByLabel('Your review').fill('Too short');
    await page.getByRole('button', { name: 'Publish review' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please correct the 2 fields marked below.' })).toBeVisible();
    await expect(page.getByText('Please choose a rating from 1 to 5 stars')).toBeVisible();
    await expect(page.getByText('at least 10 characters')).toBeVisible();
    await expect(page.getByLabel('Your review')).toHaveValue('Too short');
    await expect(page.getByLabel('Your review')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('5 stars').check();
    await page.getByLabel('Location').selectOption('5');
    await page.getByLabel('Your review').fill('Too short to describe how good the breakfast was.');
    await page.getByRole('button', { name: 'Publish review' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'is published' })).toBeVisible();
    await page.getByRole('link', { name: 'See your review on the hotel page' }).click();
    await expect(reviewOf(page, guest.name)).toContainText('Location 5/5');
    await page.getByRole('link', { name: 'Sort by Highest rated' }).click();
    await expect(page).toHaveURL(/sort=highest/);
    await expect(page.getByTestId('review').first().getByRole('img')).toHaveAttribute('aria-label', 'Rated 5 out of 5');
  });

  test('an editor hides a review in the studio: it leaves the hotel page; shown again, it returns', async ({ page, browser }) => {
    const hotel = demoHotels[3]!;
    const author = await browser.newContext();
    const guest = await newGuest(author.request);
    const posted = await author.request.post(`/api/rooms/${hotel.slug}/reviews`, { data: { rating: 1, comment: 'The lifts were out of order all week.' } });
    expect(posted.status()).toBe(201);
    await author.close();

    await signInWithStaffPasskey(page.request, e2eEditor);
    await page.goto('/studio/reviews');
    await expect(page.getByRole('link', { name: 'Reviews', exact: true })).toHaveAttribute('aria-current', 'page');
    const item = page.getByTestId('studio-review').filter({ hasText: guest.name });
    await item.getByRole('button', { name: `Hide the review by ${guest.name}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `${guest.name}’s review of ${hotel.name} is hidden` })).toBeVisible();
    await page.goto(`/rooms/${hotel.slug}?tab=reviews&reviews=100`);
    await expect(reviewOf(page, guest.name)).toHaveCount(0);

    await page.goto('/studio/reviews?show=hidden');
    await page.getByRole('button', { name: `Show the review by ${guest.name}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'is shown again' })).toBeVisible();
    await page.goto(`/rooms/${hotel.slug}?tab=reviews&reviews=100`);
    await expect(reviewOf(page, guest.name)).toHaveCount(1);
  });
});

test('axe finds nothing on the reviews tab, the review page and the studio reviews, in either theme', async ({ page, browser }) => {
  test.setTimeout(120_000); // six axe runs on a shared machine
  const hotel = demoHotels[4]!;
  await newGuest(page.request);
  const posted = await page.request.post(`/api/rooms/${hotel.slug}/reviews`, {
    data: { rating: 4, comment: 'Quiet rooms and a superb spa.', subScores: { comfort: 5, cleanliness: 4 } },
  });
  expect(posted.status()).toBe(201);
  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await signInWithStaffPasskey(editor.request, e2eEditor);
  for (const theme of ['dark', 'light'] as const) {
    for (const p of [page, editor]) await p.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await page.goto(`/rooms/${hotel.slug}?tab=reviews`);
    await expect(page.getByTestId('review-breakdown')).toBeVisible();
    expect(await axeViolations(page, { theme }), 'reviews tab').toEqual([]);
    await page.goto(`/rooms/${hotel.slug}/review`);
    await page.getByRole('button', { name: 'Save changes' }).waitFor();
    await page.getByText('Delete your review').click();
    expect(await axeViolations(page, { theme }), 'review page').toEqual([]);
    await editor.goto('/studio/reviews');
    await expect(editor.getByTestId('studio-review').first()).toBeVisible();
    expect(await axeViolations(editor, { theme }), 'studio reviews').toEqual([]);
  }
  await editorContext.close();
});
