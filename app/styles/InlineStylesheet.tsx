import { createContext, useContext } from 'react';

/** The site's CSS text, provided by entry.server.tsx; undefined in the browser. */
export const InlineStylesheetContext = createContext<string | undefined>(undefined);

/**
 * The site's stylesheet inlined in <head>: on a phone's slow first request, a separate stylesheet
 * file would hold the first paint back by a round trip. Rendered by the server only, so the CSS
 * is not in the JavaScript bundle as well: React's hydration skips an element in <head> it does
 * not render, and leaves it in place for the life of the page.
 */
export function InlineStylesheet() {
  const css = useContext(InlineStylesheetContext);
  return css ? <style dangerouslySetInnerHTML={{ __html: css }} /> : null;
}
