import { localizedPages, pendingViews } from 'virtual:route-kinds';
import type { PendingView } from './routeTable';

/**
 * What the browser asks of app/routeTable.ts, answered from patterns computed at build time
 * (scripts/support/routeKindsPlugin.ts): the table stays out of every page's first load.
 * `routeKinds.test.ts` holds both to the same answers.
 */

/** Whether the page at this path is translated (the English path or a language's). */
export function isLocalizedPath(pathname: string): boolean {
  return localizedPages.test(pathname);
}

/** The loading state of the page at this path, if it has one of its own. */
export function pendingViewFor(pathname: string): PendingView | undefined {
  return pendingViews.find(([pattern]) => pattern.test(pathname))?.[1];
}
