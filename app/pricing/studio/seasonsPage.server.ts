import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { User } from '~/accounts/user';
import type { Database } from '~/db/client.server';
import { hotels, rateSeasons, roomTypes } from '~/db/schema';
import { isUuid } from '~/lib/ids';
import { moneyText } from '~/lib/money';
import { utcDay } from '~/domain/stay';
import { problemsByField, textOf, valuesOf } from '~/studio/StudioField';
import { answered, formOf, refusedForm, renamed, unreadableForm } from './formAnswers.server';
import { readMoneyField, SeasonInput } from './pricingInput.server';
import { SEASON_FIELD_ORDER } from './pricingInput';
import { createSeason, deleteSeason, updateSeason } from './rates.write.server';

/** A hotel's room types with their seasons from today on (earlier ones are only counted): the seasons page's data. */
export async function seasonsOfHotel(db: Database, hotelId: string, today = utcDay()) {
  if (!isUuid(hotelId)) return null;
  const [hotel] = await db.select({ id: hotels.id, name: hotels.name, currency: hotels.currency }).from(hotels).where(eq(hotels.id, hotelId));
  if (!hotel) return null;
  const rooms = await db
    .select({ id: roomTypes.id, name: roomTypes.name, baseRateMinor: roomTypes.baseRateMinor, weekendDeltaMinor: roomTypes.weekendDeltaMinor })
    .from(roomTypes)
    .where(eq(roomTypes.hotelId, hotelId))
    .orderBy(asc(roomTypes.position), asc(roomTypes.name));
  const ids = rooms.map((r) => r.id);
  const [current, past] = ids.length
    ? await Promise.all([
        db
          .select()
          .from(rateSeasons)
          .where(and(inArray(rateSeasons.roomTypeId, ids), gte(rateSeasons.endsOn, today)))
          .orderBy(asc(rateSeasons.startsOn)),
        db
          .select({ roomTypeId: rateSeasons.roomTypeId, n: sql<number>`count(*)::int` })
          .from(rateSeasons)
          .where(and(inArray(rateSeasons.roomTypeId, ids), lt(rateSeasons.endsOn, today)))
          .groupBy(rateSeasons.roomTypeId),
      ])
    : [[], []];
  return {
    hotel,
    roomTypes: rooms.map((room) => ({
      ...room,
      seasons: current
        .filter((s) => s.roomTypeId === room.id)
        .map((s) => ({ id: s.id, name: s.name, startsOn: s.startsOn, endsOn: s.endsOn, rate: moneyText(s.rateMinor, hotel.currency) })),
      pastSeasons: past.find((p) => p.roomTypeId === room.id)?.n ?? 0,
    })),
  };
}

const NAMES = { rateMinor: 'rate' };

/**
 * The seasons page's forms, told apart by `intent`: a new season of a room type (`addSeason`,
 * `roomTypeId`), a season's change (`season`, `seasonId`) or its deletion (`deleteSeason`).
 */
export async function seasonsPageAction(db: Database, actor: User, request: Request, hotel: { id: string; currency: string }) {
  const form = await formOf(request);
  if (!form) return unreadableForm();
  const intent = textOf(form, 'intent');
  const seasonId = textOf(form, 'seasonId');

  if (intent === 'deleteSeason') {
    const outcome = await deleteSeason(db, actor, seasonId, hotel.id);
    if (!outcome.ok) return refusedForm('page', {}, {}, outcome.status, 'That season was already deleted.');
    return answered('page', `Deleted the season “${outcome.value.name}”: its nights take the base rate again.`);
  }
  if (intent !== 'addSeason' && intent !== 'season') return unreadableForm();

  const roomTypeId = textOf(form, 'roomTypeId');
  const target = intent === 'addSeason' ? `new-season-${roomTypeId}` : `season-${seasonId}`;
  const values = valuesOf(form, SEASON_FIELD_ORDER);
  const money = readMoneyField(values.rate ?? '', hotel.currency, 'Rate');
  const parsed = SeasonInput.safeParse({ name: values.name, startsOn: values.startsOn, endsOn: values.endsOn, rateMinor: money.ok ? money.minor : 0 });
  const errors = parsed.success ? {} : renamed(problemsByField(parsed.error.issues), NAMES);
  if (!money.ok) errors.rate = money.error;
  if (!parsed.success || !money.ok) return refusedForm(target, values, errors);

  const outcome =
    intent === 'addSeason' ? await createSeason(db, actor, roomTypeId, parsed.data, hotel.id) : await updateSeason(db, actor, seasonId, parsed.data, hotel.id);
  if (!outcome.ok) {
    const fieldErrors = renamed(outcome.errors, NAMES);
    return refusedForm(target, values, fieldErrors, outcome.status, Object.keys(fieldErrors).length ? undefined : outcome.error);
  }
  return answered(target, intent === 'addSeason' ? `Added the season “${outcome.value.name}”.` : `Saved the season “${outcome.value.name}”.`);
}
