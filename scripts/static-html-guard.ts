/**
 * The prerender's check that React rendered a page as plain HTML. A component that suspends
 * makes React stream the rest in with inline <script> and <template> elements, which the
 * Content-Security-Policy blocks: the page would stay incomplete. Structured data (JSON-LD) is
 * not React's to render either: the prerender writes it into <head> (src/seo/).
 */
export function assertStaticHtml(url: string, html: string): void {
  if (/<script[^>]*type="application\/ld\+json"/.test(html)) {
    throw new Error(
      `${url} rendered a JSON-LD <script>: add structured data in src/seo/structured-data.ts, which the prerender writes into <head>`,
    );
  }
  if (/<script|<template/.test(html)) {
    throw new Error(
      `${url} rendered with a streaming script: something suspended while prerendering (load it with lazyWithPreload)`,
    );
  }
}
