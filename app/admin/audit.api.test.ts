import { describe, expect, it } from 'vitest';
import { call, openTestApi } from '~/api/testHelpers.server';
import { recordAudit } from '~/audit/audit.server';
import { adminTestKit } from './adminTestKit.server';
import type { AuditRecord } from './auditLog.server';

const { database, api } = await openTestApi({ seed: false });
const { signUp } = adminTestKit(api, database);
const admin = await signUp('admin');

type AuditPage = { items: AuditRecord[]; total: number; limit: number; offset: number };
const list = (query = '') => call<AuditPage>(api, 'GET', `/admin/audit${query}`, { headers: admin.headers });

describe('GET /api/admin/audit', () => {
  it('answers newest first, filtered by entity and action, a page at a time', async () => {
    const guest = await signUp();
    await call(api, 'PATCH', `/admin/users/${guest.id}`, { body: { role: 'editor' }, headers: admin.headers });
    await call(api, 'PATCH', `/admin/users/${guest.id}`, { body: { disabled: true }, headers: admin.headers });
    await recordAudit(
      database.db,
      { _id: admin.id, username: admin.username },
      { action: 'hotel.update', entity: 'hotel', entityId: 'h1', before: { name: 'A' }, after: { name: 'B' } },
    );

    const all = await list();
    expect(all.status).toBe(200);
    expect(all.headers.get('cache-control')).toBe('private, no-store');
    expect(all.body.total).toBe(3);
    expect(all.body.items.map((e) => e.action)).toEqual(['hotel.update', 'user.disabled', 'user.role']);
    expect(all.body.items[2]).toMatchObject({
      actorName: admin.username,
      entity: 'user',
      entityId: guest.id,
      before: { role: 'user' },
      after: { role: 'editor' },
    });

    expect((await list('?entity=user')).body.items.map((e) => e.action)).toEqual(['user.disabled', 'user.role']);
    expect((await list('?entity=user&action=user.role')).body.items).toHaveLength(1);
    expect((await list(`?entityId=${guest.id}&limit=1&offset=1`)).body).toMatchObject({ total: 2, items: [{ action: 'user.role' }] });
    expect((await list('?entity=nothing')).body).toMatchObject({ total: 0, items: [] });
    expect((await list(`?entity=${'x'.repeat(41)}`)).status).toBe(400);
  });
});
