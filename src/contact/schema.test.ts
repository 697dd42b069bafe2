import { describe, expect, it } from 'vitest';
import { contactSchema, defaultSubject } from './schema';

const valid = {
  firstName: 'Ana',
  lastName: 'Souza',
  email: 'ana@example.com',
  phone: '11 99999-8888',
  message: 'Quero conhecer o TMS.',
};

describe('contact schema (server side, English messages)', () => {
  it('accepts a valid request, trims it and fills the default subject', () => {
    expect(contactSchema.parse({ ...valid, firstName: '  Ana ' })).toEqual({
      ...valid,
      subject: defaultSubject,
    });
  });

  it('names every invalid field with the spec’s message', () => {
    const result = contactSchema.safeParse({
      firstName: 'A',
      lastName: 'B',
      email: 'not-an-email',
      phone: '  1234567890  ',
      message: '   ',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]),
    );
    expect(messages).toEqual({
      firstName: 'Name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
      email: 'Invalid e-mail',
      phone: 'Your phone must be at least 11 characters',
      message: 'Required',
    });
  });
});
