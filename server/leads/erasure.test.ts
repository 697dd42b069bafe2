/**
 * Erasure, one person after another in the life of one server: each erasure deletes its
 * person's leads and, on the embedded database, rewrites the files that held them.
 */
import { eraseLeadsByEmail } from '@server/leads/erasure';
import { storeLeads } from '@server/leads/leads-repository';
import { backends, type OpenedBackend } from '@server/test-support/backends';
import { aContact, noAttribution } from '@server/test-support/leads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe.each(backends)('erasure on the $name', (backend) => {
  let opened: OpenedBackend;

  beforeAll(async () => {
    if (backend.available) opened = await backend.open();
  });

  afterAll(async () => {
    await opened?.cleanup();
  });

  it.skipIf(!backend.available)('erases one person after another', async () => {
    const people = [aContact(), aContact(), aContact()];
    await storeLeads(
      opened.database.db,
      people.map((person) => ({
        lead: {
          ...person,
          subject: 'Assunto',
          language: 'pt' as const,
          page: null,
          attribution: noAttribution(),
        },
        options: { channels: ['webhook' as const] },
      })),
    );
    for (const person of people) {
      expect(await eraseLeadsByEmail(opened.database, person.email, { notifyWebhook: true })).toBe(
        1,
      );
    }
    const left = await opened.database.db.selectFrom('leads').select('id').execute();
    expect(left).toEqual([]);
  });
});
