// Lingui's React binding imports `use-sync-external-store/shim`, a copy of the hook for React
// before 18. React 19 has it: every page's shell takes React's own (vite.config.ts aliases the
// shim here) instead of carrying the copy's 0.7 KB.
export { useSyncExternalStore } from 'react';
