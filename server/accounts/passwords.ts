/**
 * Passwords: at least 12 characters, stored as argon2id (the library's default algorithm, with
 * OWASP's minimum of 19 MiB and two passes). A check against an unknown account still runs a
 * verification, so the answer's timing does not tell which addresses have an account.
 */

import { passwordMaxLength, passwordMinLength } from '@contract/inbox-api';
import { hash, verify } from '@node-rs/argon2';

const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Why a new password is refused, or undefined when it is acceptable. */
export function passwordProblem(password: string): string | undefined {
  if ([...password].length < passwordMinLength) {
    return `The password must have at least ${passwordMinLength} characters.`;
  }
  if (password.length > passwordMaxLength) {
    return `The password must have at most ${passwordMaxLength} characters.`;
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
