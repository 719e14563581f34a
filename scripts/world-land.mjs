// Writes public/map/land.svg, the land outline of the hotel map (app/hotels/map), from Natural Earth's
// 1:110m land in TopoJSON (public domain; e.g. land-110m.json of the world-atlas package).
// Run once when the outline should change: node scripts/world-land.mjs path/to/land-110m.json
// The projection here must stay the one of app/hotels/map/projection.ts (equirectangular,
// MAP_WIDTH units for 360 degrees, latitudes MAP_NORTH to MAP_SOUTH).
import { readFileSync, writeFileSync } from 'node:fs';

const MAP_WIDTH = 720;
const MAP_NORTH = 84;
const MAP_SOUTH = -57;
const TOLERANCE = 0.8; // map units (about 0.4 degree)
const MIN_AREA = 6; // square map units: smaller islands are left out

const topology = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const { scale, translate } = topology.transform;
const arcs = topology.arcs.map((arc) => {
  let x = 0;
  let y = 0;
  return arc.map(([dx, dy]) => {
    x += dx;
    y += dy;
    return [x * scale[0] + translate[0], y * scale[1] + translate[1]];
  });
});
const arcPoints = (i) => (i >= 0 ? arcs[i] : [...arcs[~i]].reverse());
const project = ([lon, lat]) => [((lon + 180) / 360) * MAP_WIDTH, ((MAP_NORTH - Math.max(MAP_SOUTH, Math.min(MAP_NORTH, lat))) / 360) * MAP_WIDTH];

function simplify(points) {
  if (points.length < 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length) {
    const [a, b] = stack.pop();
    const [ax, ay] = points[a];
    const [bx, by] = points[b];
    const len = Math.hypot(bx - ax, by - ay) || 1;
    let worst = -1;
    let at = -1;
    for (let i = a + 1; i < b; i++) {
      const [px, py] = points[i];
      const d = len === 1 && bx === ax && by === ay ? Math.hypot(px - ax, py - ay) : Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / len;
      if (d > worst) [worst, at] = [d, i];
    }
    if (worst > TOLERANCE) {
      keep[at] = 1;
      stack.push([a, at], [at, b]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

const area = (ring) => Math.abs(ring.reduce((sum, [x, y], i) => sum + x * ring[(i + 1) % ring.length][1] - ring[(i + 1) % ring.length][0] * y, 0)) / 2;

/** A closed ring as relative path commands, the shortest spelling. */
function pathOf(ring) {
  let [px, py] = ring[0];
  let out = `M${px} ${py}l`;
  for (const [x, y] of ring.slice(1, -1)) {
    out += `${x - px} ${y - py} `;
    [px, py] = [x, y];
  }
  return out.trim().replace(/ -/g, '-') + 'z';
}

let d = '';
for (const polygon of topology.objects.land.arcs) {
  for (const ringArcs of polygon) {
    const lonLat = ringArcs.flatMap((i, n) => arcPoints(i).slice(n ? 1 : 0));
    if (lonLat.every(([, lat]) => lat < MAP_SOUTH)) continue; // Antarctica
    // A ring across the antimeridian (Russia's east, Fiji) is unwrapped, and drawn again a world to the side.
    for (let i = 1; i < lonLat.length; i++) {
      const step = lonLat[i][0] - lonLat[i - 1][0];
      if (Math.abs(step) > 180) lonLat[i] = [lonLat[i][0] - Math.sign(step) * 360, lonLat[i][1]];
    }
    const ring = simplify(lonLat.map(project)).map(([x, y]) => [Math.round(x), Math.round(y)]);
    const distinct = ring.filter(([x, y], i) => i === 0 || x !== ring[i - 1][0] || y !== ring[i - 1][1]);
    if (distinct.length < 4 || area(distinct) < MIN_AREA) continue;
    const xs = distinct.map(([x]) => x);
    const shifts = [0, ...(Math.max(...xs) > MAP_WIDTH ? [-MAP_WIDTH] : []), ...(Math.min(...xs) < 0 ? [MAP_WIDTH] : [])];
    for (const shift of shifts) d += pathOf(distinct.map(([x, y]) => [x + shift, y]));
  }
}
const height = Math.round(((MAP_NORTH - MAP_SOUTH) / 360) * MAP_WIDTH);
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${height}"><!-- Land: Natural Earth 1:110m (public domain), equirectangular; scripts/world-land.mjs --><path id="land" d="${d}"/></svg>\n`;
writeFileSync('public/map/land.svg', svg);
console.log(`public/map/land.svg: ${svg.length} bytes, height ${height}`);
