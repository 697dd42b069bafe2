import type { ContactRequest } from '@contract/schema';
import { describe, expect, it } from 'vitest';
import { leadOrigin } from './lead-origin';

const host = 'www.transvia.example';
const noPage = {} as ContactRequest;

describe('the page a lead came from, read from the Referer when the form sent none', () => {
  it('keeps the path of a page on this site, without its query string', () => {
    expect(leadOrigin(noPage, `https://${host}/en/contact?utm_source=x`, host).page).toBe(
      '/en/contact',
    );
  });

  it('keeps the origin of a path that, read alone, would name another host', () => {
    expect(leadOrigin(noPage, `https://${host}//evil.example/x`, host).page).toBe(
      `https://${host}//evil.example/x`,
    );
  });
});
