import { noticeFactsIn } from '@contract/notice-facts';
import { loadConfig } from '@server/config';
import { describe, expect, it } from 'vitest';
import { noticeFactsMismatch, noticeFactsOfConfig } from './notice-facts-check';
import type { SiteManifest } from './site-manifest';

const manifestBuiltWith = (env: Record<string, string>): SiteManifest => ({
  pages: [],
  notFound: [],
  scriptHashes: [],
  styleHashes: [],
  noticeFacts: noticeFactsIn(env),
});

describe('the served privacy notice against the server’s configuration (decision 330)', () => {
  it('agrees out of the box: a default build served by a default server', () => {
    expect(noticeFactsMismatch(loadConfig({}), manifestBuiltWith({}))).toEqual([]);
    expect(noticeFactsOfConfig(loadConfig({}))).toEqual(noticeFactsIn({}));
  });

  it('agrees when the build had the server’s variables', () => {
    const env = {
      SMTP_URL: 'smtp://mail.example.com:587',
      MAIL_FROM: 'site@example.com',
      LEADS_NOTIFY_TO: 'sales@example.com',
      LEADS_RETENTION_DAYS: '365',
      PIPEDRIVE_API_TOKEN: 'pd',
    };
    expect(noticeFactsMismatch(loadConfig(env), manifestBuiltWith(env))).toEqual([]);
  });

  it('names each untrue fact when the server runs with what the build did not have', () => {
    const config = loadConfig({ LEADS_RETENTION_DAYS: '90', PIPEDRIVE_API_TOKEN: 'pd' });
    expect(noticeFactsMismatch(config, manifestBuiltWith({}))).toEqual([
      { fact: 'crmOperators', notice: [], server: ['Pipedrive'] },
      { fact: 'leadRetentionDays', notice: 730, server: 90 },
    ]);
  });

  it('has nothing to compare without a site, or with a build older than the facts', () => {
    const config = loadConfig({ PIPEDRIVE_API_TOKEN: 'pd' });
    expect(noticeFactsMismatch(config, undefined)).toEqual([]);
    const { noticeFacts: _, ...older } = manifestBuiltWith({});
    expect(noticeFactsMismatch(config, older)).toEqual([]);
  });
});
