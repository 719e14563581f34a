import type { JsonLdObject } from '~/seo/jsonLd';
import { LOCALE_INFO } from '~/i18n/locales';
import { site } from '~/site.config';
import type { Post } from './post';

/** An article for search engines (schema.org BlogPosting). */
export function blogPostingJsonLd(
  post: Pick<Post, 'title' | 'slug' | 'author' | 'createdAt' | 'updatedAt' | 'image' | 'language'>,
  description: string,
  origin: string,
  /** The page's own address: `/fr/blog/{slug}` on the French blog. */
  path = `/blog/${post.slug}`,
): JsonLdObject {
  const url = new URL(path, origin).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    // The article's language, whatever the page's around it.
    inLanguage: LOCALE_INFO[post.language].tag,
    description,
    url,
    mainEntityOfPage: url,
    datePublished: post.createdAt,
    dateModified: post.updatedAt,
    author: { '@type': 'Organization', name: post.author.username },
    publisher: { '@type': 'Organization', name: site.name, logo: { '@type': 'ImageObject', url: new URL('/favicon.svg', origin).toString() } },
    ...(post.image && { image: new URL(post.image, origin).toString() }),
  };
}
