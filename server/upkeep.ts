import type { Database } from '~/db/client.server';
import { logger } from '~/lib/logger.server';
import { completeDueStays } from '~/loyalty/completion.server';
import type { InvitationMail } from '~/reviews/reviewInvitation.server';
import { refreshMovingPriceRanges } from '~/pricing/priceRange.server';
import { utcDay } from '../app/domain/stay';

/** How often the process looks whether a new day (UTC) has begun. */
const CHECK_EVERY_MS = 15 * 60_000;

/**
 * The work a new day brings, run once at start and again whenever the UTC day turns: every job is
 * idempotent, so several processes on one database may each run it. Today: the hotels' price
 * ranges follow their 90-day window (docs/decisions/0038); confirmed stays whose check-out day has
 * come are completed and earn their points (docs/decisions/0042), and their guests invited to review.
 */
export function startDailyUpkeep(
  db: Database,
  { checkEveryMs = CHECK_EVERY_MS, notify }: { checkEveryMs?: number; notify?: InvitationMail } = {},
): { stop: () => void; ran: () => Promise<void> } {
  let lastDay = '';
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    const today = utcDay();
    if (today === lastDay) return;
    lastDay = today;
    running = running
      .then(async () => {
        const changed = await refreshMovingPriceRanges(db, today);
        if (changed > 0) logger.info({ hotels: changed, day: today }, 'price ranges moved with the day');
        // Each completed stay's guest is invited to review the hotel, once (issue 49).
        const completed = await completeDueStays(db, today, { notify });
        if (completed > 0) logger.info({ stays: completed, day: today }, 'stays completed after check-out');
      })
      .catch((error: unknown) => {
        lastDay = '';
        logger.warn({ err: error }, 'the daily upkeep failed; it is tried again at the next check');
      });
  };
  run();
  const timer = setInterval(run, checkEveryMs).unref();
  return { stop: () => clearInterval(timer), ran: () => running };
}
