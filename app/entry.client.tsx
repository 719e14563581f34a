import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * React Router's own entry, plus the component stack of an error React recovers from (a
 * hydration mismatch, say): the production build's message alone names no component.
 */
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    {
      onRecoverableError: (error, { componentStack }) => {
        console.error(error instanceof Error ? error.message : error, componentStack ?? '');
      },
    },
  );
});
