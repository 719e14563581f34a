import { site } from '~/site.config';

/** A page's title and meta description, each distinct per page. */
export function pageMeta(title: string, description: string) {
  return [{ title: `${title} | ${site.name}` }, { name: 'description', content: description }];
}
