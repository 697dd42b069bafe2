/**
 * Serves the prerendered site: each page's HTML from memory (revalidated with an ETag),
 * hashed assets cached for a year, other public files for an hour, and the 404 page of the
 * visitor's language for any unknown path.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isHiddenPath } from './hidden-paths';
import type { LivePages } from './live-pages';
import { loadPrecompressed, type PrecompressedFile, pickEncoding } from './precompressed';
import { type SiteManifest, siteManifestFile } from './site-manifest';

/** The inbox page's shell in dist/client (vite.config.ts's second entry). */
const inboxHtmlFile = 'inbox.html';
/** Neither the inbox nor what it links to belongs in a search engine. */
const inboxRobots = 'noindex, nofollow';

export interface StaticSiteOptions {
  /** The build output: dist/ with client/ and site-manifest.json inside. */
  distDir: string;
  /** The pages as published content draws them (decision 401), swapped while serving. */
  live: LivePages;
  /** Pages a route of their own draws on every request (the booking page, decision 474). */
  drawnByRoutes?: readonly string[];
}

export async function readSiteManifest(distDir: string): Promise<SiteManifest> {
  const file = path.join(distDir, siteManifestFile);
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`The site is not built (${file} is missing): run \`npm run build\` first.`, {
      cause: error,
    });
  }
}

function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  file: PrecompressedFile,
  statusCode = 200,
) {
  reply
    .code(statusCode)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Encoding')
    .header('ETag', file.etag);
  if (statusCode === 200 && request.headers['if-none-match'] === file.etag) {
    return reply.code(304).send();
  }
  const { body, encoding } = pickEncoding(file, request.headers['accept-encoding']);
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.send(body);
}

export async function staticSite(
  app: FastifyInstance,
  { distDir, live, drawnByRoutes = [] }: StaticSiteOptions,
) {
  const clientDir = path.join(distDir, 'client');
  const manifest = await readSiteManifest(distDir);

  for (const page of manifest.pages) {
    if (drawnByRoutes.includes(page.path)) continue;
    app.get(page.path, { config: { access: 'public', publicPage: true } }, (request, reply) => {
      const file = live.page(page.path);
      if (!file) throw new Error(`${page.path} is missing from the live pages`);
      return sendHtml(request, reply, file);
    });
  }

  // The sales inbox: one HTML shell for every path under /inbox (the page routes itself),
  // kept out of search engines by header and by meta tag, and out of the sitemap. Its file's
  // own name answers the same, or the static files would serve it without the header.
  const inbox = await loadPrecompressed(path.join(clientDir, inboxHtmlFile));
  const sendInbox = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('X-Robots-Tag', inboxRobots);
    return sendHtml(request, reply, inbox);
  };
  // The shell is public; what it shows comes from the API, which checks the session's roles.
  const shell = { config: { access: 'public' as const } };
  app.get('/inbox', shell, sendInbox);
  app.get('/inbox/*', shell, sendInbox);
  app.get(`/${inboxHtmlFile}`, shell, sendInbox);

  // Longest prefix first, so /en/... finds the English page before the Portuguese default.
  const notFoundPages = [...manifest.notFound]
    .sort((a, b) => b.prefix.length - a.prefix.length)
    .map(({ prefix }) => prefix);

  // @fastify/static takes no route config: its routes (the build output) are public.
  app.addHook('onRoute', (route) => {
    route.config = { access: 'public', ...route.config };
  });
  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    redirect: false,
    wildcard: true,
    preCompressed: true,
    // Our own Cache-Control below: a year for hashed assets, an hour for the rest.
    cacheControl: false,
    // The .vite folder holds the build manifest, which is not for visitors, and no dotfile
    // is: judged on the URL as sent, before any tidying that could let a spelling through.
    allowedPath: (_pathName, _root, request) => !isHiddenPath(request.raw.url ?? ''),
    dotfiles: 'ignore',
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'Cache-Control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const wantsHtml = request.method === 'GET' || request.method === 'HEAD';
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/contacts/');
    if (!wantsHtml || isApi) {
      return reply.code(404).send({ error: 'not_found' });
    }
    const pathname = request.url.split('?')[0] ?? '/';
    const prefix =
      notFoundPages.find(
        (prefix) => prefix === '' || pathname === prefix || pathname.startsWith(`${prefix}/`),
      ) ?? notFoundPages[notFoundPages.length - 1];
    const file = prefix === undefined ? undefined : live.notFound(prefix);
    if (!file) return reply.code(404).send('Not found');
    return sendHtml(request, reply, file, 404);
  });
}
