/**
 * At most one confirmation per recipient address per window (AUTO_REPLY_PER_ADDRESS_HOURS,
 * decision 102), whoever sends the form and from wherever, on every instance: the address is
 * claimed in the database before the mail goes. The claim is one statement, so two instances
 * sending to one address at the same moment make one claim. A retry of the same lead (or
 * "send again") keeps its own claim.
 */
import type { DatabaseSchema } from '@server/db/schema';
import { keyedHash } from '@server/db/server-secret';
import { mailboxOf } from '@server/text/mailbox';
import { type Kysely, sql } from 'kysely';

type Db = Kysely<DatabaseSchema>;

/**
 * The mailbox, not the spelling: `name+1@` and `name+2@` (and Gmail's dots) are one recipient,
 * or a stranger mails one person fifteen times in seconds (decision 320).
 */
const recipientKey = (db: Db, address: string) =>
  keyedHash(db, 'auto-reply-recipient', mailboxOf(address));

/** True when this lead may send its confirmation to `address` now. */
export async function claimRecipient(
  db: Db,
  { address, leadId, windowHours }: { address: string; leadId: string; windowHours: number },
): Promise<boolean> {
  const key = await recipientKey(db, address);
  const window = sql`make_interval(hours => ${windowHours})`;
  // Claims of windows gone by mean nothing any more, and name no one for longer than needed.
  await db
    .deleteFrom('auto_reply_recipients')
    .where('sent_at', '<', sql<Date>`now() - ${window}`)
    .execute();
  const claimed = await db
    .insertInto('auto_reply_recipients')
    .values({ recipient_key: key, lead_id: leadId })
    .onConflict((conflict) =>
      conflict
        .column('recipient_key')
        .doUpdateSet({ lead_id: leadId, sent_at: sql`now()` })
        .where((eb) =>
          eb.or([
            eb('auto_reply_recipients.sent_at', '<', sql<Date>`now() - ${window}`),
            eb('auto_reply_recipients.lead_id', '=', leadId),
          ]),
        ),
    )
    .returning('lead_id')
    .executeTakeFirst();
  return claimed !== undefined;
}
