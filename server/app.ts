/**
 * Builds the Fastify application from a validated configuration. Used by server/main.ts and by
 * the tests (through `inject` or a real port), so everything the server does is wired here.
 */
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { healthRoutes } from './routes/health';
import { securityHeaders } from './security';
import { readSiteManifest, staticSite } from './site/static-site';

export interface BuildAppOptions {
  config: Config;
  /** Build output to serve (dist/); without it the server answers the API only. */
  distDir?: string;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(options: BuildAppOptions) {
  const { distDir, logger = false } = options;
  const app: FastifyInstance = Fastify({
    logger,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true },
  });

  const manifest = distDir ? await readSiteManifest(distDir) : undefined;
  await securityHeaders(app, { scriptHashes: manifest?.scriptHashes ?? [] });
  // Dynamic answers only: static files are precompressed at build time.
  await app.register(compress, { threshold: 1024 });

  await app.register(healthRoutes);
  if (distDir) await app.register(staticSite, { distDir });

  return app;
}
