import { defaultSubject, honeypotField } from '@contract/request-conventions';
import { contactLimits, contactSchema, createContactSchema } from '@contract/schema';
import {
  type ContactValidationMessages,
  englishValidationMessages,
} from '@contract/validation-messages';
import { describe, expect, it } from 'vitest';
import { contactFormDictionaries } from '@/i18n/contact-form-dictionary';
import { languages } from '@/i18n/languages';

const valid = {
  firstName: 'Ana',
  lastName: 'Souza',
  email: 'ana@example.com',
  phone: '11 99999-8888',
  message: 'Quero conhecer o TMS.',
};

/** Field → message of every issue, or {} when the input is valid. */
function errorsOf(messages: ContactValidationMessages, input: Record<string, unknown>) {
  const result = createContactSchema(messages).safeParse(input);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
  );
}

describe('contact schema, server side (English messages)', () => {
  it('accepts a valid request, trims it and fills the default subject', () => {
    expect(contactSchema.parse({ ...valid, firstName: '  Ana ' })).toEqual({
      ...valid,
      subject: defaultSubject,
    });
  });

  it('names every invalid field with the spec’s message, verbatim', () => {
    expect(
      errorsOf(englishValidationMessages, {
        firstName: 'A',
        lastName: 'B',
        email: 'not-an-email',
        phone: '  1234567890  ',
        message: '   ',
      }),
    ).toEqual({
      firstName: 'Name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
      email: 'Invalid e-mail',
      phone: 'Your phone must be at least 11 characters',
      message: 'Required',
    });
  });

  it('wants at least 10 digits in a phone long enough, in each language', () => {
    for (const phone of ['nao tenho tel', '(11) 9999-999', 'ligue-me amanhã']) {
      expect(errorsOf(englishValidationMessages, { ...valid, phone })).toEqual({
        phone: 'Enter the phone with its area code',
      });
      expect(errorsOf(contactFormDictionaries.pt.validation, { ...valid, phone })).toEqual({
        phone: 'Informe o telefone com DDD',
      });
    }
    expect(errorsOf(englishValidationMessages, { ...valid, phone: '(11) 3333-4444' })).toEqual({});
    expect(errorsOf(englishValidationMessages, { ...valid, phone: '+55 11 98888-7777' })).toEqual(
      {},
    );
  });

  it('is the schema the English page uses: its messages are the spec’s', () => {
    expect(contactFormDictionaries.en.validation).toEqual(englishValidationMessages);
  });

  it('keeps the metadata the form sends and drops what it does not know (the honeypot)', () => {
    const parsed = contactSchema.parse({
      ...valid,
      language: 'en',
      page: '/en/contact',
      [honeypotField]: 'https://spam.example',
    });
    expect(parsed).toEqual({
      ...valid,
      subject: defaultSubject,
      language: 'en',
      page: '/en/contact',
    });
    expect(contactSchema.safeParse({ ...valid, language: 'fr' }).success).toBe(false);
  });
});

describe('contact schema: attribution', () => {
  it('keeps known attribution values, cleaned and limited, and never fails on them', () => {
    const parsed = contactSchema.parse({
      ...valid,
      attribution: {
        source: 'News\u0000Letter',
        medium: 'EMAIL',
        campaign: 'x'.repeat(300),
        evil: 1,
      },
    });
    expect(parsed.attribution).toEqual({
      source: 'newsletter',
      medium: 'email',
      campaign: 'x'.repeat(200),
    });
    for (const attribution of ['utm', 42, null, [], { source: 7 }]) {
      expect(contactSchema.safeParse({ ...valid, attribution }).success, String(attribution)).toBe(
        true,
      );
    }
  });

  it('is absent when the client sends none', () => {
    expect(contactSchema.parse(valid).attribution).toBeUndefined();
  });
});

describe.each(languages)('contact schema in %s: every rule of spec §5', (language) => {
  const messages = contactFormDictionaries[language].validation;
  const errors = (input: Record<string, unknown>) => errorsOf(messages, input);
  const x = (length: number) => 'x'.repeat(length);

  it('accepts a valid request', () => {
    expect(errors(valid)).toEqual({});
  });

  it('first name: at least 2 characters after trimming', () => {
    for (const firstName of ['', 'A', ' A ', '  ']) {
      expect(errors({ ...valid, firstName }), JSON.stringify(firstName)).toEqual({
        firstName: messages.firstNameMin,
      });
    }
    expect(errors({ ...valid, firstName: 'Al' })).toEqual({});
    expect(errors({ ...valid, firstName: undefined })).toEqual({
      firstName: messages.firstNameMin,
    });
  });

  it('company and CNPJ: optional; the CNPJ checked by its check digits, numeric or alphanumeric', () => {
    expect(errors({ ...valid, company: '', cnpj: '' })).toEqual({});
    expect(errors({ ...valid, company: 'Araújo Transportes', cnpj: '11.222.333/0001-81' })).toEqual(
      {},
    );
    expect(errors({ ...valid, cnpj: '12.ABC.345/01DE-35' })).toEqual({});
    for (const cnpj of ['11.222.333/0001-82', '1122233300018', '00.000.000/0000-00', 'abc']) {
      expect(errors({ ...valid, cnpj }), cnpj).toEqual({ cnpj: messages.cnpj });
    }
    expect(errors({ ...valid, company: x(contactLimits.companyMax + 1) })).toEqual({
      company: messages.tooLong,
    });
    const parsed = createContactSchema(messages).parse({
      ...valid,
      company: ' ',
      cnpj: '12abc34501de35',
    });
    expect(parsed.company).toBeUndefined();
    expect(parsed.cnpj).toBe('12.ABC.345/01DE-35');
  });

  it('last name: at least 2 characters after trimming', () => {
    for (const lastName of ['', 'B', ' B ']) {
      expect(errors({ ...valid, lastName })).toEqual({ lastName: messages.lastNameMin });
    }
    expect(errors({ ...valid, lastName: 'Li' })).toEqual({});
    expect(errors({ ...valid, lastName: 42 })).toEqual({ lastName: messages.lastNameMin });
  });

  it('e-mail: a valid address, surrounding spaces ignored', () => {
    for (const email of ['', 'ana', 'ana@', 'ana@example', '@example.com', 'ana @example.com']) {
      expect(errors({ ...valid, email }), email).toEqual({ email: messages.email });
    }
    for (const email of ['ana@example.com', '  ana.souza+leads@mail.example.com.br ']) {
      expect(errors({ ...valid, email }), email).toEqual({});
    }
    expect(errors({ ...valid, email: undefined })).toEqual({ email: messages.email });
  });

  it('phone: at least 11 characters after trimming', () => {
    for (const phone of ['', '1234567890', '  1234567890  ', `${x(10)}\t`]) {
      expect(errors({ ...valid, phone }), JSON.stringify(phone)).toEqual({
        phone: messages.phoneMin,
      });
    }
    for (const phone of ['12345678901', ' 12345678901 ', '(11) 4000-0000', '+55 11 99999-8888']) {
      expect(errors({ ...valid, phone }), phone).toEqual({});
    }
  });

  it('message: at least 1 character after trimming', () => {
    for (const message of ['', '   ', '\n\n']) {
      expect(errors({ ...valid, message })).toEqual({ message: messages.messageRequired });
    }
    expect(errors({ ...valid, message: '?' })).toEqual({});
    expect(errors({ ...valid, message: null })).toEqual({ message: messages.messageRequired });
  });

  it('subject: optional, defaults to the site label, kept when given', () => {
    const schema = createContactSchema(messages);
    expect(schema.parse(valid).subject).toBe(defaultSubject);
    expect(schema.parse({ ...valid, subject: ' Outro assunto ' }).subject).toBe('Outro assunto');
  });

  it('caps every field’s length', () => {
    expect(
      errors({
        firstName: x(contactLimits.nameMax + 1),
        lastName: x(contactLimits.nameMax + 1),
        email: `${x(contactLimits.emailMax)}@example.com`,
        phone: '1'.repeat(contactLimits.phoneMax + 1),
        message: x(contactLimits.messageMax + 1),
        subject: x(contactLimits.subjectMax + 1),
        page: x(contactLimits.pageMax + 1),
      }),
    ).toEqual({
      firstName: messages.tooLong,
      lastName: messages.tooLong,
      email: messages.tooLong,
      phone: messages.tooLong,
      message: messages.tooLong,
      subject: messages.tooLong,
      page: messages.tooLong,
    });
    expect(
      errors({
        ...valid,
        firstName: x(contactLimits.nameMax),
        message: x(contactLimits.messageMax),
        phone: '1'.repeat(contactLimits.phoneMax),
      }),
    ).toEqual({});
  });
});

describe('Portuguese validation messages', () => {
  it('are our own wording, not the English ones', () => {
    const pt = contactFormDictionaries.pt.validation;
    for (const key of Object.keys(englishValidationMessages) as (keyof typeof pt)[]) {
      expect(pt[key], key).not.toBe(englishValidationMessages[key]);
    }
  });

  it('state the same minimums as the schema', () => {
    const pt = contactFormDictionaries.pt.validation;
    expect(pt.firstNameMin).toContain(String(contactLimits.nameMin));
    expect(pt.lastNameMin).toContain(String(contactLimits.nameMin));
    expect(pt.phoneMin).toContain(String(contactLimits.phoneMin));
  });
});
