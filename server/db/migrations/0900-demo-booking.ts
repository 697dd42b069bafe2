import { type Kysely, sql } from 'kysely';

/**
 * Demo booking (decision 470): who offers demos and on which rules and calendar
 * (`booking_salespeople`, the CalDAV password sealed under a server secret), the busy times
 * last read from that calendar (`calendar_busy`, so the slot page never waits on a calendar),
 * and the meetings, one per salesperson and start: a unique index, not a check in the code,
 * so two instances booking the same slot at once cannot both succeed. A cancelled meeting
 * frees its slot (the index leaves it out).
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table booking_salespeople (
      user_id uuid primary key references users (id) on delete cascade,
      offers_demos boolean not null default false,
      rules jsonb,
      meeting_url text,
      caldav_url text,
      caldav_username text,
      caldav_password_sealed text,
      calendar_state text not null default 'none'
        check (calendar_state in ('none', 'read', 'unreachable')),
      calendar_read_at timestamptz,
      calendar_error text,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table calendar_busy (
      user_id uuid not null references users (id) on delete cascade,
      starts_at timestamptz not null,
      ends_at timestamptz not null
    )`.execute(db);
  await sql`create index calendar_busy_by_person on calendar_busy (user_id, starts_at)`.execute(db);
  await sql`
    create table meetings (
      id uuid primary key,
      salesperson_id uuid not null references users (id),
      lead_id uuid references leads (id) on delete cascade,
      starts_at timestamptz not null,
      ends_at timestamptz not null,
      name text not null,
      email text not null,
      language text not null check (language in ('pt', 'en')),
      time_zone text not null,
      sequence integer not null default 0,
      created_at timestamptz not null default now(),
      cancelled_at timestamptz
    )`.execute(db);
  await sql`
    create unique index meetings_one_per_slot on meetings (salesperson_id, starts_at)
    where cancelled_at is null`.execute(db);
  await sql`create index meetings_by_start on meetings (starts_at)`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table meetings`.execute(db);
  await sql`drop table calendar_busy`.execute(db);
  await sql`drop table booking_salespeople`.execute(db);
}
