import { describe, expect, it } from 'vitest';
import { openTestApi } from '~/api/testHelpers.server';
import { demoPosts } from '~/db/seed/demo-content';
import { site } from '~/site.config';
import type { Post } from './post';

const { api } = await openTestApi();

const getJson = async <T>(path: string) => {
  const res = await api.request(path);
  return { status: res.status, body: (await res.json()) as T };
};

const newestFirst = [...demoPosts].sort((a, b) => b.date.localeCompare(a.date));

describe('GET /api/blog', () => {
  it('lists every post newest first in the contract shape', async () => {
    const { status, body } = await getJson<Post[]>('/blog');
    expect(status).toBe(200);
    expect(body.map((p) => p.slug)).toEqual(newestFirst.map((p) => p.slug));
    expect(Object.keys(body[0]!).sort()).toEqual(['_id', 'author', 'content', 'createdAt', 'image', 'language', 'media', 'slug', 'title', 'updatedAt']);
    expect(body[0]!.media).toEqual([]); // no photograph: the image is the cover
    expect(body[0]!.author).toEqual({ username: site.publisher });
    expect(body[0]!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('returns the markdown exactly as written, unsanitized', async () => {
    const { body } = await getJson<Post[]>('/blog');
    for (const seed of demoPosts) expect(body.find((p) => p.slug === seed.slug)!.content).toBe(seed.content);
  });
});

describe('GET /api/blog/author/{author}', () => {
  it("lists the publisher's posts, whatever the case of the name", async () => {
    const { body } = await getJson<Post[]>(`/blog/author/${encodeURIComponent(site.publisher.toUpperCase())}`);
    expect(body.map((p) => p.slug)).toEqual(newestFirst.map((p) => p.slug));
  });

  it('answers an unknown author with an empty array', async () => {
    expect(await getJson('/blog/author/nobody')).toEqual({ status: 200, body: [] });
  });

  it('treats SQL metacharacters as a name like any other', async () => {
    expect(await getJson(`/blog/author/${encodeURIComponent("x' or '1'='1")}`)).toEqual({ status: 200, body: [] });
  });

  it('refuses control characters in the author with 400, not a database error', async () => {
    const { status, body } = await getJson<{ error: string }>(`/blog/author/${encodeURIComponent('a\u0000b')}`);
    expect(status).toBe(400);
    expect(body.error).toMatch(/control characters/);
  });

  it('refuses an overlong author with 400', async () => {
    const { status, body } = await getJson<{ error: string }>(`/blog/author/${'a'.repeat(10_240)}`);
    expect(status).toBe(400);
    expect(body.error).toMatch(/author/);
  });
});

describe('GET /api/blog/{slug}', () => {
  it('returns the post', async () => {
    const seed = demoPosts[2]!;
    const { status, body } = await getJson<Post>(`/blog/${seed.slug}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ slug: seed.slug, title: seed.title, content: seed.content, author: { username: site.publisher } });
  });

  it('answers an unknown slug with 404 Post not found', async () => {
    expect(await getJson('/blog/no-such-post')).toEqual({ status: 404, body: { error: 'Post not found' } });
  });

  it.each(["x'; drop table posts; --", 'a'.repeat(10_240), '<script>'])('answers a malformed slug with a 4xx JSON error', async (slug) => {
    const { status, body } = await getJson<{ error: string }>(`/blog/${encodeURIComponent(slug)}`);
    expect(status).toBe(400);
    expect(typeof body.error).toBe('string');
  });
});
