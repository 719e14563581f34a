// npm run user:create -- --email ada@example.com --username "Ada" [--role editor|concierge|admin] [--totp-secret <base32>]
// Creates an editor, concierge or admin account, or gives an existing account (same email) that role and a
// new password. The password comes from USER_PASSWORD, or is asked for without echo. Staff must have a
// second factor (docs/decisions/0053): the account gets two-step sign-in with an authenticator app,
// confirmed, with a new secret (or the one given, for automation and tests), and the script prints the
// otpauth:// URI and the secret for the operator's app and the account's ten recovery codes. This replaces
// an app the account had.
import { parseArgs } from 'node:util';
import { provisionTotp, isTotpSecret } from '../app/accounts/secondFactor.server';
import { upsertAccount } from '../app/accounts/users.server';
import { registrationError } from '../app/accounts/validation';
import { openScriptDatabase } from './support/scriptDatabase';
import { readConfig } from '../server/config';
import { defaultSecurity } from '../app/api/security.server';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    username: { type: 'string' },
    role: { type: 'string', default: 'editor' },
    'totp-secret': { type: 'string' },
    help: { type: 'boolean' },
  },
});
const staffRoles = ['editor', 'concierge', 'admin'] as const;
const isStaffRole = (role: string | undefined): role is (typeof staffRoles)[number] => staffRoles.includes(role as never);
const usage =
  'Usage: npm run user:create -- --email <email> --username <name> [--role editor|concierge|admin] [--totp-secret <base32>]  (password: USER_PASSWORD or prompt)';
if (values.help) {
  console.log(usage);
  process.exit(0);
}
if (!values.email || !values.username || !isStaffRole(values.role)) {
  console.error(usage);
  process.exit(2);
}

const totpSecret = values['totp-secret']?.replace(/\s+/g, '').toUpperCase();
if (totpSecret !== undefined && !isTotpSecret(totpSecret)) {
  console.error('--totp-secret must be base32 (A-Z, 2-7), at least 16 characters.');
  process.exit(2);
}

const password = process.env.USER_PASSWORD ?? (await askHidden('Password: '));
const problem = registrationError({ username: values.username, email: values.email, password });
if (problem) {
  console.error(problem);
  process.exit(2);
}

const config = readConfig(process.env);
const database = await openScriptDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const { user, created } = await upsertAccount(database.db, { username: values.username, email: values.email, password, role: values.role });
  console.log(`${created ? 'Created' : 'Updated'} ${user.role} ${user.username} <${user.email}>.`);
  const app = await provisionTotp({ db: database.db, security: { ...defaultSecurity, secondFactorKey: config.secondFactorKey } }, user, totpSecret);
  console.log('Two-step sign-in is on. Add the account to an authenticator app:');
  console.log(`  otpauth URI: ${app.otpauthUri}`);
  console.log(`  secret:      ${app.secret}`);
  console.log('Recovery codes (each signs in once; shown only now):');
  for (const code of app.recoveryCodes) console.log(`  ${code}`);
} catch (error) {
  console.error(`Could not save the account: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await database.close();
}

/** Reads a line from the terminal without showing it. */
async function askHidden(prompt: string): Promise<string> {
  const { stdin, stdout } = process;
  if (!stdin.isTTY) {
    console.error('No terminal to ask for the password: set USER_PASSWORD.');
    process.exit(2);
  }
  stdout.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve) => {
    let input = '';
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          stdout.write('\n');
          return resolve(input);
        }
        if (ch === '\u0003') process.exit(130); // Ctrl-C
        if (ch === '\u007f' || ch === '\b') input = input.slice(0, -1);
        else input += ch;
      }
    };
    stdin.on('data', onData);
  });
}
