import { createContext, RouterContextProvider } from 'react-router';

/**
 * The context a loader or action gets: React Router's context object (since its middleware, always
 * on in v8), which carries the site's own fields (`SiteContext`, app/env.d.ts: the database, the
 * nonce, the abuse limits, the client's address, the mail settings...) under one key. A loader reads
 * them with `siteOf(context).db` (docs/decisions/0050-react-router-8-and-the-current-majors.md).
 */
export type LoadContext = Readonly<RouterContextProvider>;

const site = createContext<SiteContext>();

/** The site's fields of a loader's or action's context. */
export const siteOf = (context: LoadContext): SiteContext => context.get(site);

/** A context for React Router's request handler, or for a test calling an action directly. */
export function loadContext(fields: SiteContext): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(site, fields);
  return context;
}
