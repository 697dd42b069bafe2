/**
 * Passwords: at least 12 characters, not only spaces, and not easy to guess (a zxcvbn-ts
 * estimate of at least 10^8 guesses: no common password, keyboard row, repetition or the
 * account's own address or name), stored as argon2id (the library's default algorithm, with
 * OWASP's minimum of 19 MiB and two passes). A check against an unknown account still runs a
 * verification, so the answer's timing does not tell which addresses have an account.
 */

import { passwordMaxLength, passwordMinLength } from '@contract/inbox-api';
import { hash, verify } from '@node-rs/argon2';
import { secretStrength } from '@server/text/secret-strength';

const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

const minGuessesLog10 = 8;

/**
 * Why a new password is refused, in plain words, or undefined when it is acceptable.
 * `userInputs`: the account's e-mail and name, which a password must not be made of.
 */
export function passwordProblem(password: string, userInputs: string[] = []): string | undefined {
  if ([...password].length < passwordMinLength) {
    return `The password must have at least ${passwordMinLength} characters.`;
  }
  if (password.length > passwordMaxLength) {
    return `The password must have at most ${passwordMaxLength} characters.`;
  }
  if (password.trim() === '') return 'The password must not be only spaces.';
  const inputs = userInputs.flatMap((input) => [input, ...input.split(/[^\p{L}\p{N}]+/u)]);
  const { guessesLog10, reason } = secretStrength(password, inputs.filter(Boolean));
  if (guessesLog10 < minGuessesLog10) {
    return `The password is too easy to guess: ${reason}. A few unrelated words make a good one.`;
  }
  return undefined;
}

export function hashPassword(password: string) {
  return hash(password, options);
}

let decoy: Promise<string> | undefined;

/** True when the password matches the hash; with no hash, spends the same time and is false. */
export async function passwordMatches(password: string, passwordHash: string | undefined) {
  decoy ??= hashPassword('decoy password of no account');
  try {
    const matches = await verify(passwordHash ?? (await decoy), password);
    return matches && passwordHash !== undefined;
  } catch {
    // A stored hash that does not parse is a non-match, never a 500.
    return false;
  }
}
