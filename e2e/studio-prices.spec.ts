import { addDays } from '../app/domain/stay';
import { e2eEditor, signIn } from './editorAccount';
import { expect, test } from './fixtures';

/**
 * An editor prices a hotel's nights and adds an offer in the studio, without JavaScript: plain
 * forms answered by the server (the rules themselves: app/pricing/studio and app/offers/studio tests).
 */
test.use({ javaScriptEnabled: false });

test('the rates grid’s bulk change prices the chosen nights by hand, and clears them again', async ({ page }) => {
  const hotel = (await (await page.request.get('/api/rooms/by-slug/nordic-star-casino-hotel')).json()) as { _id: string };
  // Far ahead and a run of its own, so no other test's stay meets these nights.
  const from = addDays(new Date().toISOString().slice(0, 10), 300 + Math.floor(Math.random() * 60));
  const until = addDays(from, 2);
  await signIn(page, e2eEditor);
  await page.goto(`/studio/hotels/${hotel._id}/rates?from=${from}`);
  const grid = page.getByRole('region', { name: /^Flexible price per night/ });
  const row = grid.getByRole('row').nth(2);
  const room = (await row.getByRole('rowheader').innerText()).trim();

  const form = page.getByRole('form', { name: 'Change a date range' });
  await form.getByLabel(room, { exact: true }).check();
  await form.getByLabel('First night').fill(from);
  await form.getByLabel('Last night').fill(until);
  await form.getByLabel(/^Price per night/).fill('777');
  await form.getByRole('button', { name: 'Set the price' }).click();
  await expect(form.getByRole('status')).toContainText(`Priced every night of the ${room} at 777 USD`);
  for (const night of [from, addDays(from, 1), until]) await expect(row.locator(`td[data-night="${night}"]`)).toHaveText('✎ 777 (priced by hand)');
  await expect(row.locator(`td[data-night="${addDays(until, 1)}"]`)).not.toContainText('priced by hand');

  await form.getByLabel(room, { exact: true }).check();
  await form.getByLabel('First night').fill(from);
  await form.getByLabel('Last night').fill(until);
  await form.getByRole('button', { name: 'Clear hand prices' }).click();
  await expect(form.getByRole('status')).toContainText(`Cleared 3 hand prices of the ${room}`);
  await expect(row.locator(`td[data-night="${from}"]`)).not.toContainText('priced by hand');
});

test('an editor creates an offer: told on the field to choose a hotel, then listed', async ({ page, pageErrors }) => {
  pageErrors.allow(/\/studio\/offers\/new/); // the refused form comes back as a 400 page
  const slug = `e2e-offer-${Date.now().toString(36)}`;
  await signIn(page, e2eEditor);
  await page.goto('/studio/offers/new');
  const form = page.getByRole('form', { name: 'New offer' });
  await form.getByLabel('Name').fill('Northern Lights Escape');
  await form.getByLabel('Slug').fill(slug);
  await form.getByLabel('Summary').fill('Three nights under the aurora.');
  await form.getByLabel('Description').fill('A guide, a sleigh ride and breakfast every morning.');
  await form.getByLabel('Breakfast').check();
  const today = new Date().toISOString().slice(0, 10);
  await form.getByLabel('First night').fill(today);
  await form.getByLabel('Last night (included)').fill(addDays(today, 90));
  await form.getByLabel('Minimum nights').fill('3');
  await form.getByLabel('Below Flexible (%)').fill('15');
  // Kept off the public pages, which other tests read.
  await form.getByLabel(/^Published/).uncheck();
  await form.getByRole('button', { name: 'Add offer' }).click();

  await expect(form.getByRole('alert')).toContainText('Choose at least one hotel the offer applies to');
  await expect(form.getByLabel('Name')).toHaveValue('Northern Lights Escape');
  const nordic = form.locator('li').filter({ hasText: 'Nordic Star Casino & Hotel' });
  await nordic.getByRole('checkbox').check();
  await nordic.getByLabel('Supplement (USD)').fill('120');
  await form.getByRole('button', { name: 'Add offer' }).click();

  await expect(page).toHaveURL(/\/studio\/offers\?created=/);
  await expect(page.getByRole('status')).toHaveText('Added “Northern Lights Escape”.');
  const item = page.getByTestId('studio-offer').filter({ hasText: 'Northern Lights Escape' });
  await expect(item).toContainText(`/offers/${slug} · 15 % off · 3 nights or more · 1 hotel`);
  await expect(item).toContainText('not published');
  const id = new URL(page.url()).searchParams.get('created');
  expect((await page.request.delete(`/api/staff/offers/${id}`)).status()).toBe(204);
});
