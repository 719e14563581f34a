/**
 * How an answer tells the server's page stores (server/cache.ts, server/signedInPages.ts) that it
 * shows free rooms: such an answer is kept while both the content and the nights held stand, and is
 * dropped by the next booking, cancellation or decline in any process (docs/decisions/0023). The
 * header never leaves the server.
 */
export const DEPENDS_ON_HEADER = 'x-depends-on';
const AVAILABILITY = 'availability';

/** Headers for a loader's or route's answer that shows free rooms. */
export const showsAvailability = { [DEPENDS_ON_HEADER]: AVAILABILITY } as const;

export const dependsOnAvailabilityOf = (headers: Headers): boolean => headers.get(DEPENDS_ON_HEADER) === AVAILABILITY;
