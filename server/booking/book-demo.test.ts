/**
 * Exactly one meeting per salesperson and slot (decision 472), on both databases: 50
 * simultaneous bookings of one slot give one meeting and 49 "just taken" answers with the next
 * slots; on PostgreSQL, two instances (two pools) racing for one slot do too. The lead's owner
 * is asked first, then the round robin's turn.
 */
import { randomUUID } from 'node:crypto';
import { openDatabase } from '@server/db/database';
import { backends, type OpenedBackend } from '@server/test-support/backends';
import { anInboxUser } from '@server/test-support/inbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookDemo, type DemoRequest } from './book-demo';
import { saveSalespersonSettings } from './salespeople';
import { teamAvailability } from './team-slots';

const zone = 'America/Sao_Paulo';
const sp = (day: string, time: string) => new Date(`${day}T${time}:00-03:00`);
const now = sp('2026-12-07', '08:00');

const visitor = (overrides: Partial<DemoRequest> = {}): DemoRequest => ({
  start: sp('2026-12-08', '10:00'),
  name: 'Ana Souza',
  email: `ana.${randomUUID().slice(0, 8)}@example.com`,
  language: 'pt',
  timeZone: zone,
  ...overrides,
});

describe.each(backends)('booking a demo on the $name', (backend) => {
  let opened: OpenedBackend;

  beforeAll(async () => {
    if (backend.available) opened = await backend.open();
  });
  afterAll(async () => {
    await opened?.cleanup();
  });

  async function onlySalesperson() {
    const db = opened.database.db;
    await db.updateTable('booking_salespeople').set({ offers_demos: false }).execute();
    const seller = await anInboxUser(db);
    await saveSalespersonSettings(db, seller.id, {
      offersDemos: true,
      rules: { noticeMinutes: 0 },
    });
    return seller;
  }

  it.skipIf(!backend.available)(
    'gives one of 50 simultaneous requests the slot and the 49 others the next ones',
    async () => {
      const db = opened.database.db;
      const seller = await onlySalesperson();
      const start = sp('2026-12-08', '10:00');
      const results = await Promise.all(
        Array.from({ length: 50 }, () =>
          bookDemo(db, visitor({ start }), { siteTimeZone: zone, now }),
        ),
      );
      const booked = results.filter((result) => result.outcome === 'booked');
      const taken = results.filter((result) => result.outcome === 'taken');
      expect(booked).toHaveLength(1);
      expect(taken).toHaveLength(49);
      for (const answer of taken) {
        if (answer.outcome !== 'taken') continue;
        expect(answer.next.length).toBeGreaterThan(0);
        expect(answer.next.every((slot) => slot.start > start)).toBe(true);
      }
      const meetings = await db
        .selectFrom('meetings')
        .select('id')
        .where('salesperson_id', '=', seller.id)
        .execute();
      expect(meetings).toHaveLength(1);
      const jobs = await db
        .selectFrom('jobs')
        .select('key')
        .where('kind', '=', 'meeting_invites')
        .where('key', 'like', `${meetings[0]?.id ?? ''}.%`)
        .execute();
      // One invitation for the visitor, one for the salesperson.
      expect(jobs).toHaveLength(2);
      // The slot is no longer offered.
      const { slots } = await teamAvailability(db, { siteTimeZone: zone, now });
      expect(slots.some((slot) => slot.start.getTime() === start.getTime())).toBe(false);
    },
  );

  it.skipIf(!backend.available)('answers a slot in the past or not offered clearly', async () => {
    const db = opened.database.db;
    await onlySalesperson();
    const past = await bookDemo(db, visitor({ start: sp('2026-12-07', '07:00') }), {
      siteTimeZone: zone,
      now,
    });
    expect(past.outcome).toBe('past');
    const offGrid = await bookDemo(db, visitor({ start: sp('2026-12-08', '10:10') }), {
      siteTimeZone: zone,
      now,
    });
    expect(offGrid.outcome).toBe('taken');
    // Saturday is not a working day.
    const saturday = await bookDemo(db, visitor({ start: sp('2026-12-12', '10:00') }), {
      siteTimeZone: zone,
      now,
    });
    expect(saturday.outcome).toBe('taken');
  });

  it.skipIf(!backend.available)(
    'gives the demo to the lead’s owner first, otherwise to the turn, which moves on',
    async () => {
      const db = opened.database.db;
      await db.updateTable('booking_salespeople').set({ offers_demos: false }).execute();
      const first = await anInboxUser(db, 'Primeira Vez');
      const owner = await anInboxUser(db, 'Dona Do Lead');
      for (const seller of [first, owner]) {
        await saveSalespersonSettings(db, seller.id, {
          offersDemos: true,
          rules: { noticeMinutes: 0 },
        });
      }
      // `first` was never given a lead: it is first in the turn; `owner` was, a moment ago.
      await db
        .updateTable('users')
        .set({ last_assigned_at: null })
        .where('id', '=', first.id)
        .execute();
      await db
        .updateTable('users')
        .set({ last_assigned_at: new Date() })
        .where('id', '=', owner.id)
        .execute();
      const leadEmail = `lead.${randomUUID().slice(0, 8)}@example.com`;
      const leadId = randomUUID();
      await db
        .insertInto('leads')
        .values({
          id: leadId,
          first_name: 'Lia',
          last_name: 'Dono',
          email: leadEmail,
          phone: '+55 11 99999-0000',
          message: 'Quero uma demo',
          subject: 'demo',
          owner_id: owner.id,
        } as never)
        .execute();
      const byOwner = await bookDemo(
        db,
        visitor({ email: leadEmail.toUpperCase(), start: sp('2026-12-09', '11:00') }),
        { siteTimeZone: zone, now },
      );
      expect(byOwner).toMatchObject({
        outcome: 'booked',
        meeting: { salespersonId: owner.id, leadId },
      });
      const stranger = await bookDemo(db, visitor({ start: sp('2026-12-09', '11:00') }), {
        siteTimeZone: zone,
        now,
      });
      expect(stranger).toMatchObject({
        outcome: 'booked',
        meeting: { salespersonId: first.id, leadId: null },
      });
      // `first` had its turn: the next stranger goes to the owner, free at 11:30.
      const next = await bookDemo(db, visitor({ start: sp('2026-12-09', '11:30') }), {
        siteTimeZone: zone,
        now,
      });
      expect(next).toMatchObject({ outcome: 'booked', meeting: { salespersonId: owner.id } });
    },
  );

  it.skipIf(!backend.available || backend.name !== 'PostgreSQL server')(
    'gives one meeting when two instances race for one slot',
    async () => {
      const seller = await onlySalesperson();
      const second = await openDatabase(
        { DATA_DIR: './unused', DATABASE_URL: opened.env.DATABASE_URL ?? '' },
        { role: 'server' },
      );
      try {
        const start = sp('2026-12-10', '14:00');
        const results = await Promise.all(
          Array.from({ length: 50 }, (_, index) =>
            bookDemo(index % 2 ? second.db : opened.database.db, visitor({ start }), {
              siteTimeZone: zone,
              now,
            }),
          ),
        );
        expect(results.filter((result) => result.outcome === 'booked')).toHaveLength(1);
        expect(results.filter((result) => result.outcome === 'taken')).toHaveLength(49);
        const meetings = await second.db
          .selectFrom('meetings')
          .select('id')
          .where('salesperson_id', '=', seller.id)
          .where('starts_at', '=', start)
          .execute();
        expect(meetings).toHaveLength(1);
      } finally {
        await second.close();
      }
    },
  );
});
