import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
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
  await writeFile(path.join(client, 'assets', 'app-abc123.js'), 'console.log(1)');
  await writeFile(path.join(client, 'robots.txt'), 'User-agent: *');
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
  });

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
