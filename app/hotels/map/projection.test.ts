import { describe, expect, it } from 'vitest';
import { demoHotels } from '~/db/seed/demo-content';
import { isValidCoordinates, MAP_HEIGHT, MAP_WIDTH, project } from './projection';

describe('project', () => {
  it('puts the corners and the crossing of the equator and Greenwich where they belong', () => {
    expect(MAP_HEIGHT).toBe(282);
    expect(project({ latitude: 84, longitude: -180 })).toEqual({ x: 0, y: 0 });
    expect(project({ latitude: -57, longitude: 180 })).toEqual({ x: MAP_WIDTH, y: MAP_HEIGHT });
    expect(project({ latitude: 0, longitude: 0 })).toEqual({ x: 360, y: 168 });
  });

  it('keeps places beyond the drawn latitudes on the edge', () => {
    expect(project({ latitude: 89.9, longitude: 0 }).y).toBe(0);
    expect(project({ latitude: -80, longitude: 0 }).y).toBe(MAP_HEIGHT);
  });

  it('places the demo hotels in their part of the world, west to east and north to south', () => {
    const at = (slug: string) => project(demoHotels.find((h) => h.slug === slug)!.coordinates);
    const fairbanks = at('nordic-star-casino-hotel');
    const edinburgh = at('celtic-fortune-casino-resort');
    const sanremo = at('mediterranean-grand-casino-spa');
    const dubai = at('golden-dunes-casino-resort');
    const singapore = at('royal-palace-casino-resort');
    expect([fairbanks.x, edinburgh.x, sanremo.x, dubai.x, singapore.x]).toEqual(
      [...[fairbanks.x, edinburgh.x, sanremo.x, dubai.x, singapore.x]].sort((a, b) => a - b),
    );
    expect(edinburgh.y).toBeLessThan(sanremo.y);
    expect(sanremo.y).toBeLessThan(dubai.y);
    expect(dubai.y).toBeLessThan(singapore.y);
    // Singapore is a degree north of the equator: two map units above it.
    expect(singapore.y).toBeCloseTo(168 - 2 * 1.2834, 0);
  });
});

describe('isValidCoordinates', () => {
  it('takes the ranges of latitude and longitude, and nothing else', () => {
    expect(isValidCoordinates({ latitude: 90, longitude: -180 })).toBe(true);
    expect(isValidCoordinates({ latitude: 90.1, longitude: 0 })).toBe(false);
    expect(isValidCoordinates({ latitude: 0, longitude: 180.5 })).toBe(false);
    expect(isValidCoordinates({ latitude: Number.NaN, longitude: 0 })).toBe(false);
    expect(isValidCoordinates({ latitude: '1', longitude: 2 })).toBe(false);
  });
});
