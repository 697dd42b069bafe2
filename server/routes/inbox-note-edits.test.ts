/**
 * A note corrected by its author, within noteEditMinutes of writing it, through the inbox API
 * on the embedded database: the server holds to the author and the time, answers 400 past the
 * length limit (never a silent cut), and the audit log says a note was edited, not what it says.
 */
import { noteMaxLength } from '@contract/inbox-api';
import { buildApp } from '@server/app';
import { embeddedBackend, type OpenedBackend, testConfig } from '@server/test-support/backends';
import { anInboxUser, type SignedIn, signIn } from '@server/test-support/inbox';
import { aContact } from '@server/test-support/leads';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

describe('editing a note on the embedded database', () => {
  let opened: OpenedBackend;
  let app: FastifyInstance;
  let carla: SignedIn;
  let diego: SignedIn;
  let leadId: string;
  const db = () => opened.database.db;

  const post = (url: string, payload: unknown, who: SignedIn = carla) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers: who.write });
  const addNote = async (body: string) =>
    (await post(`/api/inbox/leads/${leadId}/notes`, { body })).json().note as { id: string };
  const editUrl = (noteId: string) => `/api/inbox/leads/${leadId}/notes/${noteId}`;

  beforeAll(async () => {
    opened = await embeddedBackend.open();
    app = await buildApp({
      config: testConfig(),
      database: opened.database,
      outboxPollIntervalMs: 3_600_000,
    });
    const carlaUser = await anInboxUser(db(), 'Carla Vendas');
    const diegoUser = await anInboxUser(db(), 'Diego');
    carla = await signIn(app, carlaUser);
    diego = await signIn(app, diegoUser);
    const sent = await app.inject({ method: 'POST', url: '/contacts/send', payload: aContact() });
    leadId = sent.json()[0].id;
  });

  afterAll(async () => {
    await app?.close();
    await opened?.cleanup();
  });

  it('lets its author correct it, marked as edited and in the audit log without its text', async () => {
    const note = await addNote('Ligar na segunda');
    const edited = await post(editUrl(note.id), { body: '  Ligar na terça  ' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().note).toMatchObject({ id: note.id, body: 'Ligar na terça' });
    expect(edited.json().note.editedAt).toEqual(expect.any(String));
    const page = (
      await app.inject({ url: `/api/inbox/leads/${leadId}`, headers: carla.read })
    ).json();
    expect(page.notes).toContainEqual(
      expect.objectContaining({ id: note.id, body: 'Ligar na terça' }),
    );
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('action', '=', 'note_edited')
      .execute();
    expect(audit).toEqual([{ action: 'note_edited', details: { noteId: note.id } }]);
    expect(JSON.stringify(audit)).not.toContain('terça');
  });

  it('refuses another account (403), a note past its minutes (409), and an unknown one (404)', async () => {
    const note = await addNote('Cliente pediu proposta');
    expect((await post(editUrl(note.id), { body: 'Outra coisa' }, diego)).json()).toEqual({
      error: 'not_note_author',
    });
    expect((await post(editUrl(note.id), { body: 'Outra coisa' }, diego)).statusCode).toBe(403);
    await db()
      .updateTable('lead_notes')
      .set({ created_at: sql`now() - interval '16 minutes'` })
      .where('id', '=', note.id)
      .execute();
    const late = await post(editUrl(note.id), { body: 'Tarde demais' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: 'note_edit_closed' });
    expect(
      (await post(editUrl('00000000-0000-4000-8000-000000000000'), { body: 'x' })).statusCode,
    ).toBe(404);
  });

  it('answers 400 past the length limit or empty, and keeps the note as it was', async () => {
    const note = await addNote('Curta');
    const long = await post(editUrl(note.id), { body: 'a'.repeat(noteMaxLength + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      error: 'validation',
      fields: { body: expect.any(String) },
    });
    expect((await post(editUrl(note.id), { body: '   ' })).statusCode).toBe(400);
    const added = await post(`/api/inbox/leads/${leadId}/notes`, {
      body: 'b'.repeat(noteMaxLength + 1),
    });
    expect(added.statusCode).toBe(400);
    const row = await db()
      .selectFrom('lead_notes')
      .select('body')
      .where('id', '=', note.id)
      .executeTakeFirstOrThrow();
    expect(row.body).toBe('Curta');
  });
});
