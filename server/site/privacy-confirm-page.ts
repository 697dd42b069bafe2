/**
 * The page a privacy request's confirmation link opens (decision 322), drawn by the server:
 * the privacy page's own <head> (its inlined stylesheet, allowed by the CSP's hashes, and its
 * language) without its scripts, so the page is the site's and works the same without
 * JavaScript; its body is the few lines and the one form the server gives it. Without a build
 * (the API's tests), a bare head.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteManifest } from './site-manifest';

export type ConfirmPageRenderer = (
  language: string,
  page: { title: string; body: string },
) => Promise<string>;

const escapeText = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The head of a prerendered page, without scripts (nothing in it may hydrate our body). */
export function headWithoutScripts(html: string, title: string): string {
  const bodyAt = html.indexOf('<body');
  const head = (bodyAt < 0 ? html : html.slice(0, bodyAt))
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '')
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeText(title)}</title>`);
  return `${head}<body>`;
}

const bareHead = (language: string, title: string) =>
  `<!doctype html><html lang="${language === 'en' ? 'en' : 'pt-BR'}"><head><meta charset="utf-8">` +
  `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeText(title)}</title></head><body>`;

export function confirmPageRenderer(
  distDir: string | undefined,
  manifest: SiteManifest | undefined,
): ConfirmPageRenderer {
  const shells = new Map<string, Promise<string>>();
  const shellOf = (language: string) => {
    const page = manifest?.pages.find(
      (candidate) => candidate.page === 'privacy' && candidate.language === language,
    );
    if (!distDir || !page) return undefined;
    let shell = shells.get(language);
    if (!shell) {
      shell = readFile(path.join(distDir, 'client', page.file), 'utf8');
      shells.set(language, shell);
    }
    return shell;
  };
  return async (language, { title, body }) => {
    const shell = shellOf(language);
    const head = shell ? headWithoutScripts(await shell, title) : bareHead(language, title);
    // `noindex`: a link of one person's mail is no page for a search engine.
    return `${head.replace('</head>', '<meta name="robots" content="noindex"></head>')}${body}</body></html>`;
  };
}
