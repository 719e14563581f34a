import type { User } from './user';

/** Browser storage keys of docs/product/requirements.md section 3 ("Stored session"). */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';
/** Fired when the server no longer accepts the stored token; AuthProvider signs out. */
export const SESSION_ENDED_EVENT = 'aurelia:session-ended';

export function readStoredSession(): { token: string; user: User } | null {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const raw = localStorage.getItem(USER_KEY);
    if (!token || !raw) return null;
    const user = JSON.parse(raw) as User;
    if (!user || typeof user.username !== 'string') return null;
    return { token, user };
  } catch {
    return null; // storage blocked or a damaged entry: treat as signed out
  }
}

export function storeSession(token: string, user: User): void {
  try {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  } catch {
    /* storage blocked: the session cookie still signs the visitor in on this tab's pages */
  }
}

export function clearStoredSession(): void {
  try {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
  } catch {
    /* nothing stored */
  }
}

const readToken = () => {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
};

// Answers of these say nothing about the stored session (/auth/session is about the cookie's).
const SIGN_IN_PATHS = ['/auth/login', '/auth/signup', '/auth/session'];

/**
 * Set while a logout's server call has failed: the HttpOnly cookie may still hold the session,
 * and it must be ended, not adopted, at the next start (docs/decisions/0012).
 */
export const LOGOUT_PENDING_KEY = 'logoutPending';

export function markLogoutPending(pending: boolean): void {
  try {
    if (pending) localStorage.setItem(LOGOUT_PENDING_KEY, 'true');
    else localStorage.removeItem(LOGOUT_PENDING_KEY);
  } catch {
    /* storage blocked */
  }
}

export function isLogoutPending(): boolean {
  try {
    return localStorage.getItem(LOGOUT_PENDING_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * A call to the site's JSON API from the browser (docs/product/requirements.md section 7): JSON in and out, cookies
 * included, `Authorization: Bearer` when a token is stored. A 401 to a call that sent the token
 * means the session has ended: the visitor is signed out.
 */
export async function apiFetch(
  path: string,
  { method = 'GET', body, signal }: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<Response> {
  const token = readToken();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
    signal,
  });
  if (res.status === 401 && token && !SIGN_IN_PATHS.includes(path)) window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
  return res;
}

/** The `error` text of a JSON error answer, if it has one. */
export async function errorMessageOf(res: Response): Promise<string | null> {
  try {
    const body = (await res.json()) as { error?: unknown };
    return typeof body.error === 'string' ? body.error : null;
  } catch {
    return null;
  }
}
