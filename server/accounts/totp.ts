/**
 * An account's authenticator app (TOTP, RFC 6238, with `otpauth`; decision 450): six digits
 * every 30 seconds, one step either side taken for a clock that drifts, and each step's code
 * taken once (a code seen over a shoulder cannot be typed again). The secret is sealed under a
 * server secret (server/db/server-secret.ts); it is shown once, while the app is set up.
 */
import { brand } from '@contract/brand';
import type { DatabaseSchema } from '@server/db/schema';
import { seal, unseal } from '@server/db/server-secret';
import { type Kysely, sql } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

type Db = Kysely<DatabaseSchema>;

const sealPurpose = 'totp-secret';
const period = 30;

const totpOf = (secret: Secret, label: string) =>
  new TOTP({ issuer: brand.brandName, label, algorithm: 'SHA1', digits: 6, period, secret });

/** The QR code of `text`, row by row ('1' dark), for the screen to draw as SVG. */
function qrRows(text: string): string[] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const rows: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let line = '';
    for (let column = 0; column < modules.size; column += 1) {
      line += modules.get(row, column) ? '1' : '0';
    }
    rows.push(line);
  }
  return rows;
}

/**
 * A new secret waiting for its first code, replacing one that waited; a confirmed app stays
 * in force until the new one is confirmed.
 */
export async function startTotp(db: Db, user: { id: string; email: string }) {
  const secret = new Secret({ size: 20 });
  const sealed = await seal(db, sealPurpose, secret.base32);
  await db
    .insertInto('totp_factors')
    .values({ user_id: user.id, secret_sealed: sealed })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({
        secret_sealed: sealed,
        created_at: sql<Date>`now()`,
        confirmed_at: null,
        last_step: 0,
      }),
    )
    .execute();
  const uri = totpOf(secret, user.email).toString();
  return { secret: secret.base32.replace(/(.{4})(?=.)/g, '$1 '), uri, qr: qrRows(uri) };
}

export type TotpOutcome = 'accepted' | 'wrong' | 'reused';

/**
 * Checks a code against the account's app (its confirmed one, or the one being set up when
 * `pending`), and takes its step so it works once. Inside the caller's transaction.
 */
export async function checkTotp(
  trx: Db,
  userId: string,
  code: string,
  { pending = false } = {},
): Promise<TotpOutcome> {
  const row = await trx
    .selectFrom('totp_factors')
    .selectAll()
    .where('user_id', '=', userId)
    .where('confirmed_at', pending ? 'is' : 'is not', null)
    .forUpdate()
    .executeTakeFirst();
  if (!row) return 'wrong';
  const secret = Secret.fromBase32(await unseal(trx, sealPurpose, row.secret_sealed));
  const now = Date.now();
  const delta = totpOf(secret, '').validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return 'wrong';
  const step = Math.floor(now / 1000 / period) + delta;
  if (step <= Number(row.last_step)) return 'reused';
  await trx
    .updateTable('totp_factors')
    .set({
      last_step: step,
      ...(pending ? { confirmed_at: sql<Date>`now()` } : {}),
    })
    .where('user_id', '=', userId)
    .execute();
  return 'accepted';
}

export async function removeTotp(trx: Db, userId: string) {
  await trx.deleteFrom('totp_factors').where('user_id', '=', userId).execute();
}
