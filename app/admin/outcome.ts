/** What an admin write answers: the new state, or the HTTP status and the reason in words. */
export type AdminOutcome<T> = { ok: true; value: T } | { ok: false; status: 400 | 403 | 404 | 409; error: string };

export const refuse = (status: 400 | 403 | 404 | 409, error: string) => ({ ok: false, status, error }) as const;

/** A page of a list: its rows and how many there are in all. */
export interface Page<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}

/** A search term as a LIKE pattern that matches it literally, anywhere. */
export const containing = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;
