import { describe, expect, it } from 'vitest';
import { buildCalendar, calendarFileName, escapeText, foldLine, icsDate, icsDateTime, reservationEvent } from './ics';
import type { Reservation } from './reservation';

const reservation: Reservation = {
  _id: '0b7e6a3c-3f5e-4f7e-a1d2-9c1e2f3a4b5c',
  reference: 'AUR-7K3M9Q',
  status: 'confirmed',
  hotel: {
    _id: 'h1',
    name: 'Royal Palace Casino Resort',
    slug: 'royal-palace-casino-resort',
    country: 'Singapore',
    city: 'Singapore',
    timeZone: 'Asia/Singapore',
  },
  roomType: { _id: 'r1', name: 'Deluxe Marina Room' },
  checkIn: '2027-02-12',
  checkOut: '2027-02-15',
  nights: 3,
  guests: 2,
  specialRequests: null,
  nightlyRate: 650,
  total: 1950,
  currency: 'SGD',
  ratePlan: 'flexible',
  offer: null,
  nightly: [
    { date: '2027-02-12', amountMinor: 65_000 },
    { date: '2027-02-13', amountMinor: 65_000 },
    { date: '2027-02-14', amountMinor: 65_000 },
  ],
  supplementMinor: 0,
  roomTotalMinor: 195_000,
  taxes: { includedMinor: 0, addedMinor: 0 },
  totalMinor: 195_000,
  refundable: true,
  freeCancellationUntil: '2027-02-10',
  note: 'A quiet room, high floor; late check-out\\noon agreed.\nSee you soon',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  awardPoints: null,
  completedAt: null,
};
const octets = (line: string) => new TextEncoder().encode(line).length;

/** The calendar's logical lines: unfolded, without CRLF. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('escapeText', () => {
  it('escapes backslashes, semicolons, commas and line breaks (RFC 5545 3.3.11)', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });
  it('keeps colons, quotes and tabs, drops other control characters', () => {
    expect(escapeText('10:00 "Club"\tlounge\u0007\u0000')).toBe('10:00 "Club"\tlounge');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone', () => {
    const line = 'x'.repeat(75);
    expect(foldLine(line)).toBe(line);
  });
  it('folds longer lines so that every physical line has at most 75 octets and continuations start with a space', () => {
    const line = `DESCRIPTION:${'y'.repeat(200)}`;
    const physical = foldLine(line).split('\r\n');
    expect(physical.length).toBe(3);
    expect(physical.map(octets)).toEqual([75, 75, 212 - 75 - 74 + 1]);
    expect(physical.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(physical.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
  });
  it('counts octets, not characters, and never splits a UTF-8 sequence', () => {
    const line = `LOCATION:${'é'.repeat(50)}€😀${'ü'.repeat(40)}`;
    const physical = foldLine(line).split('\r\n');
    for (const p of physical) expect(octets(p)).toBeLessThanOrEqual(75);
    // Each piece is valid text on its own: no replacement characters after a round trip.
    for (const p of physical) expect(new TextDecoder().decode(new TextEncoder().encode(p))).not.toContain('\uFFFD');
    expect(physical.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
  });
});

describe('dates', () => {
  it('writes DATE and UTC DATE-TIME values', () => {
    expect(icsDate('2027-02-12')).toBe('20270212');
    expect(icsDateTime(new Date('2026-11-23T08:05:09.123Z'))).toBe('20261123T080509Z');
  });
});

describe('a reservation as a calendar', () => {
  const now = new Date('2026-11-23T08:05:09Z');
  const ics = buildCalendar([reservationEvent(reservation, { host: 'www.aurelia-resorts.example', now })]);

  it('uses CRLF line endings only, ending with one', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('is one all-day VEVENT from check-in to check-out in a VCALENDAR', () => {
    const lines = unfold(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.find((l) => l.startsWith('PRODID:'))).toBeDefined();
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('DTSTART;VALUE=DATE:20270212');
    expect(lines).toContain('DTEND;VALUE=DATE:20270215');
    expect(lines).toContain('DTSTAMP:20261123T080509Z');
    expect(lines).toContain('UID:0b7e6a3c-3f5e-4f7e-a1d2-9c1e2f3a4b5c@www.aurelia-resorts.example');
    expect(lines).toContain('SUMMARY:Stay at Royal Palace Casino Resort');
    expect(lines).toContain('LOCATION:Royal Palace Casino Resort\\, Singapore\\, Singapore');
  });

  it('describes the room, the party and the reference, with the escaped note', () => {
    const description = unfold(ics).find((l) => l.startsWith('DESCRIPTION:'));
    expect(description).toBe(
      'DESCRIPTION:Deluxe Marina Room\\, 2 guests\\, 3 nights.\\nReference AUR-7K3M9Q.\\n' +
        'From the concierge: A quiet room\\, high floor\\; late check-out\\\\noon agreed.\\nSee you soon',
    );
  });

  it('names the place and the room as the reservation has them in the guest’s language (French here)', () => {
    const french: Reservation = {
      ...reservation,
      hotel: { ...reservation.hotel, city: 'Singapour', country: 'Singapour' },
      roomType: { ...reservation.roomType, name: 'Chambre Deluxe Marina' },
    };
    const lines = unfold(buildCalendar([reservationEvent(french, { host: 'example.test', now })]));
    expect(lines).toContain('LOCATION:Royal Palace Casino Resort\\, Singapour\\, Singapour');
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toMatch(/^DESCRIPTION:Chambre Deluxe Marina\\, 2 guests/);
  });

  it('leaves the note out when there is none, and names the file after the reference', () => {
    const plain = buildCalendar([reservationEvent({ ...reservation, note: null, guests: 1, nights: 1 }, { host: 'example.test', now })]);
    expect(unfold(plain).find((l) => l.startsWith('DESCRIPTION:'))).toBe('DESCRIPTION:Deluxe Marina Room\\, 1 guest\\, 1 night.\\nReference AUR-7K3M9Q.');
    expect(calendarFileName(reservation)).toBe('aurelia-AUR-7K3M9Q.ics');
  });
});
