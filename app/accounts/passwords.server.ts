import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's minimum configuration (19 MiB, 2 passes, 1 lane): about 14 ms per hash on
 * this 2-core machine. The parameters are stored in each hash, so raising them later only affects
 * new hashes. See docs/decisions/0005-sessions-and-passwords.md.
 */
export const ARGON2_OPTIONS = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, which verbatimModuleSyntax cannot import)
  memoryCost: 19_456, // KiB = 19 MiB
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

// Verified against when the account does not exist, so a wrong email costs as long as a wrong password.
let dummyHash: Promise<string> | undefined;

/** True when the password matches the hash; with no hash, spends the same time and answers false. */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('not-a-real-password-only-for-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
