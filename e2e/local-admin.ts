/**
 * What the CLI asks a running server through its data folder's local socket (the server takes
 * such requests as the local admin's), sent from the test's own process: the accounts, shared
 * links and revocations a spec only prepares. Starting `npm run leads -- …` for each took npm
 * and a cold compile, 10 s and more on a loaded 2-core host (decision 380); the CLI's own runs
 * of these requests are tested in server/cli/users-cli.test.ts and insights-cli.test.ts.
 */

import { sharedInsightsPagePath } from '@contract/shared-insights';
import { requestServer } from '@server/cli/server-request';
import { lockSocketPath } from '@server/db/data-dir-lock';

export interface LocalAdmin {
  /** `users add`: an admin unless `roles` (comma-separated, as the CLI takes them). */
  addAccount(account: {
    email: string;
    password: string;
    name?: string;
    roles?: string;
  }): Promise<void>;
  /** `users reset-password`: every session of the account ends on the server. */
  resetPassword(email: string, password: string): Promise<void>;
  /** `insights share --days N [--language L]`: the path and query of the link the CLI prints. */
  shareInsights(
    days: number,
    language?: 'pt' | 'en',
  ): Promise<{ path: string; token: string; id: string }>;
  /** `insights revoke ID`. */
  revokeInsightsShare(id: string): Promise<void>;
}

export function localAdmin(dataDir: string): LocalAdmin {
  const post = async (route: string, body: unknown) => {
    const response = await requestServer(lockSocketPath(dataDir), 'POST', route, body);
    let answer = '';
    for await (const chunk of response.setEncoding('utf8')) answer += chunk;
    if (response.statusCode !== 200) {
      throw new Error(`the server answered ${response.statusCode} to ${route}: ${answer}`);
    }
    return JSON.parse(answer || 'null') as unknown;
  };
  return {
    async addAccount({ email, password, name, roles }) {
      await post('/api/admin/users', {
        email,
        password,
        ...(name ? { name } : {}),
        ...(roles ? { roles: roles.split(',') } : {}),
      });
    },
    async resetPassword(email, password) {
      await post('/api/admin/users/reset-password', { email, password });
    },
    async shareInsights(days, language) {
      const share = (await post('/api/admin/insights-shares', { days })) as {
        id: string;
        token: string;
      };
      const lang = language ? `&lang=${language}` : '';
      return {
        path: `${sharedInsightsPagePath}?t=${share.token}${lang}`,
        token: share.token,
        id: share.id,
      };
    },
    async revokeInsightsShare(id) {
      await post('/api/admin/insights-shares/revoke', { id });
    },
  };
}

/** The shared e2e server's (playwright.config.ts's first webServer, DATA_DIR=.e2e-data). */
export const sharedServerAdmin = () => localAdmin('.e2e-data');
