import { slugify } from '../app/studio/slugify';
import { e2eEditor, signIn } from './editorAccount';
import { expect, test, waitForHydration } from './fixtures';
import { headerAccount } from './support/signupForm';

test('an editor writes, edits and deletes a post, seen on the public blog', async ({ page, pageErrors }) => {
  pageErrors.allow(/\/blog\/studio-test-/);
  const title = `Studio Test ${Date.now().toString(36)} Cocktails at Dusk`;
  const slug = slugify(title);

  // Signed out, the studio sends the visitor to sign in and back. The password alone proves no
  // second factor: the studio sends the editor on to /account, which says to sign in again with one
  // (docs/decisions/0059).
  await page.goto('/studio');
  await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fstudio$/);
  await page.getByLabel('Email').fill(e2eEditor.email);
  await page.getByLabel('Password').fill(e2eEditor.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/account#two-step$/);
  await expect(page.locator('#staff-second-factor')).toContainText('Staff act only in a session signed in with a second factor');
  // Signed out (the header's Log Out), then in again with the passkey (the browser's part through
  // the API: WebAuthn is refused on an IP address).
  await headerAccount(page).getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, e2eEditor);
  await page.goto('/studio');
  await expect(page.getByRole('heading', { name: 'Blog Studio' })).toBeVisible();
  // The header's account area (the closed drawer holds a second one).
  await expect(page.getByTestId('header-account').first()).toContainText(e2eEditor.username);

  // Write, with the slug following the title and a live preview.
  await page.getByRole('link', { name: 'New post' }).click();
  await waitForHydration(page); // the slug following the title and the preview are the scripts' work
  await page.getByLabel('Title').fill(title);
  await expect(page.getByLabel('Slug')).toHaveValue(slug);
  await page.getByLabel('Content (Markdown)').fill('## The golden hour\n\nA ~~plain~~ **perfect** martini.\n\n<script>window.hacked = 1</script>');
  const preview = page.getByTestId('preview');
  await expect(preview.locator('h2')).toHaveText('The golden hour');
  await expect(preview.locator('del')).toHaveText('plain');
  await expect(preview.locator('script')).toHaveCount(0);
  await page.getByRole('button', { name: 'Publish post' }).click();
  await expect(page).toHaveURL(/\/studio\?saved=/);
  await expect(page.getByTestId('studio-post').filter({ hasText: title })).toBeVisible();

  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('.prose h2')).toHaveText('The golden hour');
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();

  // Edit.
  await page.goto('/studio');
  await page.getByTestId('studio-post').filter({ hasText: title }).getByRole('link', { name: /^Edit/ }).click();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  await page.getByLabel('Title').fill(`${title} (revised)`);
  await expect(page.getByLabel('Slug')).toHaveValue(slug); // an existing post keeps its address
  await page.getByLabel('Content (Markdown)').fill('## The blue hour\n\nNow with olives.');
  await expect(preview.locator('h2')).toHaveText('The blue hour');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/studio\?saved=/);
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} (revised)`);
  await expect(page.locator('.prose')).toContainText('Now with olives.');

  // Delete, after confirming.
  await page.goto('/studio');
  const row = page.getByTestId('studio-post').filter({ hasText: title });
  await row.getByRole('button', { name: /^Delete/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this post?' });
  await expect(confirm).toContainText(title);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete post' }).click();
  await expect(page.getByTestId('studio-post').filter({ hasText: title })).toHaveCount(0);
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post not found');
});

test('an ordinary account is shown the editors-only screen', async ({ page, pageErrors }) => {
  pageErrors.allow(/\/studio/);
  const id = `reader${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const res = await page.request.post('/api/auth/signup', { data: { username: id, email: `${id}@example.com`, password: 'velvet-rope-midnight-42' } });
  expect(res.status()).toBe(201);
  // page.request shares the browser's cookies: the page is now signed in as that account.
  await page.goto('/studio');
  await expect(page.getByRole('heading', { name: 'Editors only' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an editor publishes and edits a post with the plain form; an address already taken is refused in place, nothing lost', async ({ page, pageErrors }) => {
    pageErrors.allow(/\/studio\/new$/); // the refusal is a 409 page
    await signIn(page, e2eEditor);
    const title = `Plain Post ${Date.now().toString(36)} Evening Tide`;
    const slug = slugify(title);
    await page.goto('/studio/new');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Content (Markdown)').fill('## Low tide\n\nThe terrace at dusk.');
    await page.getByRole('button', { name: 'Publish post' }).click();
    await expect(page).toHaveURL(new RegExp(`/studio\\?saved=${slug}$`)); // the address made from the title, as with the scripts
    await expect(page.getByTestId('studio-post').filter({ hasText: title })).toBeVisible();
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('.prose h2')).toHaveText('Low tide');

    // A second post asking for the same address: refused where it was written, with what was written.
    await page.goto('/studio/new');
    await page.getByLabel('Title').fill(`${title} again`);
    await page.getByLabel('Slug').fill(slug);
    await page.getByLabel('Content (Markdown)').fill('## Kept\n\nAs written.');
    await page.getByRole('button', { name: 'Publish post' }).click();
    await expect(page.locator('#editor-error')).toHaveText(`The slug "${slug}" is already taken`);
    await expect(page.getByLabel('Title')).toHaveValue(`${title} again`);
    await expect(page.getByLabel('Slug')).toHaveValue(slug);
    await expect(page.getByLabel('Content (Markdown)')).toHaveValue('## Kept\n\nAs written.');
    // The preview beside it shows what was written too, not only its title.
    await expect(page.getByTestId('preview').locator('h2')).toHaveText('Kept');

    // Edited: the title changes, the address stays.
    await page.goto('/studio');
    await page.getByTestId('studio-post').filter({ hasText: title }).getByRole('link', { name: /^Edit/ }).click();
    await page.getByLabel('Title').fill(`${title} (revised)`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(new RegExp(`/studio\\?saved=${slug}$`));
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} (revised)`);
  });
});
