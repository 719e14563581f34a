/** The venue screens' words for days and parties (studio pages, English only). */

const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-11-26' → 'Thursday 26 November 2026': a calendar day, the same on the server and in any browser. */
export const dayText = (day: string) => dayFormat.format(new Date(`${day}T12:00:00Z`));

/** A table's covers, or a treatment's guests. */
export const coversText = (party: number) => `${party} ${party === 1 ? 'cover' : 'covers'}`;
export const guestsText = (party: number) => `${party} ${party === 1 ? 'guest' : 'guests'}`;

/** The link to a venue's day sheet; the hotel's today when `date` is null. */
export const sheetHref = (venueId: string, date?: string | null) => `/studio/venues/${venueId}${date ? `?date=${date}` : ''}`;

/** What a venue's capacity counts: a restaurant's covers in a slot, a spa's therapists at once. */
export const capacityLabel = (kind: 'restaurant' | 'spa') => (kind === 'spa' ? 'Therapists' : 'Covers per slot');
