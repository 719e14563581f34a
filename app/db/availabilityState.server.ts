import type { DatabaseHandle } from './client.server';
import type { ContentVersion } from './contentState.server';

/** The channel drizzle/0017_availability_changed.sql notifies on every change to the nights held. */
export const AVAILABILITY_CHANGED_CHANNEL = 'availability_changed';

/**
 * The availability version as this process knows it: a local counter moved by every NOTIFY
 * availability_changed (a booking, cancellation or decline in any process), by a reconnect of the
 * LISTEN connection (notifications may have been missed), and by `bumpLocal()` after this process's
 * own writes, before their notification lands. Answers that show free rooms are kept at it
 * (server/cache.ts; docs/decisions/0023).
 */
export async function watchAvailability(database: Pick<DatabaseHandle, 'listen'>): Promise<ContentVersion> {
  let changes = 0;
  await database.listen(AVAILABILITY_CHANGED_CHANNEL, () => void changes++);
  return {
    current: () => String(changes),
    bumpLocal: () => void changes++,
  };
}
