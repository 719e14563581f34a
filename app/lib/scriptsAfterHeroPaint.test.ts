import { describe, expect, it } from 'vitest';
import { withScriptsAfterHeroPaint } from './scriptsAfterHeroPaint.server';

// The shape of React Router 7.18's <Scripts> output (abridged).
const page = `<html><head><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="N"/><link rel="modulepreload" href="/assets/root-B.js" nonce="N"/></head>
<body><img class="hero-image" src="/h.svg"><script nonce="N">window.__reactRouterContext = {};</script><script nonce="N" type="module" async="">;
import * as route0 from "/assets/root-B.js";
import * as route1 from "/assets/SpaPage-C.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"},"note":"$& and $' stay as written"};
  window.__reactRouterRouteModules = {"root":route0,"spa/SpaPage":route1};

import("/assets/entry.client-A.js");</script></body></html>`;

describe('withScriptsAfterHeroPaint', () => {
  const out = withScriptsAfterHeroPaint(page);
  const script = /<script nonce="N" type="module" async="">([^<]*)<\/script>/.exec(out)?.[1] ?? '';

  it('leaves no request in the HTML: no module preload, no static import', () => {
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(script).not.toMatch(/^import /m);
  });

  it('keeps the nonce, the preloads, the route modules and React Router start-up code, in that order', () => {
    expect(script).toContain('["/assets/entry.client-A.js","/assets/root-B.js"]');
    expect(script).toContain('Promise.all([import("/assets/root-B.js"),import("/assets/SpaPage-C.js")]).then(([route0,route1])=>{');
    expect(script.indexOf('window.__reactRouterRouteModules')).toBeLessThan(script.indexOf('import("/assets/entry.client-A.js")'));
    expect(script).toContain("document.querySelector('img.hero-image')");
    expect(out).toContain('<script nonce="N">window.__reactRouterContext = {};</script>');
    expect(script).toContain(`"note":"$& and $' stay as written"`);
  });

  it('is valid JavaScript', () => {
    // Dynamic imports parse in a function body; running it is the browser tests' job.
    expect(() => new Function(script)).not.toThrow();
  });

  it('leaves a page of another shape as it was', () => {
    const other = page.replace('import("/assets/entry.client-A.js");', 'startApp();');
    expect(withScriptsAfterHeroPaint(other)).toBe(other);
    expect(withScriptsAfterHeroPaint('<html><body>no scripts</body></html>')).toBe('<html><body>no scripts</body></html>');
  });
});
