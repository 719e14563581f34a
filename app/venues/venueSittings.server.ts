import { eq } from 'drizzle-orm';
import type { User } from '~/accounts/user';
import { recordAudit } from '~/audit/audit.server';
import type { Database } from '~/db/client.server';
import { venueSittings } from '~/db/schema';
import { minutesOf } from '~/domain/hotelClock';
import { hhmm } from './venues.server';
import { checkSitting, type SittingInput } from './venueSettingsInput';
import {
  fail,
  invalid,
  planOf,
  sittingsOf,
  strandedBy,
  upcomingBookings,
  withVenueLocked,
  type EditableSitting,
  type SettingsOutcome,
} from './venueSettings.server';

/** A venue's sittings, as the editors change them (the rules in venueSettings.server.ts). */

export const SITTING_NOT_FOUND = 'Sitting not found';

/** Adds a sitting (`sittingId` null) or changes one: no overlap with the others, no booking from today on left outside. */
export function saveSitting(
  db: Database,
  actor: Pick<User, '_id' | 'username' | 'role'>,
  hotelId: string,
  venueId: string,
  sittingId: string | null,
  input: SittingInput,
  now: Date,
) {
  return withVenueLocked(db, actor, hotelId, venueId, async (tx, venue): Promise<SettingsOutcome<EditableSitting>> => {
    const sittings = await sittingsOf(tx, venue.id);
    const before = sittingId === null ? null : sittings.find((s) => s.id === sittingId);
    if (before === undefined) return fail(404, SITTING_NOT_FOUND);
    const checked = checkSitting(input);
    if (!checked.ok) return invalid(checked.errors);
    const after = checked.value;
    const others = sittings.filter((s) => s.id !== sittingId);
    const overlapping = others.find((s) => minutesOf(after.opens) < minutesOf(s.closes) && minutesOf(s.opens) < minutesOf(after.closes));
    if (overlapping) {
      const message = `The hours overlap ${overlapping.name} (${hhmm(overlapping.opens)}–${hhmm(overlapping.closes)}).`;
      return invalid({ opens: message });
    }
    const stranded = strandedBy(planOf(venue, [...others, after]), await upcomingBookings(tx, venue, now));
    if (stranded) return fail(409, stranded, { closes: stranded });
    let id = sittingId;
    if (before) {
      await tx.update(venueSittings).set(after).where(eq(venueSittings.id, before.id));
    } else {
      const [created] = await tx
        .insert(venueSittings)
        .values({ venueId: venue.id, ...after })
        .returning({ id: venueSittings.id });
      id = created!.id;
    }
    await recordAudit(tx, actor, {
      action: before ? 'venue.sitting.update' : 'venue.sitting.create',
      entity: 'venue',
      entityId: venue.id,
      before: before ? { id: before.id, name: before.name, opens: hhmm(before.opens), closes: hhmm(before.closes) } : null,
      after: { id, ...after },
    });
    return { ok: true, value: { id: id!, ...after } };
  });
}

/** Removes a sitting, unless a booking from today on falls in it. */
export function removeSitting(db: Database, actor: Pick<User, '_id' | 'username' | 'role'>, hotelId: string, venueId: string, sittingId: string, now: Date) {
  return withVenueLocked(db, actor, hotelId, venueId, async (tx, venue): Promise<SettingsOutcome<{ name: string }>> => {
    const sittings = await sittingsOf(tx, venue.id);
    const before = sittings.find((s) => s.id === sittingId);
    if (!before) return fail(404, SITTING_NOT_FOUND);
    const stranded = strandedBy(
      planOf(
        venue,
        sittings.filter((s) => s.id !== sittingId),
      ),
      await upcomingBookings(tx, venue, now),
    );
    if (stranded) return fail(409, stranded);
    await tx.delete(venueSittings).where(eq(venueSittings.id, before.id));
    await recordAudit(tx, actor, {
      action: 'venue.sitting.delete',
      entity: 'venue',
      entityId: venue.id,
      before: { id: before.id, name: before.name, opens: hhmm(before.opens), closes: hhmm(before.closes) },
      after: null,
    });
    return { ok: true, value: { name: before.name } };
  });
}
