import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Unit and integration tests (Node), and the component lane: a screen's states rendered in
 * happy-dom with Testing Library (`*.dom.test.tsx`), checked in seconds, with no browser, server
 * or database (`npm run test:components`). Browser journeys are Playwright's, in e2e/.
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // Two test files at a time on two cores: most files wait on a database, a server or a
      // spawned command rather than compute, and Vitest's default (cores − 1) runs one at a time.
      maxWorkers: 2,
      testTimeout: 20_000,
      hookTimeout: 60_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'components',
            include: ['src/**/*.dom.test.tsx'],
            environment: 'happy-dom',
            setupFiles: ['src/test-support/component-setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'node',
            include: [
              'src/**/*.test.{ts,tsx}',
              'contract/**/*.test.ts',
              'server/**/*.test.ts',
              'scripts/**/*.test.ts',
            ],
            exclude: ['src/**/*.dom.test.tsx'],
            environment: 'node',
            // Finds (or starts) PostgreSQL and Redis for the server's integration tests.
            globalSetup: ['server/test-support/services.ts'],
          },
        },
      ],
    },
  }),
);
