import type { Route } from './+types/RobotsRoute';
import { publicOrigin } from './origin.server';
import { robotsTxt } from './sitemap.server';

export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(publicOrigin(request)), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
