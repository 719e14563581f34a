import { describe, expect, it } from 'vitest';
import { auditChanges, auditSubject } from './auditDiff';

describe('auditChanges', () => {
  it('lists only the fields that changed', () => {
    expect(auditChanges({ username: 'ann', role: 'user' }, { username: 'ann', role: 'admin' })).toEqual([{ field: 'role', before: 'user', after: 'admin' }]);
  });
  it('lists every field of a creation or a deletion', () => {
    expect(auditChanges(null, { name: 'Spa', seats: 4 })).toEqual([
      { field: 'name', before: null, after: 'Spa' },
      { field: 'seats', before: null, after: '4' },
    ]);
    expect(auditChanges({ email: 'a@example.com' }, null)).toEqual([{ field: 'email', before: 'a@example.com', after: null }]);
  });
  it('compares values that are not records as a whole', () => {
    expect(auditChanges('open', 'handled')).toEqual([{ field: 'value', before: 'open', after: 'handled' }]);
  });
});

describe('auditSubject', () => {
  it('names the record by its username, email, name or title', () => {
    expect(auditSubject({ username: 'ann', email: 'a@example.com', role: 'user' }, null)).toBe('ann · a@example.com');
    expect(auditSubject(null, { title: 'Hello' })).toBe('Hello');
    expect(auditSubject(null, null)).toBeNull();
  });
});
