import { describe, expect, it } from 'vitest';
import { hashPassword, passwordMatches, passwordProblem } from './passwords';

describe('inbox passwords', () => {
  it('need 12 characters, counted as people count them', () => {
    expect(passwordProblem('elevenchars')).toContain('at least 12');
    expect(passwordProblem('twelve chars')).toBeUndefined();
    // Eleven emoji are 22 UTF-16 units but still eleven characters.
    expect(passwordProblem('🔑'.repeat(11))).toContain('at least 12');
  });

  it('match their argon2id hash only', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await passwordMatches('correct horse battery', hash)).toBe(true);
    expect(await passwordMatches('correct horse batterY', hash)).toBe(false);
  });

  it('never match without a hash (unknown account) or with a broken one', async () => {
    expect(await passwordMatches('decoy password of no account', undefined)).toBe(false);
    expect(await passwordMatches('anything at all', 'not a hash')).toBe(false);
  });
});
