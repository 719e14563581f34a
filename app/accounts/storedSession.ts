import { SESSION_ENDED_EVENT, TOKEN_KEY, USER_KEY } from '~/lib/apiClient';
import type { User } from './user';

/** The signed-in visitor's token and user in local storage (docs/product/requirements.md sections 3 and 4). */
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

/** The server has ended this browser's session (the account deleted, every session signed out): forget it here too. */
export function forgetEndedSession(): void {
  clearStoredSession();
  window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
}
