import { readingTimeMinutes } from '../app/blog/readingTime';
import { demoPosts } from '../app/db/seed/demo-content';
import { formatLongDate } from '../app/lib/dates';
import { site } from '../app/site.config';
import { expect, test, waitForHydration } from './fixtures';

const newestFirst = [...demoPosts].sort((a, b) => b.date.localeCompare(a.date));
const withScript = demoPosts.find((p) => p.content.includes('<script>'))!;
const withJavascriptLink = demoPosts.find((p) => p.content.includes('](javascript:'))!;

test.describe('blog list /blog', () => {
  test("lists the publisher's posts newest first, each with author, date and Read More", async ({ page }) => {
    await page.goto('/blog');
    const cards = page.getByTestId('post-card');
    await expect(cards.locator('h3')).toHaveText(newestFirst.map((p) => p.title));
    for (const [i, post] of newestFirst.entries()) {
      await expect(cards.nth(i)).toContainText(site.publisher);
      await expect(cards.nth(i)).toContainText(formatLongDate(`${post.date}T09:00:00Z`));
      await expect(cards.nth(i).getByRole('link', { name: /Read More/ })).toHaveAttribute('href', `/blog/${post.slug}`);
    }
  });

  test('shows the error text when the posts cannot be loaded', async ({ page, pageErrors }) => {
    pageErrors.allow(/\/blog\.data/);
    await page.goto('/');
    await waitForHydration(page); // a client-side navigation's error view
    await page.route('**/blog.data*', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('alert')).toContainText('Failed to fetch blog posts');
  });
});

test.describe('blog post /blog/{slug}', () => {
  test('shows the hero with author, date and reading time, and the article with the GFM extensions', async ({ page }) => {
    const post = demoPosts.find((p) => p.content.includes('|'))!;
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    const chips = page.getByRole('list', { name: 'About this post' });
    await expect(chips).toContainText(site.publisher);
    await expect(chips).toContainText(formatLongDate(`${post.date}T09:00:00Z`));
    await expect(chips).toContainText(`${readingTimeMinutes(post.content)} min read`);
    await expect(page.locator('.prose table')).toBeVisible();
  });

  test('renders task lists, strikethrough, footnotes and autolinks across the posts', async ({ page }) => {
    const found = { task: false, del: false, footnote: false, autolink: false };
    for (const post of demoPosts) {
      await page.goto(`/blog/${post.slug}`);
      const prose = page.locator('.prose');
      found.task ||= (await prose.locator('input[type=checkbox][disabled]').count()) > 0;
      found.del ||= (await prose.locator('del').count()) > 0;
      found.footnote ||= (await prose.locator('[data-footnotes] li[id^="user-content-fn-"]').count()) > 0;
      found.autolink ||=
        (await prose
          .locator('a[href^="https://"]')
          .filter({ hasText: /^https:\/\// })
          .count()) > 0;
    }
    expect(found).toEqual({ task: true, del: true, footnote: true, autolink: true });
  });

  test('a footnote reference jumps to its note', async ({ page }) => {
    const post = demoPosts.find((p) => p.content.includes('[^'))!;
    await page.goto(`/blog/${post.slug}`);
    const ref = page.locator('.prose sup a').first();
    const target = (await ref.getAttribute('href'))!;
    await expect(page.locator(target)).toHaveCount(1);
  });

  test('renders the raw HTML snippet harmlessly', async ({ page }) => {
    await page.goto(`/blog/${withScript.slug}`);
    await expect(page.locator('.prose .note')).toContainText('House tip:');
    await expect(page.locator('.prose script')).toHaveCount(0);
    await expect(page.locator('.prose [onerror]')).toHaveCount(0);
    // The fixture fails the test if an alert() ran.
  });

  test('the javascript: link is not a link', async ({ page }) => {
    await page.goto(`/blog/${withJavascriptLink.slug}`);
    await expect(page.locator('.prose')).toContainText('see the floor plan');
    await expect(page.locator('a', { hasText: 'see the floor plan' })).toHaveCount(0);
    await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0);
  });

  test('answers an unknown post with HTTP 404 and Post not found', async ({ page, pageErrors }) => {
    pageErrors.allow(/\/blog\/no-such-post$/);
    const response = await page.goto('/blog/no-such-post');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post not found');
  });

  test('shows a spinner while a post loads and reloads when the slug changes', async ({ page }) => {
    await page.goto('/blog');
    await waitForHydration(page); // a client-side navigation's loading view
    await page.route('**/blog/*.data*', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page
      .getByRole('link', { name: /Read More/ })
      .first()
      .click();
    await expect(page.getByRole('status')).toContainText('Loading article');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newestFirst[0]!.title);
    await page.goBack();
    await page
      .getByRole('link', { name: /Read More/ })
      .nth(1)
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newestFirst[1]!.title);
  });
});
