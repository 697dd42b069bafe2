/**
 * The contact page as the answer to its form sent without JavaScript. The page is
 * drawn by the site's own components: the prerender's bundle (dist/prerender, built from
 * src/app/entry-prerender.tsx) renders the page's root with the answer, which goes into the
 * prerendered page in place of its root's content, so the <head>, the inline styles and the
 * scripts (and the CSP hashes that allow them) are those of the page served on a GET. The
 * answer travels in the page as JSON for the page's script, which hydrates the same drawing.
 * The bundle is loaded on the first form POST: a server that never gets one never loads it.
 * The privacy page answers its request form the same way.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type BookingPageData, bookingDataElementId } from '@contract/booking';
import { type ContactFormAnswer, contactAnswerElementId } from '@contract/contact-form-post';
import {
  type PrivacyRequestAnswer,
  privacyRequestAnswerElementId,
} from '@contract/privacy-request';
import type { SiteManifest } from './site-manifest';

interface AnswerRenderer {
  renderBookingPage(url: string, data: BookingPageData): Promise<string>;
  renderContactAnswer(url: string, answer: ContactFormAnswer): Promise<string>;
  renderPrivacyRequestAnswer(url: string, answer: PrivacyRequestAnswer): Promise<string>;
}

export interface AnswerPage<Answer> {
  path: string;
  language: string;
  /** The whole HTML page answering with `answer`. */
  render(answer: Answer): Promise<string>;
}

export type ContactAnswerPage = AnswerPage<ContactFormAnswer>;
export type PrivacyRequestAnswerPage = AnswerPage<PrivacyRequestAnswer>;
export type BookingPage = AnswerPage<BookingPageData>;

const rootStart = '<div id="root">';

/** The page around its root's content: what comes before it and after it. */
export function splitAtRoot(html: string): { before: string; after: string } {
  const start = html.indexOf(rootStart);
  const bodyEnd = html.lastIndexOf('</body>');
  const end = html.lastIndexOf('</div>', bodyEnd);
  if (start < 0 || bodyEnd < 0 || end < start) {
    throw new Error('The page has no <div id="root"> to answer in.');
  }
  return { before: html.slice(0, start + rootStart.length), after: html.slice(end) };
}

/** JSON that cannot end its <script> element early. */
function answerData(answer: unknown, elementId: string): string {
  const json = JSON.stringify(answer).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${elementId}">${json}</script>`;
}

/** This build's renderer, per folder, loaded on the first answer. */
const renderers = new Map<string, Promise<AnswerRenderer>>();
const loadRenderer = (distDir: string) => {
  let renderer = renderers.get(distDir);
  if (!renderer) {
    renderer = import(pathToFileURL(path.join(distDir, 'prerender/entry-prerender.js')).href);
    renderers.set(distDir, renderer);
  }
  return renderer;
};

export const contactAnswerPages = (distDir: string, manifest: SiteManifest) =>
  answerPages(distDir, manifest, 'contact', contactAnswerElementId, (renderer, url, answer) =>
    renderer.renderContactAnswer(url, answer as ContactFormAnswer),
  ) as ContactAnswerPage[];

/** The booking page, drawn with its live slots on every GET and POST (decision 474). */
export const bookingPages = (distDir: string, manifest: SiteManifest) =>
  answerPages(distDir, manifest, 'booking', bookingDataElementId, (renderer, url, data) =>
    renderer.renderBookingPage(url, data as BookingPageData),
  ) as BookingPage[];

export const privacyRequestAnswerPages = (distDir: string, manifest: SiteManifest) =>
  answerPages(
    distDir,
    manifest,
    'privacy',
    privacyRequestAnswerElementId,
    (renderer, url, answer) =>
      renderer.renderPrivacyRequestAnswer(url, answer as PrivacyRequestAnswer),
  ) as PrivacyRequestAnswerPage[];

function answerPages(
  distDir: string,
  manifest: SiteManifest,
  pageName: string,
  elementId: string,
  renderRoot: (renderer: AnswerRenderer, url: string, answer: unknown) => Promise<string>,
): AnswerPage<unknown>[] {
  return manifest.pages
    .filter((page) => page.page === pageName)
    .map((page) => {
      let shell: Promise<{ before: string; after: string }> | undefined;
      const loadShell = () => {
        shell ??= readFile(path.join(distDir, 'client', page.file), 'utf8').then(splitAtRoot);
        return shell;
      };
      return {
        path: page.path,
        language: page.language,
        async render(answer) {
          const [{ before, after }, renderer] = await Promise.all([
            loadShell(),
            loadRenderer(distDir),
          ]);
          const root = await renderRoot(renderer, page.path, answer);
          const data = answerData(answer, elementId);
          return `${before}${root}${after.replace('</body>', () => `${data}</body>`)}`;
        },
      };
    });
}
