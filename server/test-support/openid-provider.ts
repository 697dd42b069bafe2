/**
 * A real OpenID Connect provider for the tests (oidc-provider), on a free loopback port: its
 * own login and consent pages (the library's development interactions, which take any login
 * with any password), the accounts the test names, and two clients: ours and another
 * application's (a token issued to it is the wrong audience for ours).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import * as oidc from 'openid-client';
import { signInAtProvider } from './openid-browser';

/** What the provider says of a person, by the login typed on its page. */
export type ProviderAccounts = Record<
  string,
  /** xms_edov: Microsoft Entra's "e-mail domain owner verified", in place of email_verified. */
  { email?: string; email_verified?: boolean; xms_edov?: boolean; name?: string }
>;

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Another application registered at the same provider. */
  otherClient: { clientId: string; clientSecret: string; redirectUri: string };
  /**
   * A real ID token of this provider, for the other application, carrying `nonce`: what a
   * meddler between a server and its provider could swap in.
   */
  idTokenForOtherClient(login: string, nonce: string): Promise<string>;
  /** The next token answer (to anyone) carries this ID token in place of its own. */
  swapNextIdToken(idToken: string): void;
  close(): Promise<void>;
}

export async function startTestProvider({
  redirectUri,
  accounts,
}: {
  /** Our server's callback, registered for our client. */
  redirectUri: string;
  accounts: ProviderAccounts;
}): Promise<TestProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const client = { clientId: 'team-inbox', clientSecret: 'team-inbox-secret-0123456789abcdef' };
  const otherClient = {
    clientId: 'another-app',
    clientSecret: 'another-app-secret-0123456789abcdef',
    redirectUri: `${issuer}/another-app/callback`,
  };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [redirectUri],
      },
      {
        client_id: otherClient.clientId,
        client_secret: otherClient.clientSecret,
        redirect_uris: [otherClient.redirectUri],
      },
    ],
    claims: { email: ['email', 'email_verified', 'xms_edov'], profile: ['name'] },
    // The claims in the ID token itself, as Google and Entra send them.
    conformIdTokenClaims: false,
    cookies: { keys: ['test-provider-cookie-key-0123456789'] },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 3600 },
    findAccount: async (_ctx: KoaContextWithOIDC, id: string) => {
      const account = accounts[id];
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...account }) };
    },
  });
  const handle = provider.callback();
  let swapped: string | undefined;
  server.on('request', (request, response) => {
    if (swapped && request.method === 'POST' && request.url === '/token') {
      const idToken = swapped;
      swapped = undefined;
      const end = response.end.bind(response) as (body: string) => void;
      // Koa answers JSON with one end(body), its headers not yet sent.
      response.end = ((body: string) => {
        const answer = JSON.stringify({ ...JSON.parse(String(body)), id_token: idToken });
        response.setHeader('content-length', Buffer.byteLength(answer));
        end(answer);
        return response;
      }) as typeof response.end;
    }
    handle(request, response);
  });
  return {
    issuer,
    ...client,
    otherClient,
    async idTokenForOtherClient(login, nonce) {
      const other = await oidc.discovery(
        new URL(issuer),
        otherClient.clientId,
        otherClient.clientSecret,
        undefined,
        { execute: [oidc.allowInsecureRequests] },
      );
      const verifier = oidc.randomPKCECodeVerifier();
      const url = oidc.buildAuthorizationUrl(other, {
        redirect_uri: otherClient.redirectUri,
        scope: 'openid email',
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      });
      const back = await signInAtProvider(url.href, { login, returnsTo: otherClient.redirectUri });
      const tokens = await oidc.authorizationCodeGrant(other, back, {
        pkceCodeVerifier: verifier,
        expectedNonce: nonce,
      });
      if (!tokens.id_token) throw new Error('the provider gave the other client no ID token');
      return tokens.id_token;
    },
    swapNextIdToken(idToken) {
      swapped = idToken;
    },
    /** Stops it; again, nothing more (a test may take the provider down early). */
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (!server.listening) return resolve();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
