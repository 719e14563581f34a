import { RouterContextProvider } from 'react-router';

/**
 * The context a loader or action gets: React Router's context object carrying the site's fields
 * (app/env.d.ts: the database, the nonce, the abuse limits, the client's address, the mail
 * settings...). Since React Router's middleware (always on in v8) the server must hand it a
 * `RouterContextProvider`; the fields are set on it so that loaders keep reading `context.db`
 * (docs/decisions/0050-react-router-8-and-the-current-majors.md).
 */
export type LoadContext = Readonly<RouterContextProvider>;

/** The site's own fields of the context. */
export type LoadContextFields = { [K in keyof RouterContextProvider as K extends 'get' | 'set' ? never : K]: RouterContextProvider[K] };

/** A context for React Router's request handler, or for a test calling an action directly. */
export function loadContext(fields: LoadContextFields): RouterContextProvider {
  return Object.assign(new RouterContextProvider(), fields);
}
