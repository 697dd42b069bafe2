/**
 * Signing in through the team's OpenID Connect provider (decision 460): the authorization code
 * flow with PKCE, a single-use `state` kept on the server and tied to the browser, a `nonce`;
 * the ID token checked by openid-client (signature, issuer, audience, expiry, nonce). Then the
 * e-mail must be verified by the provider and of an allowed domain: an account with it signs
 * in (unless deactivated), else one is made with the admin's default roles or waits for an
 * admin. Refusals are codes the sign-in screen explains; nothing personal reaches the logs.
 */
import type { SingleSignOnRefusal } from '@contract/inbox-api';
import type { Language } from '@contract/languages';
import { type AuditActor, recordAudit } from '@server/audit/audit-log';
import type { DatabaseSchema } from '@server/db/schema';
import type { Kysely } from 'kysely';
import * as oidc from 'openid-client';
import { ProviderConfigurations, type SingleSignOnTuning } from './single-sign-on-client';
import { requestAccess, unknowablePassword } from './single-sign-on-pending';
import { readSingleSignOnSettings, type SingleSignOnSettings } from './single-sign-on-settings';
import { saveState, takeState } from './single-sign-on-states';
import { AccountError, addUser, findUserByEmail, type User, userFromRow } from './users';

type Db = Kysely<DatabaseSchema>;

export type SingleSignOnOutcome =
  | { outcome: 'signed-in'; user: User; created: boolean }
  | { outcome: 'refused'; reason: SingleSignOnRefusal; actor?: AuditActor };

/** The claims of an ID token this flow reads. */
interface IdentityClaims {
  email?: unknown;
  email_verified?: unknown;
  /** Microsoft Entra's "e-mail domain owner verified" optional claim. */
  xms_edov?: unknown;
  name?: unknown;
}

const refused = (reason: SingleSignOnRefusal, actor?: AuditActor): SingleSignOnOutcome => ({
  outcome: 'refused',
  reason,
  ...(actor ? { actor } : {}),
});

/** What went wrong at the token step, as the person is told it. */
export function refusalOf(error: unknown): SingleSignOnRefusal {
  if (error instanceof oidc.AuthorizationResponseError) return 'sso_cancelled';
  if (error instanceof oidc.ClientError) {
    const claim = (error.cause as { cause?: { claim?: unknown } } | undefined)?.cause?.claim;
    if (claim === 'aud' || claim === 'azp') return 'sso_wrong_audience';
    if (claim === 'exp' || claim === 'iat') return 'sso_token_expired';
    if (error.code === 'OAUTH_TIMEOUT') return 'sso_provider_unreachable';
    return 'sso_token_invalid';
  }
  // fetch's own failure: the provider did not answer.
  if (error instanceof TypeError) return 'sso_provider_unreachable';
  return 'sso_token_invalid';
}

const usable = (settings: SingleSignOnSettings | undefined): settings is SingleSignOnSettings =>
  Boolean(settings?.enabled && settings.issuer_url && settings.client_id);

export function createSingleSignOn({
  db,
  redirectUri,
  tuning,
}: {
  db: Db;
  /** PUBLIC_SITE_URL's /api/inbox/sso/callback: registered at the provider. */
  redirectUri: string;
  tuning?: SingleSignOnTuning;
}) {
  const configurations = new ProviderConfigurations(db, tuning);

  return {
    redirectUri,

    /** For the sign-in screen: is there a button, and what does it say. */
    async status() {
      const settings = await readSingleSignOnSettings(db);
      return usable(settings)
        ? { enabled: true, providerName: settings.provider_name }
        : { enabled: false, providerName: null };
    },

    /** The provider's address to send the browser to, the state kept for its return. */
    async begin(
      language: Language,
      browserToken: string,
    ): Promise<
      { outcome: 'redirect'; url: URL } | { outcome: 'refused'; reason: SingleSignOnRefusal }
    > {
      const settings = await readSingleSignOnSettings(db);
      if (!usable(settings)) return { outcome: 'refused', reason: 'sso_off' };
      let configuration: oidc.Configuration;
      try {
        configuration = await configurations.of(settings);
      } catch {
        // No discovery document now (the provider down, or moved): nothing to send them to.
        return { outcome: 'refused', reason: 'sso_provider_unreachable' };
      }
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      await saveState(db, { state, browserToken, nonce, codeVerifier, language });
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { outcome: 'redirect', url };
    },

    /** The provider sent the browser back: who it is, and whether they may come in. */
    async finish(callbackUrl: URL, browserToken: string | undefined): Promise<SingleSignOnOutcome> {
      const settings = await readSingleSignOnSettings(db);
      if (!usable(settings)) return refused('sso_off');
      const state = callbackUrl.searchParams.get('state');
      if (!state) return refused('sso_state_unknown');
      const taken = await takeState(db, state, browserToken);
      if (taken.outcome === 'unknown') return refused('sso_state_unknown');
      if (taken.outcome === 'other-browser') return refused('sso_other_browser');

      let claims: IdentityClaims | undefined;
      try {
        const configuration = await configurations.of(settings);
        const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
          pkceCodeVerifier: taken.codeVerifier,
          expectedState: state,
          expectedNonce: taken.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims() as IdentityClaims | undefined;
      } catch (error) {
        return refused(refusalOf(error));
      }
      if (!claims) return refused('sso_token_invalid');
      return admit(db, settings, claims, taken.language);
    },
  };
}

export type SingleSignOn = ReturnType<typeof createSingleSignOn>;

/** The provider vouches for this person: the domain, the account, its state. */
async function admit(
  db: Db,
  settings: SingleSignOnSettings,
  claims: IdentityClaims,
  language: Language,
): Promise<SingleSignOnOutcome> {
  const email = typeof claims.email === 'string' ? claims.email.trim() : '';
  if (!email.includes('@')) return refused('sso_no_email');
  // Google says email_verified; Entra leaves it out and offers xms_edov instead.
  if (claims.email_verified !== true && claims.xms_edov !== true) {
    return refused('sso_email_unverified');
  }
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  if (!settings.allowed_domains.includes(domain)) return refused('sso_domain_not_allowed');

  const row = await findUserByEmail(db, email);
  if (row) {
    const actor = { id: row.id, email: row.email };
    if (row.deactivated_at) return refused('account_deactivated', actor);
    return { outcome: 'signed-in', user: userFromRow(row), created: false };
  }
  const name = typeof claims.name === 'string' ? claims.name.trim().slice(0, 200) || null : null;
  if (settings.new_accounts === 'approve') {
    await requestAccess(db, { email, name, language });
    return refused('sso_pending_approval');
  }
  try {
    const user = await addUser(db, {
      email,
      name: name ?? undefined,
      password: unknowablePassword(),
      language,
      roles: settings.default_roles,
    });
    await recordAudit(db, {
      actor: { id: user.id, email: user.email },
      action: 'sso_account_created',
      details: { account: user.email.toLowerCase(), roles: user.roles },
    });
    return { outcome: 'signed-in', user, created: true };
  } catch (error) {
    // Made at the same moment by a second tab: sign in to it.
    if (!(error instanceof AccountError) || error.code !== 'email_taken') throw error;
    const made = await findUserByEmail(db, email);
    if (!made || made.deactivated_at) return refused('sso_token_invalid');
    return { outcome: 'signed-in', user: userFromRow(made), created: false };
  }
}
