import { describe, expect, it } from 'vitest';
import { demoHotels } from '~/db/seed/demo-content';
import { isClockTime, isoWeekday, isTimeZone, localNow, minutesOf, timeOf } from '~/domain/hotelClock';

describe('the hotel’s clock', () => {
  it('knows every demo hotel’s zone, and no made-up one', () => {
    for (const hotel of demoHotels) expect(isTimeZone(hotel.timeZone), hotel.slug).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });

  it('reads the local day and time of one instant in each zone, across the date line and summer time', () => {
    const winter = new Date('2027-01-15T23:30:00Z');
    expect(localNow('Asia/Singapore', winter)).toEqual({ date: '2027-01-16', minutes: 7 * 60 + 30 });
    expect(localNow('America/Anchorage', winter)).toEqual({ date: '2027-01-15', minutes: 14 * 60 + 30 });
    expect(localNow('Europe/London', winter)).toEqual({ date: '2027-01-15', minutes: 23 * 60 + 30 });
    expect(localNow('Europe/Zurich', winter)).toEqual({ date: '2027-01-16', minutes: 30 });
    const summer = new Date('2027-07-15T23:30:00Z');
    expect(localNow('Europe/London', summer)).toEqual({ date: '2027-07-16', minutes: 30 });
    expect(localNow('America/Anchorage', summer)).toEqual({ date: '2027-07-15', minutes: 15 * 60 + 30 });
    expect(localNow('Asia/Dubai', summer)).toEqual({ date: '2027-07-16', minutes: 3 * 60 + 30 });
    // Midnight is 00:00, not 24:00.
    expect(localNow('Europe/Rome', new Date('2027-01-15T23:00:00Z'))).toEqual({ date: '2027-01-16', minutes: 0 });
  });

  it('writes and reads times and weekdays', () => {
    expect(minutesOf('19:30')).toBe(1170);
    expect(minutesOf('19:30:00')).toBe(1170);
    expect(timeOf(1170)).toBe('19:30');
    expect(timeOf(5)).toBe('00:05');
    expect(['19:30', '00:00', '23:59'].every(isClockTime)).toBe(true);
    expect(['24:00', '7:30', '19:60', '19:30:00'].some(isClockTime)).toBe(false);
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });
});
