/** One field of an audit entry that a write changed (or set, or removed). */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const shown = (value: unknown): string | null => (value === undefined || value === null ? null : typeof value === 'string' ? value : JSON.stringify(value));

/**
 * What a write changed, field by field, from the entry's before and after: a creation lists every
 * field set, a deletion every field removed, an update the fields whose value differs. Values that
 * are not records compare as a whole ('value').
 */
export function auditChanges(before: unknown, after: unknown): FieldChange[] {
  const a = isRecord(before) ? before : before == null ? {} : { value: before };
  const b = isRecord(after) ? after : after == null ? {} : { value: after };
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return fields.map((field) => ({ field, before: shown(a[field]), after: shown(b[field]) })).filter((change) => change.before !== change.after);
}

const SUBJECT_FIELDS = ['username', 'email', 'name', 'title', 'reference', 'slug'];

/** A few words naming the record an entry is about (its username, email, title…), when it says. */
export function auditSubject(before: unknown, after: unknown): string | null {
  const record = isRecord(after) ? after : isRecord(before) ? before : null;
  if (!record) return null;
  const words = SUBJECT_FIELDS.map((field) => record[field]).filter((value): value is string => typeof value === 'string' && value !== '');
  return words.length ? words.slice(0, 2).join(' · ') : null;
}
