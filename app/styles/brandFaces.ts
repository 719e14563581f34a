/**
 * The class on <html> that applies the brand's faces (tokens.css). Set by the head script at once
 * when the visitor comes from another page of the site or reloads (the files are cached then), and
 * otherwise with the page's scripts, once the first screen is painted (lib/scriptsAfterHeroPaint.server.ts):
 * a first visit's first paint never waits on 86 KB of fonts. Without JavaScript the faces apply at
 * once. docs/decisions/0036.
 */
export const BRAND_FACES_CLASS = 'fonts';
