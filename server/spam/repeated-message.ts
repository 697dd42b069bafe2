/**
 * The third check of the arrival screen: the same message (letter case, accents and spacing
 * aside) sent lately from another e-mail address, as a bot sends one text under many names.
 * The same person writing twice is a duplicate, not spam (lead-duplicates.ts).
 */
import { messageFingerprintExpression } from '@server/db/lead-index-expressions';
import type { DatabaseSchema } from '@server/db/schema';
import { type Kysely, sql } from 'kysely';

/** Shorter messages ("Quero um orçamento") are sent alike by different people in good faith. */
export const repeatedMessageMinLength = 40;

export async function isRepeatedMessage(
  db: Kysely<DatabaseSchema>,
  lead: { email: string; message: string },
  windowHours: number,
): Promise<boolean> {
  if (lead.message.replace(/\s+/g, ' ').trim().length < repeatedMessageMinLength) return false;
  const fingerprint = sql.raw(messageFingerprintExpression);
  const earlier = await db
    .selectFrom('leads')
    .select('id')
    .where(
      sql<boolean>`${fingerprint} = md5(regexp_replace(inbox_fold(${lead.message}), '\\s+', ' ', 'g'))`,
    )
    .where('created_at', '>', sql<Date>`now() - ${windowHours} * interval '1 hour'`)
    .where(sql<boolean>`lower(email) <> lower(${lead.email})`)
    .limit(1)
    .executeTakeFirst();
  return earlier !== undefined;
}
