import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '~/db/client.server';
import { createTestDatabase } from '~/db/testDatabase.server';
import { findSessionUserMemo, forgetSessionMemo, SESSION_MEMO_TTL_MS } from './sessionMemo.server';
import { createSession, revokeSession } from './sessions.server';
import { insertUser } from './users.server';

// The session memo of page reads (docs/decisions/0017): how long a revoked session may still be
// remembered, and that a write in this process forgets at once.

let database: DatabaseHandle;
let userId: string;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  userId = (await insertUser(database.db, { username: 'memo', email: 'memo@example.com', passwordHash: 'x' })).id;
});
afterAll(() => database?.close());

describe('session memo', () => {
  it('remembers a session for at most its TTL when another process revokes it', async () => {
    const { token } = await createSession(database.db, userId);
    const start = Date.now();
    expect((await findSessionUserMemo(database.db, token, start))?.username).toBe('memo');
    await revokeSession(database.db, token); // as another server process on the same database would
    expect((await findSessionUserMemo(database.db, token, start + SESSION_MEMO_TTL_MS - 1))?.username).toBe('memo');
    expect(await findSessionUserMemo(database.db, token, start + SESSION_MEMO_TTL_MS)).toBeNull();
  });

  it('forgets every session at once after a write in this process', async () => {
    const { token } = await createSession(database.db, userId);
    expect(await findSessionUserMemo(database.db, token)).not.toBeNull();
    await revokeSession(database.db, token);
    forgetSessionMemo();
    expect(await findSessionUserMemo(database.db, token)).toBeNull();
  });

  it('does not keep an answer read before a write it raced with', async () => {
    const { token } = await createSession(database.db, userId);
    const reading = findSessionUserMemo(database.db, token); // reads the live session
    await revokeSession(database.db, token);
    forgetSessionMemo(); // the write's request ends while the read is under way
    await reading;
    expect(await findSessionUserMemo(database.db, token)).toBeNull();
  });

  it('remembers unknown tokens too, and answers a malformed one without a query', async () => {
    expect(await findSessionUserMemo(database.db, 'not a token')).toBeNull();
    expect(await findSessionUserMemo(database.db, 'y'.repeat(43))).toBeNull();
  });
});
