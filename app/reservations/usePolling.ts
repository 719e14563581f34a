import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';

/** How often an open conversation looks for new messages while the page is in view (docs/decisions/0051). */
export const CONVERSATION_POLL_MS = 15_000;

/**
 * Asks the page's loader again every `everyMs` while the tab is visible, so new messages appear
 * without a reload. Polling rather than a pushed stream: the guest's page data is kept per session
 * (docs/decisions/0022), so an unchanged conversation costs one indexed query; nothing stays open.
 */
export function usePolling(everyMs: number = CONVERSATION_POLL_MS) {
  const { revalidate, state } = useRevalidator();
  const busy = useRef(false);
  useEffect(() => {
    busy.current = state !== 'idle';
  }, [state]);
  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible' && !busy.current) void revalidate();
    }, everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs, revalidate]);
}
