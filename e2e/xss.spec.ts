import type { Page } from '@playwright/test';
import { e2eEditor } from './editorAccount';
import { signInWithStaffPasskey } from './support/staffPasskey';
import { expect, test } from './fixtures';
import { XSS_PAYLOADS } from './support/xssPayloads';

// Every payload calls window.__xss() if it ever runs; the fixture also fails on any dialog.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __xssHits: unknown[]; __xss: (n: unknown) => void };
    w.__xssHits = [];
    w.__xss = (n) => w.__xssHits.push(n);
    localStorage.setItem('cookieConsent', 'true');
  });
});

async function expectNothingRan(page: Page, where: string) {
  // Give load and error handlers (img onerror, svg onload) time to fire.
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xssHits: unknown[] }).__xssHits), where).toEqual([]);
}

test(`${XSS_PAYLOADS.length} payloads in a blog post run nowhere: the public page and the studio preview`, async ({ page, pageErrors }) => {
  pageErrors.allow(/./); // hostile markup may point at missing resources; execution is what matters
  const login = await signInWithStaffPasskey(page.request, e2eEditor);
  const { token } = login;
  const content = ['# Hostile corpus', ...XSS_PAYLOADS.map((p, i) => `Payload ${i}: ${p}`)].join('\n\n');
  const created = await page.request.post('/api/blog', {
    headers: { Authorization: `Bearer ${token}` },
    data: { title: `XSS corpus ${Date.now()} <img src=x onerror=__xss(1)>`, content },
  });
  expect(created.status()).toBe(201);
  const post = (await created.json()) as { _id: string; slug: string; content: string };
  expect(post.content).toBe(content); // stored as written

  await page.goto(`/blog/${post.slug}`);
  await expect(page.locator('.prose')).toContainText('Payload 57');
  await expect(
    page.locator('.prose script, .prose iframe, .prose object, .prose embed, .prose form, .prose [onerror], .prose [onload], .prose [onclick]'),
  ).toHaveCount(0);
  await expect(page.locator('.prose a[href^="javascript" i], .prose a[href^="data:" i], .prose a[href^="vbscript" i]')).toHaveCount(0);
  await expectNothingRan(page, 'public post');

  // The studio's editor renders the same content through the live preview. The API sign-in above
  // set the session cookie in this browser too, so the editor is signed in already.
  await page.goto(`/studio/${post._id}`);
  await expect(page.getByText('Payload 57').last()).toBeVisible();
  await expectNothingRan(page, 'studio preview');
});

test('payloads in query strings and paths are never executed', async ({ page, pageErrors }) => {
  test.setTimeout(120_000);
  pageErrors.allow(/./); // unknown slugs answer 404 on purpose
  const urls = (p: string) => {
    const e = encodeURIComponent(p);
    return [
      `/rooms?page=${e}`,
      `/blog/${e}`,
      `/rooms/${e}`,
      `/signup?redirectAfterSignup=${e}&bookingIntent=true`,
      `/contact?category=${e}&hotel=${e}&subject=${e}`,
      `/?q=${e}`,
    ];
  };
  for (const [i, payload] of XSS_PAYLOADS.entries()) {
    const all = urls(payload);
    const url = all[i % all.length]!;
    await page.goto(url, { waitUntil: 'load' });
    await expectNothingRan(page, url);
  }
});

test('payloads in contact fields are sent and stored without running', async ({ page }) => {
  for (const payload of XSS_PAYLOADS.slice(0, 6)) {
    await page.goto('/contact');
    await page.getByLabel('Name').fill(payload.slice(0, 200));
    await page.getByLabel('Email').fill('guest@example.com');
    await page.getByLabel('Category').selectOption('feedback');
    await page.getByLabel('Subject').fill(payload.slice(0, 200));
    await page.getByRole('textbox', { name: 'Message' }).fill(XSS_PAYLOADS.join('\n').slice(0, 5000));
    await page.getByRole('button', { name: /Send/ }).click();
    await expect(page.getByText("Your message has been sent successfully. We'll get back to you soon!")).toBeVisible();
    await expectNothingRan(page, `contact: ${payload}`);
  }
});

test('hostile usernames show as text in the signed-in header', async ({ page }) => {
  const names = ['<img src=x onerror=__xss(1)>', '<svg onload=__xss(1)>', '"><script>__xss(1)</script>'];
  for (const [i, username] of names.entries()) {
    // A visitor of their own: no cookie and no stored session from the previous name.
    await page.context().clearCookies();
    await page.goto('/signup');
    await page.evaluate(() => ['token', 'user'].forEach((key) => localStorage.removeItem(key)));
    await page.reload();
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(`xss-${Date.now()}-${i}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('a-long-enough-passphrase');
    await page.getByLabel('Confirm password').fill('a-long-enough-passphrase');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.waitForURL('/');
    await expect(page.getByTestId('header-account').first()).toContainText(username);
    await expectNothingRan(page, `username ${username} after sign-up`);
    // And rendered by the server from the session cookie on a fresh load.
    await page.reload();
    await expect(page.getByTestId('header-account').first()).toContainText(username);
    await expectNothingRan(page, `username ${username} after reload`);
  }
});
