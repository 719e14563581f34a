/**
 * The class on <html> that applies the brand's faces (tokens.css). Set by the head script at once
 * when the visitor comes from another page of the site or reloads (the files are cached then), and
 * otherwise with the page's scripts, once the first screen is painted (lib/scriptsAfterHeroPaint.server.ts):
 * a first visit's first paint never waits on 86 KB of fonts. Without JavaScript the faces apply at
 * once. docs/decisions/0036.
 */
export const BRAND_FACES_CLASS = 'fonts';

/**
 * On a first visit: both font files are fetched first, then the class applies them together, so
 * the page is restyled and laid out once in its final faces. Setting the class at once cost three
 * passes over the whole page (the class, then each face as it arrived), the longest tasks of a
 * first load on a slow phone (issue 34). A face that fails to load leaves its fallback, as before.
 * As a script, for the deferred start written into the page (lib/scriptsAfterHeroPaint.server.ts).
 */
export const APPLY_BRAND_FACES_SCRIPT =
  `(()=>{const d=document.documentElement,on=()=>d.classList.add(${JSON.stringify(BRAND_FACES_CLASS)});` +
  `try{Promise.allSettled([...document.fonts].map((f)=>f.load())).then(on)}catch(e){on()}})()`;

/** The same, from the bundle: hydration applies the faces had the deferred start not done so. */
export function applyBrandFaces(): void {
  const root = document.documentElement;
  const on = () => root.classList.add(BRAND_FACES_CLASS);
  if (root.classList.contains(BRAND_FACES_CLASS)) return;
  try {
    void Promise.allSettled([...document.fonts].map((face) => face.load())).then(on);
  } catch {
    on();
  }
}
