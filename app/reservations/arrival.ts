import { bedPreferences, DIETARY_MAX, stayOccasions, type BedPreference, type StayOccasion } from '~/db/values';

/**
 * What a guest tells the hotel before arriving (issue 49): the time (the hotel's local time, HH:mm),
 * the bed they prefer, the occasion, and dietary needs. Plain rules shared by the API, the stay's
 * page and its form.
 */
export interface ArrivalDetails {
  arrivalTime: string;
  bed: BedPreference | null;
  occasion: StayOccasion | null;
  dietary: string | null;
}

export interface Arrival extends ArrivalDetails {
  updatedAt: string;
}

export { bedPreferences, DIETARY_MAX, stayOccasions, type BedPreference, type StayOccasion };

export type ArrivalField = 'arrivalTime' | 'bed' | 'occasion' | 'dietary';
export type ArrivalProblem = 'time' | 'bed' | 'occasion' | 'dietary_long' | 'dietary_control';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
// Line breaks and tabs are text; other control characters are not.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Checks arrival details as sent (a form's strings or the API's JSON); empty optional fields become null. */
export function checkArrival(input: {
  arrivalTime?: unknown;
  bed?: unknown;
  occasion?: unknown;
  dietary?: unknown;
}): { ok: true; details: ArrivalDetails } | { ok: false; field: ArrivalField; problem: ArrivalProblem; error: string } {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : value === null || value === undefined ? '' : String(value));
  const arrivalTime = text(input.arrivalTime);
  if (!TIME.test(arrivalTime)) return { ok: false, field: 'arrivalTime', problem: 'time', error: 'arrivalTime must be a time written HH:mm, 00:00 to 23:59' };
  const bed = text(input.bed);
  if (bed && !(bedPreferences as readonly string[]).includes(bed))
    return { ok: false, field: 'bed', problem: 'bed', error: `bed must be one of ${bedPreferences.join(', ')}` };
  const occasion = text(input.occasion);
  if (occasion && !(stayOccasions as readonly string[]).includes(occasion)) {
    return { ok: false, field: 'occasion', problem: 'occasion', error: `occasion must be one of ${stayOccasions.join(', ')}` };
  }
  const dietary = text(input.dietary).replace(/\r\n?/g, '\n');
  if ([...dietary].length > DIETARY_MAX)
    return { ok: false, field: 'dietary', problem: 'dietary_long', error: `dietary must be at most ${DIETARY_MAX} characters` };
  if (CONTROL_CHARACTERS.test(dietary)) return { ok: false, field: 'dietary', problem: 'dietary_control', error: 'dietary may not hold control characters' };
  return {
    ok: true,
    details: { arrivalTime, bed: (bed || null) as BedPreference | null, occasion: (occasion || null) as StayOccasion | null, dietary: dietary || null },
  };
}

/** The tier benefits the hotel owes a guest on arrival (the rewards page's Gold, and Sovereign's "everything in Gold"). */
export type TierBenefit = 'late_checkout' | 'upgrade';
export const benefitsOfTier = (tier: 'gold' | 'sovereign' | null | undefined): TierBenefit[] => (tier ? ['late_checkout', 'upgrade'] : []);
