import { describe, expect, it } from 'vitest';
import { openTestApi, openTestApis } from './testHelpers.server';

describe('the test kit', () => {
  // Their databases close after the file's tests: one opened inside a test was never closed, and on
  // PostgreSQL stayed on the server (issue 50).
  it('refuses to open a file-long database inside a test', async () => {
    await expect(openTestApi({ seed: false })).rejects.toThrow(/at the file's top level/);
    await expect(openTestApis()).rejects.toThrow(/at the file's top level/);
  });
});
