import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { apiFetch, SESSION_ENDED_EVENT } from '~/lib/apiClient';
import { afterHydration } from '~/lib/hydration';
import { clearStoredSession, isLogoutPending, markLogoutPending, readStoredSession, storeSession } from './storedSession';
import type { User } from './user';

/** The shortlist's merge at sign-in, its code loaded then: no page's first load carries it (docs/decisions/0034). */
function mergeShortlistLater() {
  import('~/account/shortlistClient')
    .then(({ mergeShortlistAtSignIn }) => mergeShortlistAtSignIn())
    .catch(() => {
      /* offline, or storage refused: the saved hotels merge at the next sign-in */
    });
}

interface AuthContextValue {
  /** The signed-in user, or null when signed out. */
  user: User | null;
  /** After sign-in or sign-up: stores the token and user (docs/product/requirements.md section 4). */
  signIn(session: { token: string; user: User }): void;
  /** Calls the server, then always clears the local session, even if the call failed. */
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * The visitor's session in the browser. The first render uses the user the server found from the
 * session cookie (so the signed-in header is in the first paint); after hydration the stored
 * `token` and `user` decide (docs/product/requirements.md section 4), checked once against the server so a revoked or
 * expired token signs the visitor out cleanly. A cookie session with nothing stored (signed in
 * through the plain HTML form) is adopted: its token and user are fetched and stored; a stored
 * session the server found no cookie session for has ended, and is forgotten unseen. Every change
 * is shown once the whole page is hydrated (docs/decisions/0020).
 */
export function AuthProvider({
  initialUser,
  serverFoundNoSession,
  children,
}: {
  initialUser: User | null;
  /** The page was rendered signed out because the request had no live session (not because the lookup failed). */
  serverFoundNoSession: boolean;
  children: React.ReactNode;
}) {
  const [user, setUser] = useState<User | null>(initialUser);
  // Set by a sign-in or log-out of the visitor's own: it outranks what the page was rendered with.
  const visitorActed = useRef(false);

  // A tap on Log Out or Sign In can come while the page is still being hydrated in slices (React
  // hydrates the tapped part at once and replays the tap). The header, hydrated later from the
  // server's HTML, must still find the user that HTML was rendered with: otherwise React reports
  // a mismatch (error 418) and the tap is lost. So the visible change waits for the whole page.
  const showUser = useCallback((next: User | null) => {
    afterHydration(() => {
      setUser(next);
      return undefined;
    });
  }, []);

  const forget = useCallback(() => {
    clearStoredSession();
    showUser(null);
  }, [showUser]);

  // After the whole page is hydrated: a new user now would reach parts still being hydrated.
  useEffect(
    () =>
      afterHydration(() => {
        if (visitorActed.current) return undefined;
        const stored = readStoredSession();
        if (initialUser && (!stored || stored.user._id !== initialUser._id)) {
          if (isLogoutPending()) {
            // A cookie session left over from a logout whose call failed: end it on the server now,
            // so the next page is not rendered signed in again.
            forget();
            void apiFetch('/auth/logout', { method: 'POST' })
              .then((res) => res.ok && markLogoutPending(false))
              .catch(() => {});
            return undefined;
          }
          // A session that began through the plain HTML form (before the scripts ran, or without
          // them): the HttpOnly cookie holds it and the server rendered this page signed in. Adopt it,
          // storing its token and user as docs/product/requirements.md section 4 asks (docs/decisions/0012).
          const controller = new AbortController();
          apiFetch('/auth/session', { signal: controller.signal })
            .then(async (res) => {
              if (visitorActed.current) return; // signed in or out meanwhile: that stands
              if (res.status === 401) return forget();
              if (!res.ok) return; // a passing server problem: the cookie still signs the pages in
              const adopted = (await res.json()) as { token: string; user: User };
              if (visitorActed.current) return;
              storeSession(adopted.token, adopted.user);
              setUser(adopted.user);
              mergeShortlistLater();
            })
            .catch(() => {
              /* offline or aborted: the server-rendered state stands */
            });
          return () => controller.abort();
        }
        // No cookie session: nothing is left to end.
        if (!initialUser) markLogoutPending(false);
        if (stored && serverFoundNoSession) {
          // The server found no session for this page, yet one is stored: it has ended (a Log Out
          // through the plain form, which cannot reach this storage; its 30 days; signed out
          // everywhere), since every sign-in sets the cookie with the stored token. Forget it without
          // showing it, and end it on the server in case only the cookie went (204 either way).
          void apiFetch('/auth/logout', { method: 'POST' }).catch(() => {});
          forget();
          return undefined;
        }
        if (stored) {
          setUser(stored.user);
          const controller = new AbortController();
          apiFetch('/auth/me', { signal: controller.signal })
            .then(async (res) => {
              if (visitorActed.current) return;
              if (res.status === 401) return forget();
              if (!res.ok) return; // a passing server problem says nothing about the session
              const fresh = (await res.json()) as User;
              if (visitorActed.current) return;
              storeSession(stored.token, fresh);
              setUser(fresh);
            })
            .catch(() => {
              /* offline or aborted: keep the stored session */
            });
          return () => controller.abort();
        }
        return undefined;
      }), // Only at start: later changes come from signIn/signOut.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  useEffect(() => {
    // The server ended this session (signed out everywhere, the account deleted): that stands over
    // a session check the page started before, whose answer may come after (it would store the
    // dead session again and show the visitor signed in).
    const onEnded = () => {
      visitorActed.current = true;
      forget();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === 'token' || event.key === 'user') showUser(readStoredSession()?.user ?? null);
    };
    window.addEventListener(SESSION_ENDED_EVENT, onEnded);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(SESSION_ENDED_EVENT, onEnded);
      window.removeEventListener('storage', onStorage);
    };
  }, [forget, showUser]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      signIn: ({ token, user: signedIn }) => {
        visitorActed.current = true;
        markLogoutPending(false);
        storeSession(token, signedIn);
        showUser(signedIn);
        mergeShortlistLater();
      },
      signOut: async () => {
        visitorActed.current = true;
        try {
          const res = await apiFetch('/auth/logout', { method: 'POST' });
          if (!res.ok && res.status !== 401) {
            console.warn(`Logout answered ${res.status}`);
            markLogoutPending(true);
          }
        } catch (err) {
          console.warn('Logout failed', err);
          markLogoutPending(true);
        } finally {
          forget();
        }
      },
    }),
    [user, forget, showUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}
