import { describe, expect, it } from 'vitest';
import { loader as blogPostLoader } from '~/blog/BlogPostPage';
import { loader as hotelLoader } from '~/hotels/HotelPage';

/** A database that fails the test when a loader asks it anything. */
const untouchable = new Proxy(
  {},
  {
    get(_, key) {
      throw new Error(`the loader reached the database (${String(key)}) with a malformed parameter`);
    },
  },
);

const hostile = ['\u0000', 'a\u0000b', 'grand\u0007hotel', '../../etc/passwd', 'Grand-Hotel', 'château', '%00', 'a'.repeat(161), '', ' '];

async function statusOf(run: () => Promise<unknown>): Promise<number> {
  try {
    await run();
    return 200;
  } catch (thrown) {
    const status = (thrown as { init?: { status?: number } }).init?.status;
    if (typeof status === 'number') return status;
    throw thrown;
  }
}

describe('page loaders refuse a malformed slug with 404 before any query', () => {
  it.each(hostile)('hotel page, slug %j', async (slug) => {
    const args = { context: { db: untouchable }, params: { slug }, request: new Request('http://localhost/rooms/x') };
    expect(await statusOf(() => hotelLoader(args as never))).toBe(404);
  });

  it.each(hostile)('blog post, slug %j', async (slug) => {
    const args = { context: { db: untouchable }, params: { slug }, request: new Request('http://localhost/blog/x') };
    expect(await statusOf(() => blogPostLoader(args as never))).toBe(404);
  });
});
