import { siteOf, type LoadContext } from '~/lib/loadContext.server';
import { logger } from './logger.server';

/**
 * Notes that this request's page is rendered without some of its data (a section shows "Failed to
 * fetch ..."): the server then marks the answer `no-store`, and neither the response cache nor the
 * signed-in or personal page stores keep it (docs/decisions/0028). Any loader that shows a
 * fallback instead of failing must call it.
 */
export function noteDataFailed(context: LoadContext): void {
  siteOf(context).dataFailed?.();
}

/** A loader's part that may fail on its own: null (noted, logged) instead of an error for the whole page. */
export async function settle<T>(context: LoadContext, what: string, work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (err) {
    noteDataFailed(context);
    logger.error({ err }, `${what} failed`);
    return null;
  }
}
