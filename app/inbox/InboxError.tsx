import { isRouteErrorResponse } from 'react-router';
import { StudioError } from '~/studio/StudioError';
import { ErrorState } from '~/ui/ErrorState';

/** The inbox's error screen: 403 for accounts outside the concierge team, 404 for a missing message, else the studio's. */
export function InboxError({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <ErrorState
        title="Concierge team only"
        message="Contact messages are answered by the concierge team. Sign in with a concierge account."
        backTo={{ href: '/', label: 'Back to the home page' }}
      />
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorState title="Message not found" message="The link may be mistyped." backTo={{ href: '/studio/messages', label: 'Back to the messages' }} />;
  }
  return <StudioError error={error} />;
}
