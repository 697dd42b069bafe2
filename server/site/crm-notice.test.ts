import { describe, expect, it } from 'vitest';
import { crmNoticeMismatch } from './crm-notice';
import type { SiteManifest } from './site-manifest';

const manifest = (crmOperators?: string[]): SiteManifest => ({
  pages: [],
  notFound: [],
  scriptHashes: [],
  styleHashes: [],
  ...(crmOperators ? { crmOperators } : {}),
});
const keys = {
  RD_STATION_API_KEY: undefined,
  HUBSPOT_ACCESS_TOKEN: undefined,
  PIPEDRIVE_API_TOKEN: undefined,
};

describe('the privacy notice’s CRMs against the server’s', () => {
  it('agree when the build named the CRMs the server sends to, or none of either', () => {
    expect(crmNoticeMismatch(keys, manifest(['Pipedrive']))).toEqual({
      crmsOn: [],
      crmsNamedByTheNotice: ['Pipedrive'],
    });
    expect(
      crmNoticeMismatch({ ...keys, PIPEDRIVE_API_TOKEN: 'pd' }, manifest(['Pipedrive'])),
    ).toBeUndefined();
    expect(crmNoticeMismatch(keys, manifest())).toBeUndefined();
    expect(crmNoticeMismatch({ ...keys, PIPEDRIVE_API_TOKEN: 'pd' }, undefined)).toBeUndefined();
  });

  it('differ when the server sends to a CRM the notice does not name', () => {
    expect(crmNoticeMismatch({ ...keys, RD_STATION_API_KEY: 'rd' }, manifest())).toEqual({
      crmsOn: ['RD Station Marketing'],
      crmsNamedByTheNotice: [],
    });
  });
});
