/**
 * The browser's client of the site's JSON API (docs/product/requirements.md section 7), and the
 * stored-session keys it reads (section 3, "Stored session"); accounts/storedSession.ts writes them.
 */

/** Browser storage keys of the stored session. */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';
/** Fired when the server no longer accepts the stored token; the accounts feature signs out. */
export const SESSION_ENDED_EVENT = 'aurelia:session-ended';

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
