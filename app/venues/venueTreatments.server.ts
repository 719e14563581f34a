import { and, count, eq, isNull } from 'drizzle-orm';
import type { User } from '~/accounts/user';
import { recordAudit } from '~/audit/audit.server';
import type { Database } from '~/db/client.server';
import { bookings, spaTreatments } from '~/db/schema';
import { isUuid } from '~/lib/ids';
import { checkTreatment, type TreatmentInput } from './venueSettingsInput';
import { fail, invalid, upcomingBookings, when, withVenueLocked, type EditableTreatment, type SettingsOutcome } from './venueSettings.server';

/** A spa's treatments, as the editors change them (the rules in venueSettings.server.ts). */

export const TREATMENT_NOT_FOUND = 'Treatment not found';

const offeredTreatment = (tx: Database, venueId: string, treatmentId: string) =>
  tx
    .select({ id: spaTreatments.id, name: spaTreatments.name, durationMinutes: spaTreatments.durationMinutes, price: spaTreatments.price })
    .from(spaTreatments)
    .where(and(eq(spaTreatments.venueId, venueId), eq(spaTreatments.id, treatmentId), isNull(spaTreatments.withdrawnAt)))
    .then((rows) => rows[0]);

/**
 * Adds a spa's treatment (`treatmentId` null) or changes one. A new duration applies to new
 * bookings only: a booking keeps the end it was made with (and the slots it holds).
 */
export function saveTreatment(
  db: Database,
  actor: Pick<User, '_id' | 'username' | 'role'>,
  hotelId: string,
  venueId: string,
  treatmentId: string | null,
  input: TreatmentInput,
) {
  return withVenueLocked(db, actor, hotelId, venueId, async (tx, venue): Promise<SettingsOutcome<EditableTreatment>> => {
    if (venue.kind !== 'spa') return fail(404, TREATMENT_NOT_FOUND);
    const before = treatmentId === null ? null : isUuid(treatmentId) ? await offeredTreatment(tx, venue.id, treatmentId) : undefined;
    if (before === undefined) return fail(404, TREATMENT_NOT_FOUND);
    const checked = checkTreatment(input, venue.slotMinutes);
    if (!checked.ok) return invalid(checked.errors);
    const after = checked.value;
    let id = treatmentId;
    if (before) {
      await tx.update(spaTreatments).set(after).where(eq(spaTreatments.id, before.id));
    } else {
      const [existing] = await tx.select({ n: count() }).from(spaTreatments).where(eq(spaTreatments.venueId, venue.id));
      const [created] = await tx
        .insert(spaTreatments)
        .values({ venueId: venue.id, ...after, position: Number(existing?.n ?? 0) })
        .returning({ id: spaTreatments.id });
      id = created!.id;
    }
    await recordAudit(tx, actor, {
      action: before ? 'venue.treatment.update' : 'venue.treatment.create',
      entity: 'venue',
      entityId: venue.id,
      before: before ?? null,
      after: { id, ...after },
    });
    return { ok: true, value: { id: id!, ...after } };
  });
}

/**
 * Removes a spa's treatment: refused while a confirmed booking of it from the hotel's today on
 * stands; withdrawn (hidden, kept) when older or cancelled bookings name it; deleted otherwise.
 */
export function removeTreatment(
  db: Database,
  actor: Pick<User, '_id' | 'username' | 'role'>,
  hotelId: string,
  venueId: string,
  treatmentId: string,
  now: Date,
) {
  return withVenueLocked(db, actor, hotelId, venueId, async (tx, venue): Promise<SettingsOutcome<{ name: string; withdrawn: boolean }>> => {
    const before = isUuid(treatmentId) ? await offeredTreatment(tx, venue.id, treatmentId) : undefined;
    if (!before) return fail(404, TREATMENT_NOT_FOUND);
    const upcoming = await upcomingBookings(tx, venue, now, before.id);
    if (upcoming.length > 0) {
      return fail(
        409,
        `The ${before.name} is booked at ${when(upcoming[0]!)}${upcoming.length > 1 ? ` and ${upcoming.length - 1} more time${upcoming.length > 2 ? 's' : ''}` : ''}: it can't be removed while bookings from today on stand.`,
      );
    }
    const [history] = await tx.select({ n: count() }).from(bookings).where(eq(bookings.treatmentId, before.id));
    const withdrawn = Number(history?.n ?? 0) > 0;
    if (withdrawn) await tx.update(spaTreatments).set({ withdrawnAt: now }).where(eq(spaTreatments.id, before.id));
    else await tx.delete(spaTreatments).where(eq(spaTreatments.id, before.id));
    await recordAudit(tx, actor, {
      action: withdrawn ? 'venue.treatment.withdraw' : 'venue.treatment.delete',
      entity: 'venue',
      entityId: venue.id,
      before,
      after: null,
    });
    return { ok: true, value: { name: before.name, withdrawn } };
  });
}
