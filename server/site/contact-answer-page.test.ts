import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactAnswerPages, splitAtRoot } from './contact-answer-page';
import type { SiteManifest } from './site-manifest';

const page = (root: string) =>
  `<!doctype html><html lang="en"><head><script>inline()</script></head><body><div id="root">${root}</div>\n</body></html>`;

describe('the contact page answering its form', () => {
  let distDir: string;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'contact-answer-'));
    await mkdir(path.join(distDir, 'client/en/contact'), { recursive: true });
    await mkdir(path.join(distDir, 'prerender'), { recursive: true });
    await writeFile(
      path.join(distDir, 'client/en/contact/index.html'),
      page('<form><div>empty</div></form>'),
    );
    // A stand-in for the prerender's bundle: draws the answer it is given.
    await writeFile(
      path.join(distDir, 'prerender/entry-prerender.js'),
      "export async function renderContactAnswer(url, answer) { return '<main data-url=\"' + url + '\">' + answer.outcome + '</main>'; }",
    );
  });

  afterAll(() => rm(distDir, { recursive: true, force: true }));

  const manifest: SiteManifest = {
    pages: [
      { path: '/en', file: 'en/index.html', language: 'en', page: 'home' },
      { path: '/en/contact', file: 'en/contact/index.html', language: 'en', page: 'contact' },
    ],
    notFound: [],
    scriptHashes: [],
    styleHashes: [],
  };

  it('answers on the contact pages only', () => {
    expect(contactAnswerPages(distDir, manifest).map((answer) => answer.path)).toEqual([
      '/en/contact',
    ]);
  });

  it('draws the answer in the prerendered page’s root, its head untouched, the answer as data', async () => {
    const [contact] = contactAnswerPages(distDir, manifest);
    const html = await contact?.render({
      outcome: 'invalid',
      values: { message: '</script><script>alert(1)</script>' },
      fields: { email: 'Invalid e-mail' },
    });
    expect(html).toContain('<head><script>inline()</script></head>');
    expect(html).toContain('<div id="root"><main data-url="/en/contact">invalid</main></div>');
    expect(html).not.toContain('empty');
    // The visitor's text cannot close the data block: every < is escaped.
    expect(html).toContain(
      '<script type="application/json" id="contact-answer">{"outcome":"invalid","values":{"message":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"},"fields":{"email":"Invalid e-mail"}}</script></body>',
    );
  });

  it('refuses a page without a root to answer in', () => {
    expect(() => splitAtRoot('<html><body></body></html>')).toThrow(/no <div id="root">/);
  });
});
