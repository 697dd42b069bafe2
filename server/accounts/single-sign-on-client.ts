/**
 * The OpenID Connect client of the configured provider (decision 460), by openid-client: its
 * discovery document read once per set-up and kept by this instance until an admin changes
 * the settings. Plain http only to this machine (a provider the tests start on loopback).
 */

import type { DatabaseSchema } from '@server/db/schema';
import type { Kysely } from 'kysely';
import * as oidc from 'openid-client';
import { clientSecretOf, type SingleSignOnSettings } from './single-sign-on-settings';

/** Tests only: a clock some seconds ahead of the provider's (an expired ID token). */
export interface SingleSignOnTuning {
  clockSkewSeconds?: number;
}

const isLoopback = (url: URL) =>
  url.hostname === 'localhost' ||
  url.hostname === '[::1]' ||
  /^127\.\d+\.\d+\.\d+$/.test(url.hostname);

/** Whether this issuer URL may be used at all: https, or http to this machine. */
export function issuerUrlAllowed(issuerUrl: string) {
  const url = new URL(issuerUrl);
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url));
}

/** How long the provider has to answer a discovery or token request. */
const timeoutSeconds = 10;

export async function discoverProvider(
  {
    issuerUrl,
    clientId,
    clientSecret,
  }: { issuerUrl: string; clientId: string; clientSecret?: string },
  tuning: SingleSignOnTuning = {},
) {
  const issuer = new URL(issuerUrl);
  const metadata: Partial<oidc.ClientMetadata> = {
    ...(clientSecret ? { client_secret: clientSecret } : {}),
    ...(tuning.clockSkewSeconds ? { [oidc.clockSkew]: tuning.clockSkewSeconds } : {}),
  };
  return oidc.discovery(issuer, clientId, metadata, clientSecret ? undefined : oidc.None(), {
    timeout: timeoutSeconds,
    ...(issuer.protocol === 'http:' && isLoopback(issuer)
      ? { execute: [oidc.allowInsecureRequests] }
      : {}),
  });
}

/** One configuration per set-up (issuer, client, time of the last change), per instance. */
export class ProviderConfigurations {
  private kept?: { key: string; configuration: Promise<oidc.Configuration> };

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly tuning: SingleSignOnTuning = {},
  ) {}

  async of(settings: SingleSignOnSettings): Promise<oidc.Configuration> {
    const key = [
      settings.issuer_url,
      settings.client_id,
      new Date(settings.updated_at).toISOString(),
    ].join(' ');
    if (this.kept?.key !== key) {
      const configuration = clientSecretOf(this.db, settings).then((clientSecret) =>
        discoverProvider(
          { issuerUrl: settings.issuer_url, clientId: settings.client_id, clientSecret },
          this.tuning,
        ),
      );
      // A failure (the provider down) is not kept: the next sign-in asks again.
      configuration.catch(() => {
        if (this.kept?.configuration === configuration) this.kept = undefined;
      });
      this.kept = { key, configuration };
    }
    return this.kept.configuration;
  }
}
