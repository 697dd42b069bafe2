import { noteMaxLength } from '@contract/inbox-api';
import { describe, expect, it } from 'vitest';
import { InboxApiError } from '../api/request';
import { fieldAria, serverFieldNames } from './field-errors';
import { validateAuditFilter, validateNote, validateSignIn } from './validation';

describe('validateSignIn', () => {
  it('asks for each missing field', () => {
    expect(validateSignIn('', '')).toEqual({
      email: 'emailRequired',
      password: 'passwordRequired',
    });
    expect(validateSignIn('   ', 'a password')).toEqual({ email: 'emailRequired' });
  });

  it('tells an address that is not an e-mail, and a password over the limit', () => {
    expect(validateSignIn('ana.example.com', 'x'.repeat(257))).toEqual({
      email: 'emailInvalid',
      password: 'passwordTooLong',
    });
  });

  it('passes a plausible address and any password', () => {
    expect(validateSignIn(' ana@example.com ', 'x')).toEqual({});
  });
});

describe('validateNote', () => {
  it('refuses a blank note and one over the limit', () => {
    expect(validateNote(' \n ')).toBe('required');
    expect(validateNote('x'.repeat(noteMaxLength + 1))).toBe('tooLong');
    expect(validateNote('Call on Monday')).toBeUndefined();
  });
});

describe('serverFieldNames', () => {
  it('reads the fields of a 400 validation answer, and nothing from other failures', () => {
    const validation = new InboxApiError(400, 'validation', {
      error: 'validation',
      fields: { to: 'Must not be before from', q: 'Too long' },
    });
    expect(serverFieldNames(validation)).toEqual(['to', 'q']);
    expect(serverFieldNames(new InboxApiError(503, 'database_unavailable', {}))).toEqual([]);
    expect(serverFieldNames(new Error('x'))).toEqual([]);
  });
});

describe('fieldAria', () => {
  it('ties a field to its error and its explanation', () => {
    expect(fieldAria('f', undefined)).toEqual({
      'aria-invalid': undefined,
      'aria-describedby': undefined,
    });
    expect(fieldAria('f', 'Enter a date', { describedBy: 'help' })).toEqual({
      'aria-invalid': true,
      'aria-describedby': 'help f-error',
    });
    expect(fieldAria('f', undefined, { describedBy: 'form-error', invalid: true })).toEqual({
      'aria-invalid': true,
      'aria-describedby': 'form-error',
    });
  });
});

describe('validateAuditFilter', () => {
  it('takes no filter, a known kind and a whole address', () => {
    expect(validateAuditFilter('', '')).toEqual({});
    expect(validateAuditFilter('note_added', ' ana@example.com ')).toEqual({});
  });

  it('tells a kind that is not in the list and an address that is not one', () => {
    expect(validateAuditFilter('everything', 'ana@')).toEqual({
      action: 'actionUnknown',
      actor: 'actorInvalid',
    });
  });
});
