import type { Page } from '@playwright/test';
import { demoHotels } from '../app/db/seed/demo-content';
import { expect, test } from './fixtures';

// Keyboard-only journeys: nothing here clicks.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'true'));
});

/** Tabs until the focused element matches, failing after `max` presses. */
async function tabTo(page: Page, matches: (el: { tag: string; text: string; href: string | null; id: string }) => boolean, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const el = await page.evaluate(() => {
      const a = document.activeElement as HTMLElement | null;
      return { tag: a?.tagName ?? '', text: (a?.textContent ?? '').trim(), href: a?.getAttribute('href') ?? null, id: a?.id ?? '' };
    });
    if (matches(el)) return;
  }
  throw new Error('the element was never reached by Tab');
}

/** WCAG 2.4.11: the focused element is in the viewport and not covered by the sticky header or anything else. */
async function expectFocusNotObscured(page: Page) {
  const state = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const r = el.getBoundingClientRect();
    // A point inside the element's visible part.
    const y = Math.min(Math.max(r.top, 0) + Math.min(4, r.height / 2), window.innerHeight - 1);
    const hit = document.elementFromPoint(r.left + r.width / 2, y);
    return {
      html: `${el.outerHTML.slice(0, 80)} under ${hit?.outerHTML.slice(0, 80)} at ${Math.round(r.top)}`,
      inView: r.bottom > 0 && r.top < window.innerHeight,
      uncovered: !!hit && (hit === el || el.contains(hit)),
    };
  });
  expect(state, state.html).toMatchObject({ inView: true, uncovered: true });
}

test('a visible skip link leads to the content', async ({ page }) => {
  await page.goto('/rooms');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});

test('every header link is reachable and works; focus is never under the sticky header', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const [label, href] of [
    ['Hotels', '/rooms'],
    ['Casino', '/casino'],
    ['Blog', '/blog'],
  ] as const) {
    await page.goto('/legal');
    await tabTo(page, (el) => el.tag === 'A' && el.href === href && el.text.toUpperCase() === label.toUpperCase());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(href);
  }
  // Tab through a long page, starting scrolled down: every focused element is in view and uncovered.
  // (Reduced motion: focus scrolling is instant instead of smooth, so the check sees where it lands.)
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/legal', { waitUntil: 'networkidle' });
  await page.evaluate(() => window.scrollTo(0, 600));
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    await expectFocusNotObscured(page);
  }
});

test('the drawer opens, traps focus, closes with Escape and returns focus (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Open menu' });
  for (let i = 0; i < 20 && !(await menu.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(menu).toBeFocused();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
  // And a link chosen from the drawer by keyboard navigates.
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await tabTo(page, (el) => el.href === '/spa');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/spa');
});

test('a Learn More dialog opens and closes by keyboard with focus returned', async ({ page }) => {
  await page.goto('/casino');
  await tabTo(page, (el) => el.tag === 'BUTTON' && el.text.startsWith('Learn More'));
  const opener = await page.evaluate(() => (document.activeElement as HTMLElement).outerHTML);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Focus comes back when the dialog has finished closing, which can be a frame after it hides.
  await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement).outerHTML)).toBe(opener);
});

test('a hotel is read and its tabs switched with the keyboard', async ({ page }) => {
  await page.goto('/rooms');
  const hotel = demoHotels.find((h) => h.reviews.length > 0)!;
  await tabTo(page, (el) => el.href === `/rooms/${hotel.slug}`, 120);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/rooms/${hotel.slug}`);
  await tabTo(page, (el) => el.text === 'Overview');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Amenities' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('review').first()).toBeVisible();
});

test('the contact form is filled and sent by keyboard', async ({ page }) => {
  await page.goto('/contact');
  await tabTo(page, (el) => el.tag === 'INPUT');
  await page.keyboard.type('Ada Keyboard');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ada@example.com');
  await page.getByLabel('Category').focus();
  await page.keyboard.press('ArrowDown');
  await page.getByLabel('Subject').focus();
  await page.keyboard.type('A quiet table');
  await page.keyboard.press('Tab');
  await page.keyboard.type('For two, on Friday.');
  await tabTo(page, (el) => el.tag === 'BUTTON' && /Send/.test(el.text));
  await page.keyboard.press('Enter');
  await expect(page.getByText("Your message has been sent successfully. We'll get back to you soon!")).toBeVisible();
});

test('sign up and sign in by keyboard', async ({ page }) => {
  const email = `keys-${Date.now()}@example.com`;
  await page.goto('/signup');
  await tabTo(page, (el) => el.id === 'username');
  await page.keyboard.type(`keys${Date.now() % 100000}`);
  await tabTo(page, (el) => el.id === 'email');
  await page.keyboard.type(email);
  await tabTo(page, (el) => el.id === 'password');
  await page.keyboard.type('a-long-enough-passphrase');
  await tabTo(page, (el) => el.id === 'confirmPassword');
  await page.keyboard.type('a-long-enough-passphrase');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Log Out' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Log Out' }).first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();

  await page.goto('/signin');
  await tabTo(page, (el) => el.tag === 'INPUT');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('a-long-enough-passphrase');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Log Out' }).first()).toBeVisible();
});
