import { eq } from 'drizzle-orm';
import { bearer, call, makeStaff, newAccount, type TestApi } from '~/api/testHelpers.server';
import type { DatabaseHandle } from '~/db/client.server';
import { auditLog, type Role } from '~/db/schema';

/** What the admin API tests share: accounts of any role, signed in, and the log's entries. */
export function adminTestKit(api: TestApi, database: DatabaseHandle) {
  async function signUp(role: Role = 'user', prefix: string = role) {
    const account = newAccount(prefix);
    const { body } = await call<{ token: string; user: { _id: string } }>(api, 'POST', '/auth/signup', { body: account });
    if (role !== 'user') await makeStaff(database.db, body.user._id, role);
    return { ...account, token: body.token, id: body.user._id, headers: bearer(body.token) };
  }
  const entriesFor = (entityId: string) => database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));
  return { signUp, entriesFor };
}
