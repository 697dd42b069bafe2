import { englishValidationMessages } from '@contract/validation-messages';
import { describe, expect, it } from 'vitest';
import { contactFormDictionaries } from '@/i18n/contact-form-dictionary';
import { translateServerFieldErrors } from './server-field-errors';

const pt = contactFormDictionaries.pt;

describe('translateServerFieldErrors', () => {
  it('translates the schema’s English messages and keeps the form’s field order', () => {
    const fields = {
      phone: 'Your phone must be at least 11 characters',
      firstName: 'Name must be at least 2 characters',
      email: 'Invalid e-mail',
    };
    expect(translateServerFieldErrors(fields, pt.validation, pt.form.serverRejected)).toEqual([
      { name: 'firstName', message: 'O nome deve ter pelo menos 2 caracteres' },
      { name: 'email', message: 'E-mail inválido' },
      { name: 'phone', message: 'Seu telefone deve ter pelo menos 11 caracteres' },
    ]);
  });

  it('keeps the English messages on the English page', () => {
    const en = contactFormDictionaries.en;
    const fields = { message: 'Required', lastName: 'Too long' };
    expect(translateServerFieldErrors(fields, en.validation, en.form.serverRejected)).toEqual([
      { name: 'lastName', message: englishValidationMessages.tooLong },
      { name: 'message', message: englishValidationMessages.messageRequired },
    ]);
  });

  it('gives a reason the form does not know a generic message on its field', () => {
    expect(
      translateServerFieldErrors(
        { email: 'must match format "email"' },
        pt.validation,
        pt.form.serverRejected,
      ),
    ).toEqual([{ name: 'email', message: 'Confira este campo.' }]);
  });

  it('leaves fields the form does not show (subject, page…) to the error toast', () => {
    expect(
      translateServerFieldErrors(
        { subject: 'Too long', page: 'Too long', website: 'x' },
        pt.validation,
        pt.form.serverRejected,
      ),
    ).toEqual([]);
  });
});
