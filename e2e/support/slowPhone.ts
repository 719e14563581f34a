import type { Page } from '@playwright/test';

/**
 * The visitor the HTML-first work is for: a mid-range phone on a slow connection. 390 px wide,
 * 4x CPU slowdown, 1.6 Mbps down, 750 kbps up, 150 ms round trip, nothing cached.
 */
export const SLOW_PHONE = {
  viewport: { width: 390, height: 844 },
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
} as const;

/** Applies the slow phone's network and CPU to a page (Chromium's DevTools protocol). */
export async function throttleLikeASlowPhone(page: Page): Promise<void> {
  await page.setViewportSize(SLOW_PHONE.viewport);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: SLOW_PHONE.downloadBytesPerSecond,
    uploadThroughput: SLOW_PHONE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
}

/**
 * Records when the root marks the page hydrated (`data-hydrated`), in milliseconds from navigation
 * start; call before `page.goto`, read with `readPaintAndHydration`.
 */
export async function recordHydrationTime(page: Page): Promise<void> {
  // The init script runs before <html> is parsed: it watches the whole document for the attribute.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (document.documentElement.hasAttribute('data-hydrated')) {
        (window as unknown as { __hydratedAt: number }).__hydratedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
  });
}

/** First contentful paint and hydration, in ms from navigation start; hydration null if not within `timeoutMs`. */
export async function readPaintAndHydration(page: Page, timeoutMs = 20_000): Promise<{ firstPaintMs: number; hydratedMs: number | null }> {
  const hydrated = await page
    .waitForFunction(() => typeof (window as unknown as { __hydratedAt?: number }).__hydratedAt === 'number', undefined, { timeout: timeoutMs })
    .then(() => true)
    .catch(() => false);
  return page.evaluate((wasHydrated) => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const at = (window as unknown as { __hydratedAt?: number }).__hydratedAt;
    return { firstPaintMs: Math.round(paint?.startTime ?? 0), hydratedMs: wasHydrated && at ? Math.round(at) : null };
  }, hydrated);
}
