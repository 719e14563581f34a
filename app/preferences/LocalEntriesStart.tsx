import { useEffect } from 'react';

/**
 * Creates and heals the visitor's local entries once per page load (docs/product/requirements.md section 4, App start).
 * The module (with its validation schemas) loads after hydration: nothing on screen depends on it.
 */
export function LocalEntriesStart() {
  useEffect(() => {
    import('./localEntries')
      .then(({ initLocalEntries }) => initLocalEntries())
      // Storage can be unavailable (private modes, quotas): the site works without it.
      .catch(() => {});
  }, []);
  return null;
}
