import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { publicSiteUrlFromEnv } from './scripts/build-env.ts';

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // The same aliases as tsconfig.json's `paths` (tsx and Playwright read those directly).
    alias: Object.fromEntries(
      ['src', 'server', 'scripts', 'e2e', 'bench'].map((folder) => [
        folder === 'src' ? '@' : `@${folder}`,
        fileURLToPath(new URL(`./${folder}`, import.meta.url)),
      ]),
    ),
  },
  define: {
    // Canonical and hreflang URLs are baked into the prerendered pages and the client alike.
    __PUBLIC_SITE_URL__: JSON.stringify(publicSiteUrlFromEnv()),
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
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
