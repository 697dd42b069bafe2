/**
 * The SQL expressions the leads table's expression indexes are built on. A query that must
 * use such an index writes the expression with this very text: PostgreSQL matches an
 * expression index by the expression as written, not by what it means. The migrations that
 * built the indexes keep frozen copies of their own (a migration does forever what it did
 * when it ran); lead-index-expressions.test.ts holds each one here equal to the migration
 * whose index is the one in use. Changing one means a new migration that rebuilds the index,
 * and the test pointed at it.
 */

/** The phone's digits (server/inbox/lead-duplicates.ts), index leads_phone_digits (migration 0023). */
export const phoneDigitsExpression = `(regexp_replace(phone, '[^0-9]', '', 'g'))`;

/**
 * A message folded (case, accents, runs of white space), hashed (server/spam/repeated-message.ts),
 * index leads_message_fingerprint (migration 0050).
 */
export const messageFingerprintExpression = `(md5(regexp_replace(inbox_fold(message), '\\s+', ' ', 'g')))`;
