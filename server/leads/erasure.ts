/**
 * A person's right to erasure (POST /api/leads/delete, `npm run leads -- delete`): their
 * leads are deleted (and the CRM told, through the outbox), and on the embedded database the files that held them are rewritten so
 * the values are gone from the disk too (decision 015).
 */
import type { Database } from '@server/db/database';
import { rewriteErasedRows } from '@server/db/rewrite-erased';
import { deleteLeadsAndQueueDeletion, type ErasureOptions } from '@server/outbox/lead-erasure';

export async function eraseLeadsByEmail(
  database: Database,
  email: string,
  options: ErasureOptions,
): Promise<number> {
  const deleted = await deleteLeadsAndQueueDeletion(database.db, email, options);
  if (deleted > 0) await rewriteErasedRows(database);
  return deleted;
}
