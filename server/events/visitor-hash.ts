/**
 * Unique visitors as Plausible counts them: a hash of the day's salt, the site, the client's
 * IP address and user agent. The salt is random, shared by every instance through the
 * database, and deleted when its day is over, so a hash cannot be traced back to an address
 * nor linked across days. Only the hash of today is kept, apart from the counts.
 */
import { hash, randomBytes } from 'node:crypto';
import type { DatabaseSchema } from '@server/db/schema';
import { daySalt, forgetPastVisitors } from '@server/db/visit-counts-repository';
import type { Kysely } from 'kysely';

export class VisitorHasher {
  /** The salt of the day the last events were on; a new day fetches (or makes) its own. */
  private current: { day: string; salt: Promise<string> } | undefined;

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    /** Host of the site, so the same visitor on another site would hash differently. */
    private readonly site: string,
  ) {}

  /**
   * The visitor's hash under `day`'s salt: a signed 64-bit integer, as text. With the tab's
   * `visit` (decision 360), the hash of that visit: two tabs behind one address with one
   * browser build are two visits; without it, of the address and the browser, which counts
   * the day's distinct visitors.
   */
  async hash(day: string, ip: string, userAgent: string, visit?: string): Promise<string> {
    const salt = await this.saltOf(day);
    const tab = visit ? `\n${visit}` : '';
    // The one-shot hash: no Hash object per event (the beacon's hottest line after parsing).
    const digest = hash('sha256', `${salt}\n${this.site}\n${ip}\n${userAgent}${tab}`, 'buffer');
    return digest.readBigInt64BE(0).toString();
  }

  private saltOf(day: string): Promise<string> {
    if (this.current?.day === day) return this.current.salt;
    const salt = this.newDay(day);
    this.current = { day, salt };
    // A failure (database unreachable) is not kept: the next event asks again.
    salt.catch(() => {
      if (this.current?.salt === salt) this.current = undefined;
    });
    return salt;
  }

  private async newDay(day: string) {
    await forgetPastVisitors(this.db, day);
    return daySalt(this.db, day, randomBytes(32).toString('base64'));
  }
}
