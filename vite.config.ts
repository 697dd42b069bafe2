import './server/runtime/require-supported-node.ts';
import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { noticeFactsIn } from './contract/notice-facts.ts';
import { publicSiteUrlOf } from './contract/public-site-url.ts';
// Relative: Vite loads its config before any alias exists.
import { firstLoadChunks } from './scripts/build/first-load-chunks.ts';

const chunks = firstLoadChunks({
  site: 'src/app/entry-client.tsx',
  inbox: 'src/inbox/entry-inbox.tsx',
  pages: 'src/app/pages.ts',
});

const apiPort = process.env.API_PORT ?? '3001';

/** The environment the server will start with, ./.env under it (as scripts/build-env.ts). */
const serverEnv = {
  ...(existsSync('.env') ? parseEnv(readFileSync('.env', 'utf8')) : {}),
  ...process.env,
};

export default defineConfig({
  plugins: [react(), tailwindcss(), chunks.plugin],
  resolve: {
    // The import aliases (`@/…`, `@server/…`, …) are tsconfig.json's `paths`, read by Vite (and
    // so by Vitest and the server build) as by tsc, tsx, Playwright and dependency-cruiser.
    tsconfigPaths: true,
  },
  define: {
    // Canonical and hreflang URLs are baked into the prerendered pages and the client alike;
    // unset, PUBLIC_SITE_URL is HOST and PORT's address, as the server derives it.
    __PUBLIC_SITE_URL__: JSON.stringify(publicSiteUrlOf(serverEnv)),
    // What the privacy notice states of the server's configuration: the CRMs it names as
    // operators, the retention, the e-mails (decision 330). Names and flags only; no key or
    // address reaches the bundle.
    __NOTICE_FACTS__: JSON.stringify(noticeFactsIn(process.env)),
  },
  build: {
    // BUILD_DIR: a second build beside dist/, e.g. the end-to-end tests' Google Analytics build.
    outDir: `${process.env.BUILD_DIR ?? 'dist'}/client`,
    emptyOutDir: true,
    manifest: true,
    // Every browser with module scripts this site supports has <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // The sales inbox (/inbox) is its own entry: nothing of it reaches the public pages; so
      // is a shared insights link's page (/insights/shared, decision 261). The page view is one
      // too, named by every public page and run at once (decision 270).
      input: {
        main: 'index.html',
        inbox: 'inbox.html',
        sharedInsights: 'insights-shared.html',
        pageview: 'src/features/analytics/pageview-entry.ts',
      },
      output: {
        // The first load in a few files instead of twenty (scripts/build/first-load-chunks.ts).
        codeSplitting: { groups: chunks.groups },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 3000,
    strictPort: true,
    // `npm run dev`: the API runs beside Vite; the browser talks to one origin as in production.
    proxy: {
      '/contacts': `http://127.0.0.1:${apiPort}`,
      '/api': `http://127.0.0.1:${apiPort}`,
      '/healthz': `http://127.0.0.1:${apiPort}`,
      '/readyz': `http://127.0.0.1:${apiPort}`,
    },
  },
});
