import { matchPath, Outlet, useLocation, useNavigation } from 'react-router';
import { BlogHero } from '~/blog/BlogHero';
import { HotelListHero } from '~/hotels/HotelListHero';
import { Spinner } from '~/ui/Spinner';

/**
 * While a link's page loads, show that page's loading state (SPEC.md sections 2 and 4) instead of
 * leaving the previous page up: the hotel list shows only its hero, a hotel and a post a spinner.
 */
function pendingFallbackFor(pathname: string) {
  if (matchPath('/rooms', pathname)) return <HotelListHero />;
  if (matchPath('/rooms/:slug', pathname)) return <Spinner label="Loading hotel details" />;
  if (matchPath('/blog', pathname)) return <BlogHero />;
  if (matchPath('/blog/:slug', pathname)) return <Spinner label="Loading article" />;
  return null;
}

export function PendingAwareOutlet() {
  const navigation = useNavigation();
  const location = useLocation();
  const target = navigation.state === 'loading' ? navigation.location : undefined;
  const fallback = target && target.pathname !== location.pathname ? pendingFallbackFor(target.pathname) : null;
  return fallback ?? <Outlet />;
}
