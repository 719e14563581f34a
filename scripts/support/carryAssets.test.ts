import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { carryAssets } from './carryAssets.mjs';

const work = mkdtempSync(path.join(tmpdir(), 'carry-assets-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A build folder as `npm run build` leaves it: client/assets (with twins) and a public file. */
function build(name: string, assets: Record<string, string>): string {
  const dir = path.join(work, name);
  mkdirSync(path.join(dir, 'client', 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'client', 'index.html'), `<p>${name}</p>`);
  for (const [file, text] of Object.entries(assets)) writeFileSync(path.join(dir, 'client', 'assets', file), text);
  return dir;
}
const carriedOf = (dir: string) => readdirSync(path.join(dir, 'previous-assets')).sort();

describe('carryAssets', () => {
  it("carries the previous release's assets and twins, never its pages, and not what the build has", async () => {
    const a = build('a', { 'entry-A1.js': 'a', 'entry-A1.js.br': 'a-br', 'root-A2.js': 'root a', 'shared-S.js': 'shared' });
    await carryAssets({ buildDir: a });
    const b = build('b', { 'entry-B1.js': 'b', 'root-B2.js': 'root b', 'shared-S.js': 'shared' });
    const record = await carryAssets({ buildDir: b, previousDir: a });
    expect(carriedOf(b)).toEqual(['entry-A1.js', 'entry-A1.js.br', 'root-A2.js']);
    expect(readFileSync(path.join(b, 'previous-assets', 'entry-A1.js.br'), 'utf8')).toBe('a-br');
    expect(record.previous).toHaveLength(1);
    expect(record.assets.sort()).toEqual(['entry-B1.js', 'root-B2.js', 'shared-S.js']);
    expect(JSON.parse(readFileSync(path.join(b, 'release.json'), 'utf8'))).toEqual(record);
  });

  it('keeps as many releases back as asked, and drops the older', async () => {
    const a = build('k-a', { 'a.js': 'a' });
    await carryAssets({ buildDir: a });
    const b = build('k-b', { 'b.js': 'b' });
    await carryAssets({ buildDir: b, previousDir: a });
    const c1 = build('k-c1', { 'c.js': 'c' });
    await carryAssets({ buildDir: c1, previousDir: b });
    expect(carriedOf(c1)).toEqual(['b.js']);
    const c2 = build('k-c2', { 'c.js': 'c' });
    const record = await carryAssets({ buildDir: c2, previousDir: b, keep: 2 });
    expect(carriedOf(c2)).toEqual(['a.js', 'b.js']);
    expect(record.previous.map((r) => r.assets)).toEqual([['b.js'], ['a.js']]);
  });

  it('a build without a previous one carries nothing, and forgets what an earlier build in its folder carried', async () => {
    const a = build('n-a', { 'a.js': 'a' });
    const b = build('n-b', { 'b.js': 'b' });
    await carryAssets({ buildDir: b, previousDir: a });
    await carryAssets({ buildDir: b });
    expect(carriedOf(b)).toEqual([]);
    // The Dockerfile's default previous image holds no build.
    mkdirSync(path.join(work, 'empty'));
    expect((await carryAssets({ buildDir: b, previousDir: path.join(work, 'empty') })).previous).toEqual([]);
  });

  it('refuses a colliding fingerprint, and its own folder as the previous build', async () => {
    const a = build('x-a', { 'same-X.js': 'one' });
    const b = build('x-b', { 'same-X.js': 'another' });
    await expect(carryAssets({ buildDir: b, previousDir: a })).rejects.toThrow(/fingerprint collided/);
    await expect(carryAssets({ buildDir: a, previousDir: a })).rejects.toThrow(/folder of its own/);
    expect(existsSync(path.join(b, 'previous-assets', 'same-X.js'))).toBe(false);
  });
});
