import { APPLY_BRAND_FACES_SCRIPT } from '~/styles/brandFaces';

/**
 * The page arrives as complete HTML; its JavaScript only hydrates it. React Router's <Scripts>
 * starts every module at once (modulepreload links and a module script with static imports), so
 * on a phone's slow first connection ~130 KB of code shares the bandwidth with the hero picture
 * and the fonts that make the first screen. This rewrites that output so the code is requested
 * once the hero picture has been painted (or after the first paint on a page without one): the
 * same modules, preloads and start-up order, only later. docs/decisions/0011. The brand's faces
 * apply at the same moment on a first visit (docs/decisions/0036).
 *
 * Returns the HTML unchanged when React Router's output does not have the expected shape; tests
 * check that pages do get the rewrite: scriptsAfterHeroPaint.build.test.ts on pages rendered by the
 * built site, e2e/speed.spec.ts in the browser.
 */
export function withScriptsAfterHeroPaint(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const [whole, attributes, body] = script as unknown as [string, string, string];
  const routeImports = [...body.matchAll(STATIC_ROUTE_IMPORT)];
  const rest = body.replace(STATIC_ROUTE_IMPORT, '').trim();
  if (routeImports.length === 0 || !rest.endsWith(');') || !/\bimport\("[^"]+"\);$/.test(rest)) return html;
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((m) => m[1]!);
  const names = routeImports.map((m) => m[1]).join(',');
  const loads = routeImports.map((m) => `import(${m[2]})`).join(',');
  const deferred =
    `(()=>{let started=false;const start=()=>{if(started)return;started=true;${APPLY_BRAND_FACES_SCRIPT};` +
    `for(const href of ${JSON.stringify(preloads)}){const l=document.createElement('link');l.rel='modulepreload';l.fetchPriority='low';l.href=href;document.head.append(l)}` +
    `Promise.all([${loads}]).then(([${names}])=>{${rest}})};` +
    // Once the frame that paints the hero (loaded or failed) is on screen: a callback in the frame
    // after it. Without a hero, after the first frame. A hero still loading after three seconds
    // (a stalled connection) holds the scripts no longer.
    `const later=()=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(start)));const hero=document.querySelector('img.hero-image');` +
    `if(!hero||hero.complete)later();else{hero.addEventListener('load',later,{once:true});hero.addEventListener('error',later,{once:true});setTimeout(start,${HERO_WAIT_MS})}})();`;
  // A function, so a "$&" or "$'" in the manifest is not read as a replacement pattern.
  return html.replace(MODULEPRELOAD, '').replace(whole, () => `<script${attributes}>${deferred}</script>`);
}

/** The longest the scripts wait for a hero picture that is still loading. */
const HERO_WAIT_MS = 3000;

const MODULE_SCRIPT = /<script( nonce="[^"]*" type="module" async="")>([^<]*)<\/script>/;
const STATIC_ROUTE_IMPORT = /^import \* as (route\d+) from ("[^"]+");$/gm;
const MODULEPRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*\/>/g;
