/** The demo content's ids: each derives from its kind and key, the same in every database. */
import { createHash } from 'node:crypto';

/** A stable UUID for a piece of demo content (`kind:key`), so seeding twice inserts nothing new. */
export function stableId(key: string): string {
  const hex = createHash('sha256').update(`aurelia-demo:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const hotelId = (slug: string) => stableId(`hotel:${slug}`);
export const roomTypeId = (hotel: string, position: number) => stableId(`roomType:${hotel}:${position}`);
export const venueId = (hotel: string, slug: string) => stableId(`venue:${hotel}:${slug}`);
export const sittingId = (hotel: string, venue: string, i: number) => stableId(`sitting:${hotel}:${venue}:${i}`);
export const treatmentId = (hotel: string, venue: string, position: number) => stableId(`treatment:${hotel}:${venue}:${position}`);
export const eventId = (key: string) => stableId(`event:${key}`);
export const reviewId = (hotel: string, i: number) => stableId(`review:${hotel}:${i}`);
