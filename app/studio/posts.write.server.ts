import { eq } from 'drizzle-orm';
import { findPostBySlug } from '~/blog/posts.server';
import type { Post } from '~/blog/post';
import { isUniqueViolation, type Database } from '~/db/client.server';
import { posts } from '~/db/schema';
import type { Locale } from '~/i18n/locales';
import { isUuid } from '~/lib/ids';
import { SLUG_MAX_LENGTH } from '~/lib/slug';
import { slugify } from './slugify';

export class SlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(`The slug "${slug}" is already taken`);
  }
}

export async function findPostById(db: Database, id: string): Promise<Post | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select({ slug: posts.slug }).from(posts).where(eq(posts.id, id)).limit(1);
  return row ? findPostBySlug(db, row.slug) : null;
}

/**
 * Stores a new post by `authorId`. Without a slug, one is made from the title and numbered
 * (-2, -3, ...) until free; a slug given and taken throws SlugTakenError.
 */
export async function createPost(db: Database, input: { title: string; content: string; slug?: string; language?: Locale; authorId: string }): Promise<Post> {
  const base = input.slug ?? (slugify(input.title) || 'post');
  for (let n = 1; n <= 50; n++) {
    const slug = n === 1 ? base : `${base.slice(0, SLUG_MAX_LENGTH - 10)}-${n}`;
    try {
      await db.insert(posts).values({ slug, title: input.title, content: input.content, language: input.language ?? 'en', authorId: input.authorId });
      return (await findPostBySlug(db, slug))!;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (input.slug) throw new SlugTakenError(slug);
    }
  }
  throw new SlugTakenError(base);
}

/** Changes the given fields; the slug stays unless one is given (links keep working). */
export async function updatePost(
  db: Database,
  id: string,
  changes: { title?: string; content?: string; slug?: string; language?: Locale },
): Promise<Post | null> {
  if (!isUuid(id)) return null;
  try {
    const [row] = await db
      .update(posts)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(posts.id, id))
      .returning({ slug: posts.slug });
    return row ? findPostBySlug(db, row.slug) : null;
  } catch (error) {
    if (isUniqueViolation(error) && changes.slug) throw new SlugTakenError(changes.slug);
    throw error;
  }
}

export async function deletePost(db: Database, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db.delete(posts).where(eq(posts.id, id)).returning({ id: posts.id });
  return rows.length > 0;
}
