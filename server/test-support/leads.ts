import { randomBytes } from 'node:crypto';

/** A valid contact request with an e-mail address no other test uses. */
export function aContact(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ana',
    lastName: 'Souza',
    email: `ana.${randomBytes(5).toString('hex')}@example.com`,
    phone: '11 99999-8888',
    message: 'Quero conhecer o TMS.',
    ...overrides,
  };
}

export const adminToken = 'test-admin-token-0123456789';
export const authorization = { authorization: `Bearer ${adminToken}` };
