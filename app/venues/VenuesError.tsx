import { isRouteErrorResponse } from 'react-router';
import { StudioError } from '~/studio/StudioError';
import { ErrorState } from '~/ui/ErrorState';

const back = { href: '/studio/venues', label: 'Back to the venues' };

/** The venue screens' error page: 403 outside the concierge team, 404 for an unknown venue, 400 for a bad date. */
export function VenuesError({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <ErrorState
        title="Concierge team only"
        message="The restaurants' and spas' bookings are looked after by the concierge team. Sign in with a concierge account."
        backTo={{ href: '/', label: 'Back to the home page' }}
      />
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorState title="Venue not found" message="The link may be mistyped, or the venue removed." backTo={back} />;
  }
  if (isRouteErrorResponse(error) && error.status === 400) {
    const reason = (error.data as { error?: unknown } | null)?.error;
    return <ErrorState title="Not a date" message={typeof reason === 'string' ? reason : 'Please choose a day.'} backTo={back} />;
  }
  return <StudioError error={error} />;
}
