import { isRouteErrorResponse } from 'react-router';
import { ErrorState } from '~/ui/ErrorState';

/**
 * The studio's error screen: 403 for accounts that are not editors (or, on the reservation
 * requests, not the concierge team), 404 for a missing post, event or hotel.
 */
export function StudioError({ error, area = 'blog' }: { error: unknown; area?: 'blog' | 'content' | 'reservations' }) {
  if (isRouteErrorResponse(error) && error.status === 403 && area === 'reservations') {
    return (
      <ErrorState
        title="Concierge team only"
        message="Reservation requests are answered by the concierge team. Sign in with a concierge account."
        backTo={{ href: '/', label: 'Back to the home page' }}
      />
    );
  }
  if (isRouteErrorResponse(error) && error.status === 403 && area === 'content') {
    return (
      <ErrorState
        title="Editors only"
        message="Events, hotels and reviews are looked after by the editorial team. Sign in with an editor account."
        backTo={{ href: '/studio', label: 'Back to the studio' }}
      />
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404 && area === 'content') {
    return <ErrorState title="Not found" message="It may have been deleted." backTo={{ href: '/studio', label: 'Back to the studio' }} />;
  }
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <ErrorState
        title="Editors only"
        message="The blog studio is for the editorial team. Sign in with an editor account."
        backTo={{ href: '/blog', label: 'Read the blog' }}
      />
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorState title="Post not found" message="It may have been deleted." backTo={{ href: '/studio', label: 'Back to the studio' }} />;
  }
  const back =
    area === 'reservations' ? { href: '/studio/reservations', label: 'Back to the reservation requests' } : { href: '/studio', label: 'Back to the studio' };
  return <ErrorState title="Something went wrong" message="Please try again in a moment." backTo={back} />;
}
