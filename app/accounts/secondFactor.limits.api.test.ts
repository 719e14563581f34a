// Two-step sign-in's limits across processes (issue 47): wrong codes per account, counted in the database.
import { describe, expect, it } from 'vitest';
import { bearer, call, generousLimits, newAccount, openTestApis, totpCode, turnOnTotp } from '~/api/testHelpers.server';
import { DEFAULT_LIMITS } from '~/api/limits.server';
import { secondFactorMessages } from './secondFactorMessages';

// On PostgreSQL two API instances with pools of their own, as two server processes; PGlite allows one process, so there the one API alone.
const { apis } = await openTestApis({
  security: { limits: { ...generousLimits, secondFactorFailuresPerAccount: DEFAULT_LIMITS.secondFactorFailuresPerAccount } },
});
const apiAt = (i: number) => apis[i % apis.length]!;

describe('wrong codes per account', () => {
  it(`allows ${DEFAULT_LIMITS.secondFactorFailuresPerAccount.max} wrong codes in 15 minutes across ${apis.length} API instance(s), then 429 with Retry-After`, async () => {
    const account = newAccount('limit');
    const { body } = await call<{ token: string }>(apiAt(0), 'POST', '/auth/signup', { body: account });
    const { secret } = await turnOnTotp(apiAt(0), bearer(body.token));
    // Three sign-ins (five codes each at most), four wrong codes on each, all at once over the instances.
    const tickets = await Promise.all(
      [0, 1, 2].map(
        async (i) =>
          (await call<{ ticket: string }>(apiAt(i), 'POST', '/auth/login', { body: { email: account.email, password: account.password } })).body.ticket,
      ),
    );
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call<{ error: string }>(apiAt(i), 'POST', '/auth/login/verify', { body: { ticket: tickets[i % 3], code: '000000' } }),
      ),
    );
    const wrong = answers.filter((a) => a.status === 401);
    const limited = answers.filter((a) => a.status === 429);
    expect(wrong).toHaveLength(10);
    expect(limited).toHaveLength(2);
    for (const answer of limited) {
      expect(answer.body.error).toBe(secondFactorMessages.tooManyCodes);
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(800);
    }
    // The right code waits too, on either instance.
    const next = await call<{ ticket: string }>(apiAt(1), 'POST', '/auth/login', { body: { email: account.email, password: account.password } });
    expect((await call(apiAt(1), 'POST', '/auth/login/verify', { body: { ticket: next.body.ticket, code: totpCode(secret, 0) } })).status).toBe(429);
  });
});
