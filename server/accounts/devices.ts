/**
 * A person's signed-in devices (decision 375): each session with when it began, when it was
 * last used, and a coarse name of the browser and system it began in, read from the user agent
 * at sign-in ("Firefox on Android"); no address, nor the agent itself, is kept. The person ends
 * any of them, or every one but this.
 */
import { type AuditActor, recordAudit } from '@server/audit/audit-log';
import type { DatabaseSchema } from '@server/db/schema';
import type { Kysely } from 'kysely';
import { defaultSessionLifetimes, type SessionLifetimes, stillValid } from './sessions';

type Db = Kysely<DatabaseSchema>;

const browsers: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const systems: readonly [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome on Windows", "Safari on iOS"; null when the agent names neither. */
export function describeDevice(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const browser = browsers.find(([shape]) => shape.test(userAgent))?.[1];
  const system = systems.find(([shape]) => shape.test(userAgent))?.[1];
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system ?? null;
}

export async function listDevices(
  db: Db,
  userId: string,
  currentId: string,
  lifetimes: SessionLifetimes = defaultSessionLifetimes,
) {
  const rows = await db
    .selectFrom('sessions')
    .select(['id', 'device', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where(stillValid(lifetimes))
    .orderBy('last_seen_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    device: row.device,
    createdAt: new Date(row.created_at).toISOString(),
    lastSeenAt: new Date(row.last_seen_at).toISOString(),
    current: row.id === currentId,
  }));
}

/** Ends one of the person's sessions (another person's id ends nothing); answers whether. */
export async function endDevice(db: Db, actor: AuditActor, sessionId: string) {
  const result = await db
    .deleteFrom('sessions')
    .where('user_id', '=', actor.id)
    .where('id', '=', sessionId)
    .executeTakeFirst();
  const ended = Number(result.numDeletedRows);
  if (ended > 0) await recordAudit(db, { actor, action: 'sessions_ended', details: { ended } });
  return ended > 0;
}

/** Ends every session of the person but the one asking. */
export async function endOtherDevices(db: Db, actor: AuditActor, currentId: string) {
  const result = await db
    .deleteFrom('sessions')
    .where('user_id', '=', actor.id)
    .where('id', '!=', currentId)
    .executeTakeFirst();
  const ended = Number(result.numDeletedRows);
  if (ended > 0) await recordAudit(db, { actor, action: 'sessions_ended', details: { ended } });
  return ended;
}
