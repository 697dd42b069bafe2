/** A lead's notes thread: oldest first, each with its author as they were named then. */
import { randomUUID } from 'node:crypto';
import type { LeadNote } from '@contract/inbox-api';
import { type AuditActor, recordAudit } from '@server/audit/audit-log';
import type { DatabaseSchema, LeadNotesTable } from '@server/db/schema';
import type { Kysely, Selectable } from 'kysely';

type Db = Kysely<DatabaseSchema>;

const noteFromRow = (row: Selectable<LeadNotesTable>): LeadNote => ({
  id: row.id,
  createdAt: new Date(row.created_at).toISOString(),
  author: row.author_name,
  body: row.body,
});

export async function listNotes(db: Db, leadId: string): Promise<LeadNote[]> {
  const rows = await db
    .selectFrom('lead_notes')
    .selectAll()
    .where('lead_id', '=', leadId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(noteFromRow);
}

/** The new note, or undefined when the lead does not exist (any more). */
export async function addNote(
  db: Db,
  {
    leadId,
    body,
    author,
  }: { leadId: string; body: string; author: AuditActor & { name: string | null } },
): Promise<LeadNote | undefined> {
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom('leads')
      .select('id')
      .where('id', '=', leadId)
      .executeTakeFirst();
    if (!lead) return undefined;
    const row = await trx
      .insertInto('lead_notes')
      .values({
        id: randomUUID(),
        lead_id: leadId,
        author_id: author.id,
        author_name: author.name ?? author.email,
        body,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    // The log says a note was added, never what it says.
    await recordAudit(trx, {
      actor: author,
      action: 'note_added',
      leadId,
      details: { noteId: row.id },
    });
    return noteFromRow(row);
  });
}
