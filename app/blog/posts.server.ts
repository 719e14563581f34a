import { eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { posts, users } from '~/db/schema';
import type { Locale } from '~/i18n/locales';
import type { Post } from './post';

const postColumns = {
  id: posts.id,
  title: posts.title,
  slug: posts.slug,
  content: posts.content,
  image: posts.image,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
  language: posts.language,
  username: users.username,
};

interface PostRow {
  id: string;
  title: string;
  slug: string;
  content: string;
  image: string | null;
  createdAt: Date;
  updatedAt: Date;
  language: Locale;
  username: string;
}

function toPost(row: PostRow): Post {
  return {
    _id: row.id,
    title: row.title,
    slug: row.slug,
    author: { username: row.username },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    content: row.content,
    image: row.image,
    language: row.language,
  };
}

function selectPosts(db: Database) {
  return db.select(postColumns).from(posts).innerJoin(users, eq(users.id, posts.authorId));
}

// Spelled to match posts_created_idx / posts_author_created_idx.
const newestFirst = sql`${posts.createdAt} desc nulls last`;

/** Every post, newest first. */
export async function listPosts(db: Database): Promise<Post[]> {
  return (await selectPosts(db).orderBy(newestFirst, posts.id)).map(toPost);
}

/** The posts of the author with that username (case-insensitive), newest first. */
export async function listPostsByAuthor(db: Database, username: string): Promise<Post[]> {
  const rows = await selectPosts(db)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .orderBy(newestFirst, posts.id);
  return rows.map(toPost);
}

/**
 * The author's posts for a blog page in `locale`: those written in it first, then the others, each
 * group newest first (docs/decisions/0035). On the demo data, whose other languages' posts are older
 * than the English ones, the English page's order is the plain newest first of before.
 */
export async function listPostsForPage(db: Database, username: string, locale: Locale): Promise<Post[]> {
  const rows = await selectPosts(db)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .orderBy(sql`(${posts.language} = ${locale}) desc`, newestFirst, posts.id);
  return rows.map(toPost);
}

export async function findPostBySlug(db: Database, slug: string): Promise<Post | null> {
  const [row] = await selectPosts(db).where(eq(posts.slug, slug)).limit(1);
  return row ? toPost(row) : null;
}
