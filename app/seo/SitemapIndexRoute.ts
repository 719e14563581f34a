import type { Route } from './+types/SitemapIndexRoute';
import { publicOrigin } from './origin.server';
import { sitemapIndex } from './sitemap.server';
import { publishedLocales } from '~/i18n/published.server';
import { siteOf } from '~/lib/loadContext.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  return new Response(await sitemapIndex(siteOf(context).db, publicOrigin(request), publishedLocales()), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
