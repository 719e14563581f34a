/**
 * The price of one night of a room type (docs/decisions/0038-price-model.md): a night the studio
 * priced by hand (the rates grid) costs exactly that; otherwise the season's rate where a season
 * covers the night, else the base rate, plus the weekend difference on Friday and Saturday nights.
 * Plain functions on plain data, shared by the search, the calendar, the request and the tests.
 */

export interface Season {
  /** First and last night the season's rate applies to (YYYY-MM-DD, both included). */
  startsOn: string;
  endsOn: string;
  rateMinor: number;
}

export interface RateCard {
  baseMinor: number;
  /** Added to Friday and Saturday nights (negative: weekends cost less), never below zero in all. */
  weekendMinor: number;
  seasons: readonly Season[];
  /** Nights priced by hand, by day. */
  days: Readonly<Record<string, number>>;
  /** A night in the programme's points (award nights); null or absent: not bookable with points. */
  pointsPerNight?: number | null;
}

/** Friday and Saturday nights: the night that begins on a Friday or a Saturday. */
export function isWeekendNight(night: string): boolean {
  const weekday = new Date(`${night}T00:00:00Z`).getUTCDay();
  return weekday === 5 || weekday === 6;
}

/** The season covering a night, if any (seasons of a room type never overlap). */
export const seasonOf = (card: Pick<RateCard, 'seasons'>, night: string) => card.seasons.find((s) => s.startsOn <= night && night <= s.endsOn);

/** What one night costs on the Flexible plan, in minor units (`weekend`: the night's isWeekendNight, when known already). */
export function nightPrice(card: RateCard, night: string, weekend: boolean = isWeekendNight(night)): number {
  const fixed = card.days[night];
  if (fixed !== undefined) return fixed;
  const rate = card.seasons.length > 0 ? (seasonOf(card, night)?.rateMinor ?? card.baseMinor) : card.baseMinor;
  return Math.max(0, rate + (weekend ? card.weekendMinor : 0));
}

const DAY_MS = 86_400_000;

/** The nights of a stay: check-in up to the night before check-out. */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  const nights: string[] = [];
  for (let t = Date.parse(`${checkIn}T00:00:00Z`), end = Date.parse(`${checkOut}T00:00:00Z`); t < end; t += DAY_MS) {
    nights.push(new Date(t).toISOString().slice(0, 10));
  }
  return nights;
}
