import type * as LocalEntries from './localEntries';

/**
 * Runs a write to the visitor's local entries once their module (with its validation schemas) has
 * loaded: the shell's controls import it on use, so no page's first load carries it
 * (docs/decisions/0034). Storage can refuse (private modes, quotas): the site works without it.
 */
export function withLocalEntries(write: (entries: typeof LocalEntries) => void): void {
  import('./localEntries').then(write).catch(() => {});
}
