import { useRouteLoaderData } from 'react-router';

/** The public origin the root loader found (see root.tsx), for absolute URLs in structured data. */
export function useOrigin(): string {
  return useRouteLoaderData<{ origin: string }>('root')?.origin ?? 'http://localhost:3000';
}
