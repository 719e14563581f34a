import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { checkSecondFactor, hasSecondFactor } from '~/accounts/secondFactor.server';
import { findUserByEmail } from '~/accounts/users.server';
import { defaultSecurity } from '~/api/security.server';
import { totpCode } from '~/api/testHelpers.server';
import { openDatabase, type DatabaseHandle } from '~/db/client.server';
import { createTestDatabase } from '~/db/testDatabase.server';

// `npm run user:create` gives a staff account a confirmed authenticator app (docs/decisions/0053), on
// PGlite (a data folder of its own) and on PostgreSQL (a test database, with DATABASE_URL).
const run = promisify(execFile);
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const clean of cleanups.splice(0).reverse()) await clean();
});

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The script's environment and a way to open its database after it has run. */
async function target(): Promise<{ env: Record<string, string>; open: () => Promise<DatabaseHandle> }> {
  if (process.env.DATABASE_URL) {
    const database = await createTestDatabase({ seed: false });
    cleanups.push(() => database.close());
    return { env: { DATABASE_URL: database.url!, DATA_DIR: '' }, open: async () => ({ ...database, close: async () => {} }) };
  }
  await mkdir('.tmp', { recursive: true });
  const folder = await mkdtemp(path.resolve('.tmp', 'user-create-'));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  return { env: { DATA_DIR: folder, DATABASE_URL: '' }, open: () => openDatabase({ dataDir: folder }) };
}

const userCreate = (env: Record<string, string>, ...args: string[]) =>
  run('npx', ['tsx', 'scripts/user-create.ts', '--email', 'ops@example.com', '--username', 'OpsAdmin', '--role', 'admin', ...args], {
    env: { ...process.env, USER_PASSWORD: 'a long admin passphrase', ...env },
  });

describe('npm run user:create sets up two-step sign-in for staff', () => {
  it('takes --totp-secret, prints the otpauth URI, the secret and ten recovery codes, and the app is confirmed', async () => {
    const { env, open } = await target();
    const { stdout } = await userCreate(env, '--totp-secret', SECRET.toLowerCase());
    expect(stdout).toContain('Created admin OpsAdmin <ops@example.com>.');
    expect(stdout).toMatch(/otpauth:\/\/totp\/[^\s]*secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP/);
    expect(stdout).toContain(`secret:      ${SECRET}`);
    expect(stdout.match(/^ {2}[a-z2-9]{5}-[a-z2-9]{5}$/gm)).toHaveLength(10);
    const database = await open();
    try {
      const user = (await findUserByEmail(database.db, 'ops@example.com'))!;
      expect(await hasSecondFactor(database.db, user.id)).toBe(true);
      const deps = { db: database.db, security: defaultSecurity };
      expect(await checkSecondFactor(deps, user.id, totpCode(SECRET))).toMatchObject({ ok: true, method: 'totp' });
      const recovery = stdout.match(/^ {2}([a-z2-9]{5}-[a-z2-9]{5})$/m)![1]!;
      expect(await checkSecondFactor(deps, user.id, recovery)).toMatchObject({ ok: true, method: 'recovery' });
    } finally {
      await database.close();
    }
  }, 120_000);

  it('makes a secret when none is given, and refuses one that is not base32', async () => {
    const { env } = await target();
    const refused = await userCreate(env, '--totp-secret', 'not-base32!').then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused).toMatchObject({ code: 2 });
    expect(refused!.stderr).toContain('--totp-secret must be base32');
    const { stdout } = await userCreate(env);
    expect(stdout).toMatch(/secret: {6}[A-Z2-7]{16,}/);
  }, 120_000);
});
