import type { Route } from './+types/SitemapFileRoute';
import { publicOrigin } from './origin.server';
import { sitemapFile } from './sitemap.server';
import { publishedLocales } from '~/i18n/published.server';
import { siteOf } from '~/lib/loadContext.server';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const name = params.file.replace(/\.xml$/, '');
  const xml = params.file.endsWith('.xml') ? await sitemapFile(siteOf(context).db, publicOrigin(request), name, publishedLocales()) : null;
  if (xml === null) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
