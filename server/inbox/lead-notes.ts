/**
 * A lead's notes thread: oldest first, each with its author as they were named then; its
 * author may correct a note within noteEditMinutes of writing it (the database's clock
 * decides), and the audit log says so, never what it says.
 */
import { randomUUID } from 'node:crypto';
import { type LeadNote, noteEditMinutes } from '@contract/inbox-api';
import { type AuditActor, recordAudit } from '@server/audit/audit-log';
import type { DatabaseSchema, LeadNotesTable } from '@server/db/schema';
import { type Kysely, type Selectable, sql } from 'kysely';

type Db = Kysely<DatabaseSchema>;

const noteFromRow = (row: Selectable<LeadNotesTable>): LeadNote => ({
  id: row.id,
  createdAt: new Date(row.created_at).toISOString(),
  author: row.author_name,
  authorId: row.author_id,
  body: row.body,
  editedAt: row.edited_at && new Date(row.edited_at).toISOString(),
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

export type NoteEditResult =
  | { outcome: 'edited'; note: LeadNote }
  | { outcome: 'not-found' }
  /** Someone else wrote it. */
  | { outcome: 'not-author' }
  /** Written more than noteEditMinutes ago. */
  | { outcome: 'closed' };

/** Its author's correction, while the note is young enough; the same text is no change. */
export async function editNote(
  db: Db,
  {
    leadId,
    noteId,
    body,
    author,
  }: { leadId: string; noteId: string; body: string; author: AuditActor },
): Promise<NoteEditResult> {
  return db.transaction().execute(async (trx): Promise<NoteEditResult> => {
    const current = await trx
      .selectFrom('lead_notes')
      .selectAll()
      .select(
        sql<boolean>`created_at > now() - ${noteEditMinutes} * interval '1 minute'`.as('open'),
      )
      .where('id', '=', noteId)
      .where('lead_id', '=', leadId)
      .forUpdate()
      .executeTakeFirst();
    if (!current) return { outcome: 'not-found' };
    if (current.author_id !== author.id) return { outcome: 'not-author' };
    if (!current.open) return { outcome: 'closed' };
    if (current.body === body) return { outcome: 'edited', note: noteFromRow(current) };
    const row = await trx
      .updateTable('lead_notes')
      .set({ body, edited_at: sql<Date>`date_trunc('milliseconds', now())` })
      .where('id', '=', noteId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      actor: author,
      action: 'note_edited',
      leadId,
      details: { noteId },
    });
    return { outcome: 'edited', note: noteFromRow(row) };
  });
}
