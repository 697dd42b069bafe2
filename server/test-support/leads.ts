import { randomBytes } from 'node:crypto';
import { attributionKeys } from '@contract/attribution';
import type { NewLead } from '@server/leads/lead';

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

export const adminToken = 'test-admin-token-0123456789abcdefghijkl';
export const authorization = { authorization: `Bearer ${adminToken}` };

/** A stored lead's attribution when the client sent none: every value null. */
export function noAttribution(): NewLead['attribution'] {
  return Object.fromEntries(attributionKeys.map((key) => [key, null])) as NewLead['attribution'];
}
