import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of the current response (server only; browsers hide nonces
 * from scripts, so the browser render has none and needs none after hydration).
 */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
