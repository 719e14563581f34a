import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, makeStaff, newAccount, openTestApi } from '~/api/testHelpers.server';
import { listAudit } from '~/audit/audit.server';
import type { Post } from '~/blog/post';
import type { Offer } from '~/offers/offer';
import { photo } from './testImages.server';

/** An offer's and a blog post's pictures (issue 33): attached like a venue's, carried by the public answers. */
const { database, api } = await openTestApi();
const tokens = { user: '', editor: '' };
const UNKNOWN = '00000000-0000-4000-a000-000000000000';
let offer: Offer;
let post: Post;

beforeAll(async () => {
  for (const role of ['user', 'editor'] as const) {
    const { body } = await call<{ token: string; user: { _id: string } }>(api, 'POST', '/auth/signup', { body: newAccount(role) });
    if (role === 'editor') await makeStaff(database.db, body.user._id, role);
    tokens[role] = body.token;
  }
  offer = (await call<Offer[]>(api, 'GET', '/offers')).body[0]!;
  post = (await call<Post[]>(api, 'GET', '/blog')).body[0]!;
});

const send = (method: string, path: string, body?: unknown, token: string | null = tokens.editor) =>
  call<Record<string, unknown>>(api, method, path, { body, headers: token ? bearer(token) : {} });

async function upload(seed: number, alt: string): Promise<string> {
  const form = new FormData();
  form.set('file', new File([(await photo(900, 600, seed)) as Uint8Array<ArrayBuffer>], 'cover.jpg', { type: 'image/jpeg' }));
  form.set('alt', alt);
  const res = await api.request('/staff/media', { method: 'POST', body: form, headers: bearer(tokens.editor) });
  expect(res.status).toBe(201);
  return ((await res.json()) as { _id: string })._id;
}

describe.each([
  {
    owners: 'offers',
    entity: 'offer',
    notFound: 'Offer not found',
    id: () => offer._id,
    one: async () => (await call<Offer>(api, 'GET', `/offers/${offer.slug}`)).body.media!,
    inList: async () => (await call<Offer[]>(api, 'GET', '/offers')).body.find((o) => o._id === offer._id)!.media!,
  },
  {
    owners: 'posts',
    entity: 'post',
    notFound: 'Post not found',
    id: () => post._id,
    one: async () => (await call<Post>(api, 'GET', `/blog/${post.slug}`)).body.media!,
    inList: async () => (await call<Post[]>(api, 'GET', '/blog')).body.find((p) => p._id === post._id)!.media!,
  },
])('POST /api/staff/$owners/{id}/media', ({ owners, entity, notFound, id, one, inList }) => {
  it('refuses the signed out (401), a guest (403), an unknown owner or picture (404) and a bad role (400), changing nothing', async () => {
    const picture = await upload(entity === 'offer' ? 51 : 61, 'Refused');
    const placement = { mediaId: picture, role: 'hero' };
    expect((await send('POST', `/staff/${owners}/${id()}/media`, placement, null)).status).toBe(401);
    expect((await send('POST', `/staff/${owners}/${id()}/media`, placement, tokens.user)).status).toBe(403);
    expect(await send('POST', `/staff/${owners}/${UNKNOWN}/media`, placement)).toMatchObject({ status: 404, body: { error: notFound } });
    expect((await send('POST', `/staff/${owners}/not-an-id/media`, placement)).status).toBe(404);
    expect(await send('POST', `/staff/${owners}/${id()}/media`, { mediaId: UNKNOWN, role: 'hero' })).toMatchObject({
      status: 404,
      body: { error: 'Picture not found' },
    });
    expect((await send('POST', `/staff/${owners}/${id()}/media`, { mediaId: picture, role: 'cover' })).status).toBe(400);
    expect((await send('DELETE', `/staff/${owners}/${id()}/media/${picture}?role=hero`, undefined, tokens.user)).status).toBe(403);
    expect((await send('DELETE', `/staff/${owners}/${UNKNOWN}/media/${picture}?role=hero`)).status).toBe(404);
    expect(await one()).toEqual([]);
  });

  it('shows a hero in its answer and in the list, with its sources; detaching takes it out; both audited', async () => {
    const hero = await upload(entity === 'offer' ? 52 : 62, `The ${entity}’s cover`);
    expect((await send('POST', `/staff/${owners}/${id()}/media`, { mediaId: hero, role: 'hero' })).status).toBe(201);
    const [shown] = await one();
    expect(shown).toMatchObject({ role: 'hero', alt: `The ${entity}’s cover`, width: 900, height: 600 });
    expect(shown!.sources).toContainEqual({ format: 'avif', width: 480, url: expect.stringMatching(/^\/media\/[0-9a-f]{64}-480\.avif$/) });
    expect((await inList()).map((m) => m.role)).toEqual(['hero']);

    expect((await send('DELETE', `/staff/${owners}/${id()}/media/${hero}?role=hero`)).status).toBe(204);
    expect((await send('DELETE', `/staff/${owners}/${id()}/media/${hero}?role=hero`)).status).toBe(404);
    expect(await one()).toEqual([]);
    const audit = await listAudit(database.db, { entity, entityId: id() });
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining([`${entity}.media.attach`, `${entity}.media.detach`]));
  });
});

it('lists the offers’ and posts’ picture routes in the OpenAPI document', async () => {
  const doc = (await (await api.request('/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
  for (const owners of ['offers', 'posts']) {
    expect(Object.keys(doc.paths[`/staff/${owners}/{id}/media`] ?? {})).toEqual(['post']);
    expect(Object.keys(doc.paths[`/staff/${owners}/{id}/media/{mediaId}`] ?? {})).toEqual(['delete']);
  }
});

it('answers in the language asked for: an offer’s texts and both answers’ alt texts, English ones marked; an unknown language is a 400', async () => {
  const hero = await upload(63, 'A quiet corner of the library');
  expect((await send('POST', `/staff/offers/${offer._id}/media`, { mediaId: hero, role: 'hero' })).status).toBe(201);
  expect((await send('POST', `/staff/posts/${post._id}/media`, { mediaId: hero, role: 'hero' })).status).toBe(201);

  const english = (await call<Offer>(api, 'GET', `/offers/${offer.slug}`)).body;
  const french = (await call<Offer>(api, 'GET', `/offers/${offer.slug}?lang=fr`)).body;
  expect(french.name).not.toBe(english.name);
  expect(english.media![0]).toMatchObject({ alt: 'A quiet corner of the library' });
  expect(english.media![0]!.altLang).toBeUndefined();
  expect(french.media![0]).toMatchObject({ alt: 'A quiet corner of the library', altLang: 'en' });
  const frenchList = (await call<Offer[]>(api, 'GET', '/offers?lang=fr')).body.find((o) => o._id === offer._id)!;
  expect(frenchList.name).toBe(french.name);
  expect((await call<Post>(api, 'GET', `/blog/${post.slug}?lang=de`)).body.media![0]).toMatchObject({ altLang: 'en' });
  expect((await call<Post[]>(api, 'GET', '/blog?lang=ar')).body.find((p) => p._id === post._id)!.media![0]).toMatchObject({ altLang: 'en' });

  for (const path of [`/offers?lang=xx`, `/offers/${offer.slug}?lang=xx`, '/blog?lang=xx', `/blog/${post.slug}?lang=EN`]) {
    const res = await call<{ error: string }>(api, 'GET', path);
    expect(res.status, path).toBe(400);
    expect(res.body.error, path).toMatch(/lang must be one of en, fr/);
  }
  await send('DELETE', `/staff/offers/${offer._id}/media/${hero}?role=hero`);
  await send('DELETE', `/staff/posts/${post._id}/media/${hero}?role=hero`);
});
