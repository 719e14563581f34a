import { isRouteErrorResponse } from 'react-router';
import { ErrorState } from '~/ui/ErrorState';

/** The admin sections' error screen: 403 for every other role, 404 for a missing record. */
export function AdminError({ error, back }: { error: unknown; back: { href: string; label: string } }) {
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <ErrorState
        title="Admins only"
        message="This part of the back office is for admins. Sign in with an admin account."
        backTo={{ href: '/studio', label: 'Back to the studio' }}
      />
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorState title="Not found" message="It may have been removed." backTo={back} />;
  }
  return <ErrorState title="Something went wrong" message="Please try again in a moment." backTo={back} />;
}
