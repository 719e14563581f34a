import { beforeAll, describe, expect, it } from 'vitest';
import { upsertAccount } from '~/accounts/users.server';
import { bearer, call, giveSecondFactor, newAccount, openTestApi } from '~/api/testHelpers.server';
import type { Post } from '~/blog/post';

const { database, api } = await openTestApi();
let editor: string;
let admin: string;
let user: string;

const signIn = async (email: string, password: string) => (await call<{ token: string }>(api, 'POST', '/auth/login', { body: { email, password } })).body.token;

beforeAll(async () => {
  const password = 'editorial-passphrase-77';
  const staff = [];
  for (const account of [
    { username: 'Ed Itor', email: 'ed@example.com', password, role: 'editor' as const },
    { username: 'Ad Min', email: 'ad@example.com', password, role: 'admin' as const },
  ])
    staff.push((await upsertAccount(database.db, account)).user._id);
  editor = await signIn('ed@example.com', password);
  admin = await signIn('ad@example.com', password);
  // The factor the signed-in sessions proved (docs/decisions/0059).
  for (const id of staff) await giveSecondFactor(database.db, id);
  user = (await call<{ token: string }>(api, 'POST', '/auth/signup', { body: newAccount() })).body.token;
});

type Answer = Post & { error: string; html: string };
const write = (method: string, path: string, token: string | null, body?: unknown, headers: Record<string, string> = {}) =>
  call<Answer>(api, method, path, { body, headers: { ...(token ? bearer(token) : {}), ...headers } });

describe('blog writes: who may', () => {
  it.each([
    ['POST', '/blog', { title: 'T', content: 'C' }],
    ['POST', '/blog', { nonsense: true }],
    ['PUT', '/blog/00000000-0000-4000-a000-000000000000', { title: 'T' }],
    ['DELETE', '/blog/00000000-0000-4000-a000-000000000000', undefined],
    ['POST', '/blog/preview', { content: '# Hi' }],
  ])('%s %s: 401 anonymous, 401 bad token, 403 ordinary user', async (method, path, body) => {
    expect((await write(method, path, null, body)).status).toBe(401);
    expect((await write(method, path, 'A'.repeat(43), body)).status).toBe(401);
    const forbidden = await write(method, path, user, body);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error).toBe('Only editors can change the blog');
  });

  it('lets admins write too', async () => {
    expect((await write('POST', '/blog', admin, { title: 'From the admin', content: 'Hello' })).status).toBe(201);
  });

  it('refuses cookie-only writes from another site (CSRF) and accepts them from the site', async () => {
    const cookie = { cookie: `aurelia_session=${editor}` };
    const cross = await write('POST', '/blog', null, { title: 'Cross', content: 'x' }, { ...cookie, origin: 'https://evil.example' });
    expect(cross.status).toBe(403);
    const same = await write('POST', '/blog', null, { title: 'Same site', content: 'x' }, { ...cookie, 'sec-fetch-site': 'same-origin' });
    expect(same.status).toBe(201);
  });
});

describe('POST /api/blog', () => {
  it('stores the markdown as written, by the editor, with a slug from the title', async () => {
    const content = '# Evening\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1)) and **bold**';
    const res = await write('POST', '/blog', editor, { title: 'An Evening at the Salon', content });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: 'An Evening at the Salon', slug: 'an-evening-at-the-salon', content, author: { username: 'Ed Itor' } });
    const read = await call<Post>(api, 'GET', '/blog/an-evening-at-the-salon');
    expect(read.body.content).toBe(content);
  });

  it('numbers a slug made from a title that is taken, and answers 409 for a given slug that is taken', async () => {
    const first = await write('POST', '/blog', editor, { title: 'Twice Told', content: 'one' });
    const second = await write('POST', '/blog', editor, { title: 'Twice Told', content: 'two' });
    expect([first.body.slug, second.body.slug]).toEqual(['twice-told', 'twice-told-2']);
    const taken = await write('POST', '/blog', editor, { title: 'Other', content: 'x', slug: 'twice-told' });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatch(/already taken/);
  });

  it.each([
    [{ content: 'x' }, 'Title is required'],
    [{ title: '   ', content: 'x' }, 'Title is required'],
    [{ title: 'x'.repeat(201), content: 'x' }, 'Title must be at most 200 characters'],
    [{ title: 'T' }, 'Content is required'],
    [{ title: 'T', content: 'x', slug: 'Not A Slug' }, /Slug may hold only/],
  ])('refuses %j with 400', async (body, message) => {
    const res = await write('POST', '/blog', editor, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(message);
  });

  it('accepts a post over 100 KB up to the 1 MB limit, and answers 413 beyond it', async () => {
    expect((await write('POST', '/blog', editor, { title: 'Long read', content: 'word '.repeat(150_000) })).status).toBe(201);
    expect((await write('POST', '/blog', editor, { title: 'Too long', content: 'word '.repeat(220_000) })).status).toBe(413);
  });
});

describe('PUT /api/blog/{id} and DELETE /api/blog/{id}', () => {
  it('changes the title and content, keeping the slug, then the slug itself', async () => {
    const { body: post } = await write('POST', '/blog', editor, { title: 'Draft Title', content: 'draft' });
    const res = await write('PUT', `/blog/${post._id}`, editor, { title: 'Final Title', content: 'final' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: post._id, title: 'Final Title', content: 'final', slug: 'draft-title' });
    expect(new Date(res.body.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(post.updatedAt).getTime());
    expect((await write('PUT', `/blog/${post._id}`, editor, { slug: 'final-title' })).body.slug).toBe('final-title');
  });

  it('answers 409 for a taken slug, 404 for an unknown or malformed id, 400 for nothing to change', async () => {
    const { body: a } = await write('POST', '/blog', editor, { title: 'Alpha Post', content: 'a' });
    await write('POST', '/blog', editor, { title: 'Beta Post', content: 'b' });
    expect((await write('PUT', `/blog/${a._id}`, editor, { slug: 'beta-post' })).status).toBe(409);
    expect((await write('PUT', '/blog/00000000-0000-4000-a000-000000000000', editor, { title: 'x' })).status).toBe(404);
    expect((await write('PUT', '/blog/not-a-uuid', editor, { title: 'x' })).status).toBe(404);
    expect((await write('PUT', `/blog/${a._id}`, editor, {})).status).toBe(400);
  });

  it('deletes a post: 204, then it is gone (404)', async () => {
    const { body: post } = await write('POST', '/blog', editor, { title: 'Short Lived', content: 'bye' });
    expect((await write('DELETE', `/blog/${post._id}`, editor)).status).toBe(204);
    expect((await call(api, 'GET', `/blog/${post.slug}`)).status).toBe(404);
    expect((await write('DELETE', `/blog/${post._id}`, editor)).status).toBe(404);
  });
});

describe('POST /api/blog/preview', () => {
  it('renders through the public pipeline: GFM in, scripts and unsafe links out', async () => {
    const res = await write('POST', '/blog/preview', editor, { content: '| a |\n|---|\n| b |\n\n~~old~~ <script>alert(1)</script> [x](javascript:alert(1))' });
    expect(res.status).toBe(200);
    expect(res.body.html).toContain('<table>');
    expect(res.body.html).toContain('<del>old</del>');
    expect(res.body.html).not.toMatch(/<script|javascript:/);
  });
});
