import { excerptOf } from '~/blog/excerpt';
import { listPostsByAuthor } from '~/blog/posts.server';
import type { Database } from '~/db/client.server';
import type { Locale } from '~/i18n/locales';
import { postPictures } from '~/media/picturePlaces.server';
import { site } from '~/site.config';

/** The publisher's newest post with a title, as its card shows it: with its cover photograph when it has one. */
export async function latestArticleOf(db: Database, locale: Locale) {
  const latest = (await listPostsByAuthor(db, site.publisher)).find((post) => post.title);
  if (!latest) return { article: null };
  const cover = (await postPictures.shownOf(db, latest._id, locale)).find((picture) => picture.role === 'hero') ?? null;
  return {
    article: {
      title: latest.title,
      slug: latest.slug,
      author: latest.author,
      createdAt: latest.createdAt,
      image: latest.image,
      cover,
      language: latest.language,
      excerpt: excerptOf(latest.content),
    },
  };
}
