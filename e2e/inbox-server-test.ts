import { test as base } from '@playwright/test';
import { type InboxServer, startInboxServer } from './inbox-server';
import { type SignedInAccount, signedInState } from './inbox-sign-in';

/**
 * The test of an inbox journey on a server of the worker's own (its own data folder, started
 * once per worker), the pages' base URL pointing at it. `account` is the worker's
 * salesperson (an admin, "Carla Vendas"), made and signed in once per worker.
 */
export const test = base.extend<object, { server: InboxServer; account: SignedInAccount }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for.
    async ({}, use) => {
      const server = await startInboxServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  account: [
    async ({ server }, use) => {
      const name = 'Carla Vendas';
      const email = await server.addAccount('carla', name);
      await use({ email, name, storageState: await signedInState(server.url, email) });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});

/** The same, each test's browser starting signed in as the worker's `account`. */
export const signedInTest = test.extend({
  storageState: async ({ account }, use) => use(account.storageState),
});
