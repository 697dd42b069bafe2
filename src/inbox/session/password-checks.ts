/** What the single-use links' forms check before sending; the server checks again, and more. */
import { passwordMaxLength, passwordMinLength } from '@contract/inbox-api';
import { z } from 'zod';

export type PasswordProblem = 'passwordTooShort' | 'passwordTooLong';
export type EmailProblem = 'emailRequired' | 'emailInvalid';

export function passwordCheck(password: string): PasswordProblem | undefined {
  if ([...password].length < passwordMinLength) return 'passwordTooShort';
  if (password.length > passwordMaxLength) return 'passwordTooLong';
  return undefined;
}

const emailShape = z.email();

export function emailCheck(email: string): EmailProblem | undefined {
  if (!email.trim()) return 'emailRequired';
  if (!emailShape.safeParse(email.trim()).success) return 'emailInvalid';
  return undefined;
}
