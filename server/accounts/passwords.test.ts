import { describe, expect, it } from 'vitest';
import { hashPassword, passwordMatches, passwordProblem } from './passwords';

describe('inbox passwords', () => {
  it('need 12 characters, counted as people count them', () => {
    expect(passwordProblem('elevenchars')).toContain('at least 12');
    expect(passwordProblem('twelve chars')).toBeUndefined();
    // Eleven emoji are 22 UTF-16 units but still eleven characters.
    expect(passwordProblem('🔑'.repeat(11))).toContain('at least 12');
  });

  it('must not be only spaces, nor easy to guess, and the refusal says why in plain words', () => {
    expect(passwordProblem(' '.repeat(12))).toBe('The password must not be only spaces.');
    expect(passwordProblem('password1234')).toBe(
      'The password is too easy to guess: it is a common password with small changes. A few unrelated words make a good one.',
    );
    expect(passwordProblem('123456789012')).toContain('it is a common password');
    expect(passwordProblem('abcabcabcabc')).toContain('it repeats the same characters');
    expect(passwordProblem('qwertyuiopas')).toContain('too easy to guess');
    // The account's own address.
    expect(passwordProblem('carla.vendas@example.com', ['carla.vendas@example.com'])).toContain(
      'it contains the account’s own e-mail or name',
    );
    expect(passwordProblem('correct horse battery')).toBeUndefined();
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
