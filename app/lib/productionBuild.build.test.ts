import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Browsers get React Router's production build: its development build (chosen by the `development`
// export condition, vite.config.ts) adds its warnings to every page. CI builds before the
// unit tests; locally, without build/, it is skipped.
const ASSETS = 'build/client/assets';
const DEVELOPMENT_ONLY = 'No routes matched location';

describe.skipIf(!existsSync(ASSETS) && !process.env.CI)('the browser build', () => {
  it("carries React Router's production build, not its development warnings", () => {
    const scripts = readdirSync(ASSETS).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    const development = scripts.filter((name) => readFileSync(`${ASSETS}/${name}`, 'utf8').includes(DEVELOPMENT_ONLY));
    expect(development).toEqual([]);
    // The phrase is React Router's own: the test would pass for nothing if it were gone from the package.
    expect(readFileSync('node_modules/react-router/dist/development/lib/hooks.js', 'utf8')).toContain(DEVELOPMENT_ONLY);
  });

  it("takes React's own useSyncExternalStore, not the copy for React 17 that Lingui's binding imports", () => {
    const copy = /inst:\{value:/; // the copy's state, as minified; React's hook keeps its own elsewhere
    const scripts = readdirSync(ASSETS).filter((name) => name.endsWith('.js'));
    expect(scripts.filter((name) => copy.test(readFileSync(`${ASSETS}/${name}`, 'utf8')))).toEqual([]);
    const shim = readFileSync('node_modules/use-sync-external-store/cjs/use-sync-external-store-shim.production.js', 'utf8');
    expect(shim.replace(/\s/g, '')).toMatch(/inst:\{value:value/);
  });
});
