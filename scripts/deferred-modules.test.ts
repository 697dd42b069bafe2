import { describe, expect, it } from 'vitest';
import { deferModules, deferredModulesLoader } from './deferred-modules';

const page = `<html><head>
    <script>redirect()</script>
    <script type="application/ld+json">{}</script>
    <script type="module" crossorigin src="/assets/main.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-dom.js">
    <link rel="stylesheet" crossorigin href="/assets/main.css">
    <link rel="preload" href="/assets/inter.woff2" as="font" type="font/woff2" crossorigin />
    <link rel="modulepreload" href="/assets/HomePage.js" />
    <link rel="modulepreload" href="/assets/react-dom.js" />
  </head><body></body></html>`;

describe('deferModules', () => {
  it('leaves no module script or module preload that the browser would fetch at once', () => {
    const html = deferModules(page);
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
  });

  it('names the entry first, then each chunk once, for the loader', () => {
    const html = deferModules(page);
    expect(html).toContain(
      `<script data-modules="/assets/main.js /assets/react-dom.js /assets/HomePage.js">${deferredModulesLoader}</script>`,
    );
  });

  it('keeps every other tag', () => {
    const html = deferModules(page);
    for (const kept of [
      '<script>redirect()</script>',
      '<script type="application/ld+json">{}</script>',
      '<link rel="stylesheet" crossorigin href="/assets/main.css">',
      'rel="preload" href="/assets/inter.woff2"',
    ]) {
      expect(html).toContain(kept);
    }
  });

  it('refuses a page without exactly one entry script', () => {
    expect(() => deferModules('<head></head>')).toThrow(/one module script/);
  });
});
