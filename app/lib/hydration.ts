/**
 * Whether React has hydrated the whole page, the last Suspense boundary included
 * (docs/decisions/0020), and the work waiting for it.
 */
import { applyBrandFaces } from '~/styles/brandFaces';

let hydrated = false;
const waiting = new Set<() => void>();

/** Called once, by the root's last boundary: marks `<html data-hydrated>` and runs what waited. */
export function markHydrated(): void {
  hydrated = true;
  document.documentElement.setAttribute('data-hydrated', '');
  // The brand's faces, had the deferred start not applied them (docs/decisions/0036).
  applyBrandFaces();
  for (const run of waiting) run();
  waiting.clear();
}

/**
 * Runs `start` once the whole page is hydrated, at once if it already is; returns its cleanup. A
 * provider above the boundaries changing its value earlier would reach parts React has not
 * hydrated yet, which then no longer match the server's HTML.
 */
export function afterHydration(start: () => (() => void) | undefined): () => void {
  let cleanup: (() => void) | undefined;
  let cancelled = false;
  const run = () => {
    if (!cancelled) cleanup = start();
  };
  if (hydrated) run();
  else waiting.add(run);
  return () => {
    cancelled = true;
    waiting.delete(run);
    cleanup?.();
  };
}
