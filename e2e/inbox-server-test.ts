import { test as base } from '@playwright/test';
import { type InboxServer, startInboxServer } from './inbox-server';

/**
 * The test of an inbox journey on a server of the worker's own (its own data folder, started
 * once per worker), the pages' base URL pointing at it.
 */
export const test = base.extend<object, { server: InboxServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for.
    async ({}, use) => {
      const server = await startInboxServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});
