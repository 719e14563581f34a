import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SECURITY_EVENT_KINDS } from '~/accounts/securityMail.server';
import { AUDIT_LABELS, auditLabel } from './auditLabels';

// Every action the code writes to the audit log has words on the audit page: the files that call
// recordAudit are read, their quoted actions ('entity.verb') checked, and each action built from a
// template expanded with what fills it (a new template fails here until it is listed).

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

const writers = [...sourceFiles('app'), ...sourceFiles('server')].filter((path) => {
  const text = readFileSync(path, 'utf8');
  return text.includes('recordAudit(') && !path.endsWith(join('audit', 'audit.server.ts'));
});

const PICTURE_OWNERS = ['hotel', 'roomType', 'venue', 'offer', 'post'];
const TRANSLATED = ['hotel', 'roomType', 'offer', 'event'];
/** Each action template in the code, and the values that fill it. */
const TEMPLATES: Record<string, string[]> = {
  'account.${event.kind}': SECURITY_EVENT_KINDS.map((kind) => `account.${kind}`),
  'reservation.${status}': ['reservation.confirmed', 'reservation.declined'],
  '${entity}.media.attach': PICTURE_OWNERS.map((entity) => `${entity}.media.attach`),
  '${entity}.media.detach': PICTURE_OWNERS.map((entity) => `${entity}.media.detach`),
  '${entity}.media.move': PICTURE_OWNERS.map((entity) => `${entity}.media.move`),
  '${entity}.translations': TRANSLATED.map((entity) => `${entity}.translations`),
};

describe('the audit log labels', () => {
  it('reads the files that write the log', () => {
    expect(writers.length).toBeGreaterThan(20);
  });

  it('has words for every action the code writes', () => {
    const literals = new Set<string>();
    const templates = new Set<string>();
    for (const path of writers) {
      // What follows `action:` on its line (a string, a template or a choice of two), and a helper's `audit('…'`.
      const expressions = [...readFileSync(path, 'utf8').matchAll(/(?:\baction: |\baudit\()([^\n]*)/g)].map((match) => match[1]!);
      for (const expression of expressions) {
        for (const [, action] of expression.matchAll(/'([a-z][a-zA-Z]*(?:\.[a-z][a-zA-Z-]*)+)'/g)) literals.add(action!);
        for (const [, action] of expression.matchAll(/`([^`]*\.[^`]*)`/g)) templates.add(action!);
      }
    }
    expect(literals.size).toBeGreaterThan(40);
    expect(literals).toContain('message.handled');
    expect([...templates].sort()).toEqual(Object.keys(TEMPLATES).sort());
    const actions = [...literals, ...[...templates].flatMap((template) => TEMPLATES[template]!)];
    expect(actions.filter((action) => auditLabel(action) === null)).toEqual([]);
  });

  it('reads a known action and leaves an unknown one to its raw name', () => {
    expect(auditLabel('account.passkey-added')).toBe('passkey added');
    expect(auditLabel('user.two-step-off')).toBe('two-step sign-in turned off by an admin');
    expect(auditLabel('post.media.attach')).toBe('picture added to a blog post');
    expect(auditLabel('event.translations')).toBe('event translations saved');
    expect(auditLabel('something.new')).toBeNull();
    expect(auditLabel('toString')).toBeNull();
    expect(Object.values(AUDIT_LABELS).every((label) => label === label.trim() && label.length > 3)).toBe(true);
  });
});
