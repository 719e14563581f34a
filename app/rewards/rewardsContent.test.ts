import { describe, expect, it } from 'vitest';
import { tierFor } from './rewardsContent';

describe('tierFor', () => {
  it.each([
    [0, 'Ivory', 'Gold'],
    [9, 'Ivory', 'Gold'],
    [10, 'Gold', 'Sovereign'],
    [29, 'Gold', 'Sovereign'],
    [30, 'Sovereign', null],
    [400, 'Sovereign', null],
  ])('%i confirmed nights: %s, next %s', (nights, tier, next) => {
    const held = tierFor(nights);
    expect(held.tier.name).toBe(tier);
    expect(held.next?.name ?? null).toBe(next);
  });
});
