import type { Locator, Page } from '@playwright/test';

/**
 * A free room type in a stay's results (on /booking or a hotel's Book Your Stay), by its name. Each
 * shows its lowest price first and its other rates behind "N more rates" (issue 50).
 */
export function roomOffer(scope: Page | Locator, room: string): Locator {
  const page = 'page' in scope ? scope.page() : scope;
  return scope.locator('.room-offer').filter({ has: page.getByRole('heading', { name: room, exact: true }) });
}

/** Taps a room's "N more rates", as a visitor does to reach a rate other than its lowest. */
export async function openOtherRates(scope: Page | Locator, room: string): Promise<void> {
  await roomOffer(scope, room)
    .getByText(/^\d+ more rates?$/)
    .click();
}
