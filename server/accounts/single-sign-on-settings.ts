/**
 * The OpenID Connect provider an admin set up in the inbox (decision 460): one row. The client
 * secret is sealed with AES-256-GCM under a key of server_secrets (`seal`, decision 450), so the settings row alone
 * (a copy of it, a log of the query) opens nothing; it never leaves the server again.
 */
import type { SingleSignOnSettingsAnswer, SingleSignOnSettingsRequest } from '@contract/inbox-api';
import { type AuditActor, recordAudit } from '@server/audit/audit-log';
import type { DatabaseSchema, SingleSignOnSettingsTable } from '@server/db/schema';
import { seal, unseal } from '@server/db/server-secret';
import type { Kysely, Selectable } from 'kysely';

type Db = Kysely<DatabaseSchema>;

const keyPurpose = 'sso-client-secret';

export type SingleSignOnSettings = Selectable<SingleSignOnSettingsTable>;

export async function readSingleSignOnSettings(db: Db): Promise<SingleSignOnSettings | undefined> {
  return db.selectFrom('sso_settings').selectAll().where('id', '=', 1).executeTakeFirst();
}

/** The client secret in clear, for the token request only. */
export async function clientSecretOf(db: Db, settings: SingleSignOnSettings) {
  return settings.client_secret_sealed
    ? unseal(db, keyPurpose, settings.client_secret_sealed)
    : undefined;
}

/** The settings as the admin's form shows them: the secret only as "set". */
export function settingsAnswer(
  settings: SingleSignOnSettings | undefined,
  redirectUri: string,
): SingleSignOnSettingsAnswer {
  return {
    enabled: settings?.enabled ?? false,
    providerName: settings?.provider_name ?? '',
    issuerUrl: settings?.issuer_url ?? '',
    clientId: settings?.client_id ?? '',
    clientSecretSet: Boolean(settings?.client_secret_sealed),
    allowedDomains: settings?.allowed_domains ?? [],
    newAccounts: settings?.new_accounts ?? 'approve',
    defaultRoles: settings?.default_roles ?? ['sales'],
    redirectUri,
  };
}

/** Saves the admin's set-up; an empty secret keeps the stored one. */
export async function saveSingleSignOnSettings(
  db: Db,
  request: SingleSignOnSettingsRequest,
  actor: AuditActor,
) {
  const secret = request.clientSecret?.trim()
    ? await seal(db, keyPurpose, request.clientSecret.trim())
    : null;
  const values = {
    enabled: request.enabled,
    provider_name: request.providerName,
    issuer_url: request.issuerUrl,
    client_id: request.clientId,
    allowed_domains: [...new Set(request.allowedDomains)],
    new_accounts: request.newAccounts,
    default_roles: request.defaultRoles,
    updated_at: new Date(),
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('sso_settings')
      .values({ id: 1, ...values, client_secret_sealed: secret })
      .onConflict((conflict) =>
        conflict
          .column('id')
          .doUpdateSet(secret === null ? values : { ...values, client_secret_sealed: secret }),
      )
      .execute();
    // What changed, never the secret nor the client id (an address of the provider's account).
    await recordAudit(trx, {
      actor,
      action: 'sso_settings_changed',
      details: {
        enabled: values.enabled,
        allowedDomains: values.allowed_domains,
        newAccounts: values.new_accounts,
        secretChanged: secret !== null,
      },
    });
  });
}
