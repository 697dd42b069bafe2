import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { rawGetStatus } from '@server/test-support/raw-http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteManifest } from './site-manifest';

/** A tiny build output, so these tests do not depend on `npm run build`. */
async function writeFixtureSite(distDir: string) {
  const client = path.join(distDir, 'client');
  await mkdir(path.join(client, 'en'), { recursive: true });
  await mkdir(path.join(client, 'assets'), { recursive: true });
  const home = `<!doctype html><html lang="pt-BR"><title>Início</title>${'<p>texto</p>'.repeat(100)}`;
  await writeFile(path.join(client, 'index.html'), home);
  await writeFile(path.join(client, 'index.html.gz'), gzipSync(home));
  await writeFile(path.join(client, 'en', 'index.html'), '<!doctype html><html lang="en">Home');
  await writeFile(
    path.join(client, '404.html'),
    '<!doctype html><html lang="pt-BR">Página não encontrada',
  );
  await writeFile(
    path.join(client, 'en', '404.html'),
    '<!doctype html><html lang="en">Page not found',
  );
  await writeFile(
    path.join(client, 'inbox.html'),
    '<!doctype html><html lang="pt-BR"><meta name="robots" content="noindex">Caixa',
  );
  await writeFile(
    path.join(client, 'insights-shared.html'),
    '<!doctype html><html lang="pt-BR"><div id="root"></div>',
  );
  await writeFile(path.join(client, 'assets', 'app-abc123.js'), 'console.log(1)');
  await writeFile(path.join(client, 'robots.txt'), 'User-agent: *');
  // What must never be served: the build manifest and any dotfile or dot-folder.
  await mkdir(path.join(client, '.vite'), { recursive: true });
  await writeFile(path.join(client, '.vite', 'manifest.json'), '{"src/main.tsx":{}}');
  await mkdir(path.join(client, '.git'), { recursive: true });
  await writeFile(path.join(client, '.git', 'config'), '[core]');
  await writeFile(path.join(client, '.env'), 'ADMIN_TOKEN=secret');
  await writeFile(path.join(client, 'assets', '.hidden.js'), 'secret()');
  const manifest: SiteManifest = {
    pages: [
      { path: '/', file: 'index.html', language: 'pt' },
      { path: '/en', file: 'en/index.html', language: 'en' },
    ],
    notFound: [
      { prefix: '', file: '404.html' },
      { prefix: '/en', file: 'en/404.html' },
    ],
    scriptHashes: ["'sha256-abc='"],
    styleHashes: [],
  };
  await writeFile(path.join(distDir, 'site-manifest.json'), JSON.stringify(manifest));
}

describe('serving the prerendered site', () => {
  let distDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'site-'));
    await writeFixtureSite(distDir);
    app = await buildApp({ config: loadConfig({ DATA_DIR: path.join(distDir, 'data') }), distDir });
    // Over a real socket too: an HTTP client library or inject would tidy the odd paths.
    await app.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await app.close();
    await rm(distDir, { recursive: true, force: true });
  });

  it('answers a page with its HTML, revalidated on every visit', async () => {
    const response = await app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>Início</title>');
  });

  it('sends the security headers and no X-Powered-By', async () => {
    const response = await app.inject({ url: '/en' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'sha256-abc='");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['permissions-policy']).toContain('camera=()');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    // A public page opens in the visitor's browsing context group (decision 179).
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it('never serves a shared insights link’s shell without its token', async () => {
    const response = await app.inject({ url: '/insights-shared.html' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.body).not.toContain('<div id="root">');
  });

  it.each(['/inbox', '/inbox/leads/8a1c', '/inbox.html'])(
    'answers %s with the inbox page, kept out of search engines',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      // Signed-in work on everyone's leads: no cross-origin window may hold a handle on it.
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.body).toContain('Caixa');
    },
  );

  it('answers 304 when the page has not changed', async () => {
    const first = await app.inject({ url: '/' });
    const second = await app.inject({
      url: '/',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(second.statusCode).toBe(304);
  });

  it('serves the precompressed variant the browser accepts', async () => {
    const response = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toContain('Accept-Encoding');
  });

  it('caches hashed assets for a year and other files for an hour', async () => {
    const asset = await app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await app.inject({ url: '/robots.txt' });
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });

  it.each([
    '/.vite/manifest.json',
    '//.vite/manifest.json',
    '///.vite//manifest.json',
    '/./.vite/manifest.json',
    '/assets/../.vite/manifest.json',
    '/assets/%2e%2e/.vite/manifest.json',
    '/%2e%76ite/manifest.json',
    '/%2Evite/manifest.json',
    '/.vite%2fmanifest.json',
    '/.vite%2Fmanifest.json',
    '/\\.vite/manifest.json',
    '/assets\\..\\.vite\\manifest.json',
    '/%5c.vite/manifest.json',
    '/.vite/manifest.json?x=1',
    '/.vite/manifest.json/',
    '/.env',
    '//.env',
    '/%2eenv',
    '/.git/config',
    '/%2egit/config',
    '/assets/.hidden.js',
    '/assets//.hidden.js',
    '/assets/%2ehidden.js',
    '/%252e%252evite/manifest.json',
    '/%25252evite/manifest.json',
  ])('serves nothing under .vite or any dotfile: %s answers 404', async (spelling) => {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    expect(await rawGetStatus(port, spelling)).toBe(404);
  });

  it('answers unknown paths with 404 and the page of their language', async () => {
    const pt = await app.inject({ url: '/nao-existe' });
    expect(pt.statusCode).toBe(404);
    expect(pt.body).toContain('Página não encontrada');
    const en = await app.inject({ url: '/en/missing?x=1' });
    expect(en.statusCode).toBe(404);
    expect(en.body).toContain('Page not found');
  });

  it('answers a JSON 404 to API paths and non-GET requests', async () => {
    const response = await app.inject({ method: 'POST', url: '/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'not_found' });
  });

  it('answers /healthz', async () => {
    const response = await app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
