/**
 * What the inbox's forms check before sending, so a person sees each field's problem at once
 * in their language; the server checks the same again (src/contact/inbox-api.ts).
 */
import { z } from 'zod';
import { noteMaxLength, passwordMaxLength } from '@/contact/inbox-api';

export interface SignInProblems {
  email?: 'emailRequired' | 'emailInvalid';
  password?: 'passwordRequired' | 'passwordTooLong';
}

const emailShape = z.email();

export function validateSignIn(email: string, password: string): SignInProblems {
  const problems: SignInProblems = {};
  const trimmed = email.trim();
  if (!trimmed) problems.email = 'emailRequired';
  else if (!emailShape.safeParse(trimmed).success) problems.email = 'emailInvalid';
  if (!password) problems.password = 'passwordRequired';
  else if (password.length > passwordMaxLength) problems.password = 'passwordTooLong';
  return problems;
}

export function validateNote(body: string): 'required' | 'tooLong' | undefined {
  if (!body.trim()) return 'required';
  if (body.trim().length > noteMaxLength) return 'tooLong';
  return undefined;
}
