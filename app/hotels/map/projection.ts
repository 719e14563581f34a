import type { Coordinates } from '../hotel';

/**
 * The hotel map's projection: equirectangular (plate carrée), MAP_WIDTH units for 360 degrees of
 * longitude, from MAP_NORTH down to MAP_SOUTH (Antarctica and the far north are left off). The land
 * outline, public/map/land.svg, is drawn with the same figures by scripts/world-land.mjs.
 */
export const MAP_WIDTH = 720;
export const MAP_NORTH = 84;
export const MAP_SOUTH = -57;
export const MAP_HEIGHT = Math.round(((MAP_NORTH - MAP_SOUTH) / 360) * MAP_WIDTH);

/** Map units per degree, the same across and down. */
const UNITS_PER_DEGREE = MAP_WIDTH / 360;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const tenth = (value: number) => Math.round(value * 10) / 10;

/** Where a place is drawn, in map units from the top left; places beyond the map's edges sit on them. */
export function project({ latitude, longitude }: Coordinates): { x: number; y: number } {
  return {
    x: tenth((clamp(longitude, -180, 180) + 180) * UNITS_PER_DEGREE),
    y: tenth((MAP_NORTH - clamp(latitude, MAP_SOUTH, MAP_NORTH)) * UNITS_PER_DEGREE),
  };
}

/** Coordinates a visitor or an editor may give: numbers, latitude within ±90, longitude within ±180. */
export function isValidCoordinates(value: { latitude: unknown; longitude: unknown }): value is Coordinates {
  const { latitude, longitude } = value;
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}
