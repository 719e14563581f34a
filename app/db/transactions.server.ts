import { randomInt } from 'node:crypto';
import { isUniqueViolation } from '~/db/client.server';
import { causeChain } from '~/lib/causes';

// Crockford's base32 without I, L, O, U: nothing to misread over the telephone.
const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A reservation's reference for the telephone: `AUR-` (or another prefix) and six letters or digits. */
export function newReference(prefix = 'AUR'): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `${prefix}-${code}`;
}

/** PostgreSQL's deadlock and serialization failures: the transaction may simply run again. */
const isRetryable = (error: unknown) => [...causeChain(error)].some((e) => e.code === '40P01' || e.code === '40001');

/** Runs the transaction again after a deadlock, a serialization failure or a clashing reference. */
export async function withRetries<T>(work: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !(isRetryable(error) || isUniqueViolation(error))) throw error;
    }
  }
}
