/**
 * The hotel's clock: what day and time it is where the hotel stands, from an instant and the
 * hotel's IANA zone, with the platform's Intl (no date library). Venue times are written "HH:MM"
 * and counted here in minutes after local midnight.
 */

export interface LocalNow {
  /** The hotel's calendar day, YYYY-MM-DD. */
  date: string;
  /** Minutes after the hotel's midnight (seconds dropped). */
  minutes: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** True when the platform knows the zone (e.g. Europe/Zurich). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The hotel's day and time at the instant `now`. */
export function localNow(timeZone: string, now: Date): LocalNow {
  const parts: Record<string, string> = {};
  for (const part of formatFor(timeZone).formatToParts(now)) parts[part.type] = part.value;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** "19:30" or "19:30:00" (PostgreSQL's time) → 1170. */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** 1170 → "19:30". */
export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** "HH:MM" with real hours and minutes. */
export const isClockTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** The ISO weekday of a YYYY-MM-DD day: 1 Monday … 7 Sunday. */
export function isoWeekday(day: string): number {
  const sunday0 = new Date(`${day}T12:00:00Z`).getUTCDay();
  return sunday0 === 0 ? 7 : sunday0;
}

/**
 * The instant a hotel's wall clock shows `time` on `date` (for a calendar file in UTC). Two rounds
 * of "guess, read the clock there, correct by the difference" settle on every offset, including
 * a day the clocks change; a time the change skips lands an hour later, as the clock would.
 */
export function instantAt(date: string, time: string, timeZone: string): Date {
  const wanted = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) + minutesOf(time) * 60_000;
  let guess = wanted;
  for (let round = 0; round < 2; round++) {
    const shown = localNow(timeZone, new Date(guess));
    const shownAt = Date.UTC(Number(shown.date.slice(0, 4)), Number(shown.date.slice(5, 7)) - 1, Number(shown.date.slice(8, 10))) + shown.minutes * 60_000;
    guess += wanted - shownAt;
  }
  return new Date(guess);
}
