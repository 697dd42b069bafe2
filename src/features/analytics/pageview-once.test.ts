import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveTheFirstPageviewToTheScript } from './pageview-once';

const pageview = (u: string) => ({ n: 'pageview', u, d: 'example.test', r: null });

beforeEach(() => {
  vi.stubGlobal('window', {});
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the tracker's page views beside the page-view script", () => {
  it("drops the document's page view the script sent, and keeps every later one", () => {
    window.sitePageviewSent = '/en/about';
    const transform = leaveTheFirstPageviewToTheScript();
    expect(transform(pageview('https://example.test/en/about?utm_source=x'))).toBeNull();
    const next = pageview('https://example.test/en/contact');
    expect(transform(next)).toBe(next);
    // Back to the first page within the site: a page view of its own.
    const back = pageview('https://example.test/en/about');
    expect(transform(back)).toBe(back);
  });

  it('sends its first page view when the script did not send one (blocked, or not run)', () => {
    const transform = leaveTheFirstPageviewToTheScript();
    const first = pageview('https://example.test/');
    expect(transform(first)).toBe(first);
  });

  it('sends its first page view when the visitor moved within the site before it ran', () => {
    window.sitePageviewSent = '/';
    const transform = leaveTheFirstPageviewToTheScript();
    const moved = pageview('https://example.test/contact');
    expect(transform(moved)).toBe(moved);
  });

  it('lets named events through, before and after the page view', () => {
    window.sitePageviewSent = '/';
    const transform = leaveTheFirstPageviewToTheScript();
    const event = { n: 'module_opened', u: 'https://example.test/', d: 'example.test', p: {} };
    expect(transform(event)).toBe(event);
    expect(transform(pageview('https://example.test/'))).toBeNull();
    expect(transform(event)).toBe(event);
  });
});
