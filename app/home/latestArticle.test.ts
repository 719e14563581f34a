import { beforeAll, expect, it } from 'vitest';
import { bearer, call, makeStaff, newAccount, openTestApi } from '~/api/testHelpers.server';
import type { Post } from '~/blog/post';
import { photo } from '~/media/testImages.server';
import { latestArticleOf } from './latestArticle.server';

/** The home page's latest-article card (issue 33): the post's cover photograph once it has one. */
const { database, api } = await openTestApi();
let editor = '';

beforeAll(async () => {
  const { body } = await call<{ token: string; user: { _id: string } }>(api, 'POST', '/auth/signup', { body: newAccount('editor') });
  await makeStaff(database.db, body.user._id, 'editor');
  editor = body.token;
});

it('shows the newest post’s illustration until it has a cover photograph, then the photograph, its alt text marked when in another language', async () => {
  const before = (await latestArticleOf(database.db, 'en')).article!;
  expect(before.cover).toBeNull();
  expect(before.image).toMatch(/^\/images\//);

  const form = new FormData();
  form.set('file', new File([(await photo(1200, 800, 71)) as Uint8Array<ArrayBuffer>], 'cover.jpg', { type: 'image/jpeg' }));
  form.set('alt', 'A table laid on the terrace');
  const upload = await api.request('/staff/media', { method: 'POST', body: form, headers: bearer(editor) });
  expect(upload.status).toBe(201);
  const mediaId = ((await upload.json()) as { _id: string })._id;
  const post = (await call<Post>(api, 'GET', `/blog/${before.slug}`)).body;
  const placed = await call(api, 'POST', `/staff/posts/${post._id}/media`, { body: { mediaId, role: 'hero' }, headers: bearer(editor) });
  expect(placed.status).toBe(201);

  const after = (await latestArticleOf(database.db, 'en')).article!;
  expect(after.slug).toBe(before.slug);
  expect(after.cover).toMatchObject({ role: 'hero', alt: 'A table laid on the terrace' });
  expect(after.cover!.sources.map((s) => s.format)).toEqual(expect.arrayContaining(['avif', 'webp', 'jpeg']));
  // On the French home page the English alt text says it is English.
  expect((await latestArticleOf(database.db, 'fr')).article!.cover).toMatchObject({ alt: 'A table laid on the terrace', altLang: 'en' });
});
