/**
 * What the inbox's forms check before sending, so a person sees each field's problem at once
 * in their language; the server checks the same again (contract/inbox-api.ts).
 */

import { auditActions, noteMaxLength, passwordMaxLength } from '@contract/inbox-api';
import { z } from 'zod';

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

export interface AuditFilterProblems {
  action?: 'actionUnknown';
  actor?: 'actorInvalid';
}

/** The audit log's filters, typed in the form or edited by hand in the URL. */
export function validateAuditFilter(action: string, actor: string): AuditFilterProblems {
  const problems: AuditFilterProblems = {};
  if (action && !(auditActions as readonly string[]).includes(action)) {
    problems.action = 'actionUnknown';
  }
  if (actor.trim() && !emailShape.safeParse(actor.trim()).success) problems.actor = 'actorInvalid';
  return problems;
}
