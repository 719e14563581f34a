import { useEffect } from 'react';
import { initLocalEntries } from './localEntries';

/** Creates and heals the visitor's local entries once per page load (SPEC.md section 4, App start). */
export function LocalEntriesStart() {
  useEffect(() => {
    try {
      initLocalEntries();
    } catch {
      // Storage can be unavailable (private modes, quotas): the site works without it.
    }
  }, []);
  return null;
}
