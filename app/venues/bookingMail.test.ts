import { describe, expect, it } from 'vitest';
import { composeBookingMail } from './bookingMail.server';
import { bookingEvent } from './bookingEvent';
import { instantAt } from '~/domain/hotelClock';
import type { Booking } from './booking';

const hotel = { _id: 'h1', name: 'Royal Palace Casino & Resort', slug: 'royal-palace-casino-resort', timeZone: 'Asia/Singapore' };
const table: Booking = {
  _id: '0f5c2f0e-1b2a-4c3d-8e9f-000000000001',
  reference: 'AUB-7K3M9Q',
  status: 'confirmed',
  venue: { _id: 'v1', kind: 'restaurant', name: 'Jade Pavilion', slug: 'jade-pavilion', hotel },
  date: '2027-02-12',
  time: '19:30',
  endTime: '20:00',
  party: 4,
  note: 'Peanut allergy',
  staffNote: null,
  createdAt: '2027-01-01T00:00:00.000Z',
  cancelledAt: null,
};

describe('the hotel clock as an instant', () => {
  it('reads a wall-clock time in the hotel’s zone, across a change of the clocks', () => {
    expect(instantAt('2027-02-12', '19:30', 'Asia/Singapore').toISOString()).toBe('2027-02-12T11:30:00.000Z');
    expect(instantAt('2027-07-01', '09:00', 'America/Anchorage').toISOString()).toBe('2027-07-01T17:00:00.000Z');
    expect(instantAt('2027-01-15', '09:00', 'America/Anchorage').toISOString()).toBe('2027-01-15T18:00:00.000Z');
    // Europe/London moves to summer time on 2027-03-28 at 01:00 UTC.
    expect(instantAt('2027-03-28', '12:00', 'Europe/London').toISOString()).toBe('2027-03-28T11:00:00.000Z');
    expect(instantAt('2027-03-27', '12:00', 'Europe/London').toISOString()).toBe('2027-03-27T12:00:00.000Z');
  });
});

describe('a booking in a calendar', () => {
  it('is written in UTC at the hotel’s local time; a table takes two hours, a treatment its length', () => {
    const event = bookingEvent(table, { host: 'aurelia.test', now: new Date('2027-01-01T00:00:00Z') });
    expect(event.when).toEqual({ startAt: new Date('2027-02-12T11:30:00Z'), endAt: new Date('2027-02-12T13:30:00Z') });
    const facial = bookingEvent(
      {
        ...table,
        time: '10:00',
        endTime: '11:00',
        party: 1,
        treatment: { _id: 't1', name: 'Jade Stone Facial', durationMinutes: 60, price: 240, currency: 'SGD' },
      },
      { host: 'aurelia.test' },
    );
    expect(facial.when).toEqual({ startAt: new Date('2027-02-12T02:00:00Z'), endAt: new Date('2027-02-12T03:00:00Z') });
  });
});

describe('the booking mail', () => {
  it('says what, where and when in the language of the page it was booked from', () => {
    const en = composeBookingMail('confirmed', table, 'Ada', { origin: 'https://aurelia.test', locale: 'en' });
    expect(en.subject).toBe('Confirmed: Jade Pavilion, Friday, February 12, 2027 at 7:30 PM (AUB-7K3M9Q)');
    expect(en.text).toContain('Dear Ada,');
    expect(en.text).toContain('When: Friday, February 12, 2027 at 7:30 PM (local time)');
    expect(en.text).toContain('Party: 4 guests');
    expect(en.text).toContain('https://aurelia.test/reservations');
    const fr = composeBookingMail('confirmed', table, 'Ada', { origin: 'https://aurelia.test', locale: 'fr' });
    expect(fr.subject).toBe('Confirmé : Jade Pavilion, le 12 février 2027 à 19:30 (AUB-7K3M9Q)');
  });

  it('carries the concierge’s note when they cancelled it', () => {
    const mail = composeBookingMail('cancelled', { ...table, status: 'cancelled', staffNote: 'The terrace is closed for a storm.' }, 'Ada', {
      origin: 'https://aurelia.test',
      locale: 'en',
    });
    expect(mail.text).toContain('the concierge has had to cancel your booking AUB-7K3M9Q');
    expect(mail.text).toContain('A note from the concierge: The terrace is closed for a storm.');
    expect(mail.html).not.toContain('<script');
  });
});
