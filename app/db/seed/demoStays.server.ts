/**
 * The demo's completed stays (issue 49): some of the demo reviewers stayed at the hotel they
 * reviewed, shortly before they wrote, so those reviews show "Verified stay" with the month, as a
 * review written after a completed stay does. Past stays: they hold no night anyone can book.
 */
import { createHash } from 'node:crypto';
import { toMinor } from '~/lib/money';
import { demoHotels } from './demo-content';
import { demoRoomTypes } from './demo-room-types';
import { hotelId, roomTypeId, stableId } from './demoIds.server';

/** Crockford's base32 without I, L, O, U (the references' alphabet, app/db/transactions.server.ts). */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const DAY_MS = 86_400_000;

/** A demo stay's reference, the same in every database: `AUR-` and six characters of its key's hash. */
function demoReference(key: string): string {
  const bytes = createHash('sha256').update(`aurelia-demo-stay:${key}`).digest();
  return `AUR-${[...bytes.subarray(0, 6)].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

const dayBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

export interface DemoStay {
  key: string;
  id: string;
  reviewKey: string;
  userId: string;
  hotelId: string;
  roomTypeId: string;
  checkIn: string;
  checkOut: string;
  /** The first day of the stay's month: the review's `stay_month`. */
  stayMonth: string;
  reference: string;
  currency: string;
  nightMinor: number;
}

/** Two reviews in three with a reviewer and a date: a two-night stay in the hotel's first room type, a week or so before the review. */
export const demoStays: DemoStay[] = demoHotels.flatMap((h) =>
  h.reviews.flatMap((r, i) => {
    const room = demoRoomTypes[h.slug]?.[0];
    if (r.username === null || r.date === null || i % 3 === 2 || !room) return [];
    const checkOut = dayBefore(r.date, 5 + (i % 4));
    const checkIn = dayBefore(checkOut, 2);
    const key = `${h.slug}:${i}`;
    return [
      {
        key,
        id: stableId(`stay:${key}`),
        reviewKey: key,
        userId: stableId(`user:${r.username}`),
        hotelId: hotelId(h.slug),
        roomTypeId: roomTypeId(h.slug, 0),
        checkIn,
        checkOut,
        stayMonth: `${checkIn.slice(0, 7)}-01`,
        reference: demoReference(key),
        currency: h.priceRange.currency,
        nightMinor: toMinor(room.nightlyRate, h.priceRange.currency),
      },
    ];
  }),
);

/** The verified month of each demo review that has a demo stay, by the review's key (`slug:i`). */
export const demoStayMonths: ReadonlyMap<string, string> = new Map(demoStays.map((s) => [s.reviewKey, s.stayMonth]));
