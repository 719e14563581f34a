import { site } from '~/site.config';
import type { Reservation } from './reservation';
import { guestsText, nightsText } from '~/domain/stay';

/**
 * iCalendar files (RFC 5545) for "Add to calendar": one VEVENT per stay, all-day from check-in to
 * check-out (DTEND is exclusive, so the departure day is where the event ends). Pure functions,
 * so the escaping and the line folding are tested without a server.
 */

export interface CalendarEvent {
  /** Globally unique and stable: the same stay downloaded twice updates the same event. */
  uid: string;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  /**
   * All day: the first day and the day after the last one, YYYY-MM-DD. At a time (a table, a
   * treatment): the instants it begins and ends, written in UTC so every calendar shows them at the
   * hotel's local time.
   */
  when: { start: string; end: string } | { startAt: Date; endAt: Date };
  summary: string;
  location?: string;
  description?: string;
}

const CRLF = '\r\n';
const LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** A TEXT value: backslash, semicolon, comma and line breaks escaped; other control characters dropped. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '')
  );
}

/**
 * Folds a content line at 75 octets: each continuation line starts with one space, which counts
 * within its 75. Splits between characters, never inside a UTF-8 sequence.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** YYYY-MM-DD as a DATE value: YYYYMMDD. */
export const icsDate = (day: string) => day.replaceAll('-', '');

/** An instant as a UTC DATE-TIME value: YYYYMMDDTHHMMSSZ. */
export const icsDateTime = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A whole VCALENDAR with its events, CRLF line endings, lines folded. */
export function buildCalendar(events: readonly CalendarEvent[]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:-//${escapeText(site.name)}//Reservations//EN`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${icsDateTime(event.stamp)}`,
      ...('startAt' in event.when
        ? [`DTSTART:${icsDateTime(event.when.startAt)}`, `DTEND:${icsDateTime(event.when.endAt)}`]
        : [`DTSTART;VALUE=DATE:${icsDate(event.when.start)}`, `DTEND;VALUE=DATE:${icsDate(event.when.end)}`]),
      `SUMMARY:${escapeText(event.summary)}`,
    );
    if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    // A hotel stay is all day long but does not make the guest busy for meetings; a table does.
    lines.push('STATUS:CONFIRMED', `TRANSP:${'startAt' in event.when ? 'OPAQUE' : 'TRANSPARENT'}`, 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** The calendar event of a confirmed stay; `host` names the site in the UID. */
export function reservationEvent(reservation: Reservation, { host, now = new Date() }: { host: string; now?: Date }): CalendarEvent {
  const { hotel } = reservation;
  const description = [
    `${reservation.roomType.name}, ${guestsText(reservation.guests)}, ${nightsText(reservation.nights)}.`,
    `Reference ${reservation.reference}.`,
    ...(reservation.note ? [`From the concierge: ${reservation.note}`] : []),
  ].join('\n');
  return {
    uid: `${reservation._id}@${host}`,
    stamp: now,
    when: { start: reservation.checkIn, end: reservation.checkOut },
    summary: `Stay at ${hotel.name}`,
    location: [hotel.name, hotel.city, hotel.country].join(', '),
    description,
  };
}

/** The file's name: aurelia-AUR-7K3M9Q.ics. */
export const calendarFileName = (reservation: Pick<Reservation, 'reference'>) => `aurelia-${reservation.reference}.ics`;
