import type { Database } from '~/db/client.server';

declare module 'react-router' {
  interface AppLoadContext {
    db: Database;
    /** The Content-Security-Policy nonce of this response. */
    nonce?: string;
  }
}
