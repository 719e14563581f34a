import type { MetaDescriptor } from 'react-router';
import { site } from '~/site.config';

export interface PageMetaInput {
  title: string;
  description: string;
  /** The page's path, e.g. '/rooms/alpine-gold-casino-lodge'. */
  path: string;
  /** The site's origin, e.g. 'https://aurelia-resorts.example' (the root loader's `origin`). */
  origin: string;
  /** Picture path or URL for link previews. */
  image?: string;
  type?: 'website' | 'article';
}

/** Title, description, canonical URL, Open Graph and Twitter card tags for one page. */
export function pageMeta({ title, description, path, origin, image = '/images/heroes/home.svg', type = 'website' }: PageMetaInput): MetaDescriptor[] {
  const url = new URL(path, origin).toString();
  const imageUrl = new URL(image, origin).toString();
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: site.name },
    { property: 'og:type', content: type },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: imageUrl },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: imageUrl },
  ];
}

/** The origin the root loader found, for meta functions (which see every match's data). */
export function originFrom(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): string {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { origin?: string } | undefined;
  return root?.origin ?? 'http://localhost:3000';
}

/** A content page's tags from its title (the site name is appended) and description. */
export function contentPageMeta(
  { matches, location }: { matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>; location: { pathname: string } },
  title: string,
  description: string,
): MetaDescriptor[] {
  return pageMeta({ title: `${title} | ${site.name}`, description, path: location.pathname, origin: originFrom(matches) });
}
