import type { JsonLdObject } from '~/seo/jsonLd';
import { site } from '~/site.config';
import type { Post } from './post';

/** An article for search engines (schema.org BlogPosting). */
export function blogPostingJsonLd(
  post: Pick<Post, 'title' | 'slug' | 'author' | 'createdAt' | 'updatedAt' | 'image'>,
  description: string,
  origin: string,
): JsonLdObject {
  const url = new URL(`/blog/${post.slug}`, origin).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
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
