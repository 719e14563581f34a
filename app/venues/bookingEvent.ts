import type { CalendarEvent } from '~/reservations/ics';
import { instantAt } from '~/domain/hotelClock';
import type { Booking } from './booking';

/** A table holds its slot only as it begins; in a calendar, a meal takes the evening's two hours. */
const TABLE_HOURS = 2;

/**
 * A table or a treatment as a calendar event: from its start to its end at the hotel's wall-clock
 * times, written as UTC instants, so a calendar in any zone shows it when it happens.
 */
export function bookingEvent(booking: Booking, { host, now = new Date() }: { host: string; now?: Date }): CalendarEvent {
  const { venue } = booking;
  const startAt = instantAt(booking.date, booking.time, venue.hotel.timeZone);
  const what = booking.treatment ? `${booking.treatment.name}, ${booking.treatment.durationMinutes} min` : `Table for ${booking.party}`;
  return {
    uid: `${booking._id}@${host}`,
    stamp: now,
    when: {
      startAt,
      endAt: booking.treatment ? instantAt(booking.date, booking.endTime, venue.hotel.timeZone) : new Date(startAt.getTime() + TABLE_HOURS * 3_600_000),
    },
    summary: `${venue.name}, ${venue.hotel.name}`,
    location: `${venue.name}, ${venue.hotel.name}`,
    description: [`${what}.`, `Reference ${booking.reference}.`, ...(booking.note ? [`Your note: ${booking.note}`] : [])].join('\n'),
  };
}
