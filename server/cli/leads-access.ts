/**
 * How the leads CLI reaches the leads. On PostgreSQL, directly: it is made for several
 * clients. On the embedded database, directly only when no server runs; while one does, the
 * CLI asks that server through the data folder's lock socket, so the database never has a
 * second writer. The lock tells which case it is.
 */
import { createWriteStream } from 'node:fs';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { programCsvDialect } from '@contract/csv-format';
import type { Insights } from '@contract/insights';
import type { Config } from '@server/config';
import { ConfigError } from '@server/config';
import { DataDirInUseError, lockSocketPath } from '@server/db/data-dir-lock';
import { type Database, openDatabase } from '@server/db/database';
import { dayFormatter } from '@server/events/site-day';
import { readInsights } from '@server/insights/insights';
import type { InsightsRange } from '@server/insights/insights-query';
import { createShare, revokeShare } from '@server/insights/insights-shares';
import { leadsToCsv } from '@server/leads/csv';
import { eraseLeadsByEmail } from '@server/leads/erasure';
import { type Lead, type LeadJson, leadFromJson } from '@server/leads/lead';
import { iterateLeads, listLeads } from '@server/leads/leads-repository';
import { purgeExpiredLeads } from '@server/leads/retention';
import { createScheduledWork } from '@server/schedule/scheduled-work';
import { type ReportSentTo, sendWeeklyReportNow } from '@server/schedule/weekly-report-now';
import { json, okAnswer, requestServer } from './server-request';

/** Whose configuration a command read: the CLI's own, or the server's it asked. */
export const configurationOf = {
  database: "this shell's configuration (its environment and ./.env)",
  server: "the running server's configuration (the environment and .env it started with)",
} as const;

const reportOff = (via: keyof typeof configurationOf) =>
  `insights --email needs INSIGHTS_REPORT_TO, SMTP_URL and MAIL_FROM (and ANALYTICS on) in ${configurationOf[via]}` +
  (via === 'server' ? ': set them there and restart it' : '');

/** A shared link as made: the site's address it is on comes from the configuration that made it. */
export interface MadeShare {
  id: string;
  token: string;
  expiresAt: string;
  /** PUBLIC_SITE_URL of that configuration. */
  siteUrl: string;
}

export interface LeadFilter {
  since?: Date;
  limit?: number;
}

export interface LeadsAccess {
  /** 'database' when the CLI opened it itself, 'server' when it asks the running server. */
  readonly via: 'database' | 'server';
  list(filter: LeadFilter & { limit: number }): Promise<Lead[]>;
  exportCsv(filter: LeadFilter, out: Writable): Promise<void>;
  deleteByEmail(email: string): Promise<number>;
  /** Deletes the leads older than this many days; answers how many. */
  purge(olderThanDays: number): Promise<number>;
  insights(range: InsightsRange): Promise<Insights>;
  /** The weekly report to INSIGHTS_REPORT_TO now (`insights --email`). */
  sendWeeklyReport(): Promise<ReportSentTo>;
  /** A shared read-only link to the insights (`insights share --days N`). */
  shareInsights(days: number): Promise<MadeShare>;
  revokeInsightsShare(id: string): Promise<boolean>;
  close(): Promise<void>;
}

export async function openLeadsAccess(config: Config): Promise<LeadsAccess> {
  try {
    return databaseAccess(await openDatabase(config, { role: 'cli' }), config);
  } catch (error) {
    if (error instanceof DataDirInUseError && error.owner?.role === 'server') {
      return serverAccess(lockSocketPath(config.DATA_DIR));
    }
    throw error;
  }
}

function databaseAccess(database: Database, config: Config): LeadsAccess {
  const { db } = database;
  return {
    via: 'database',
    list: (filter) => listLeads(db, filter),
    async exportCsv({ since, limit }, out) {
      const leads = limit ? await listLeads(db, { since, limit }) : iterateLeads(db, { since });
      await pipeline(Readable.from(leadsToCsv(leads, programCsvDialect())), out);
    },
    deleteByEmail: (email) =>
      // The server's outbox worker delivers the lead.deleted events (or the next to start).
      eraseLeadsByEmail(database, email, {
        notifyWebhook: config.LEADS_WEBHOOK_URL !== undefined,
      }),
    purge: (olderThanDays) =>
      purgeExpiredLeads(database, olderThanDays, {
        notifyWebhook: config.LEADS_WEBHOOK_URL !== undefined,
      }),
    insights: (range) => readInsights(db, range, config.SITE_TIME_ZONE),
    async sendWeeklyReport() {
      const work = createScheduledWork(config, db);
      try {
        if (!work.weeklyReport) throw new ConfigError(reportOff('database'));
        const sent = await sendWeeklyReportNow(db, work.weeklyReport, {
          today: dayFormatter(config.SITE_TIME_ZONE)(new Date()),
          retryMaxMs: config.NOTIFY_RETRY_MAX_MS,
        });
        return { ...sent, to: config.INSIGHTS_REPORT_TO };
      } finally {
        work.close();
      }
    },
    async shareInsights(days) {
      const share = await createShare(db, days);
      return {
        ...share,
        expiresAt: new Date(share.expiresAt).toISOString(),
        siteUrl: config.PUBLIC_SITE_URL,
      };
    },
    revokeInsightsShare: (id) => revokeShare(db, id),
    close: () => database.close(),
  };
}

function query({ since, limit }: LeadFilter) {
  const params = new URLSearchParams();
  if (since) params.set('since', since.toISOString());
  if (limit) params.set('limit', String(limit));
  return params.size ? `?${params}` : '';
}

function serverAccess(socketPath: string): LeadsAccess {
  const request = async (method: string, path: string, body?: unknown) =>
    okAnswer(await requestServer(socketPath, method, path, body), method, path);

  return {
    via: 'server',
    async list(filter) {
      const leads = await json<LeadJson[]>(await request('GET', `/api/leads${query(filter)}`));
      return leads.map(leadFromJson);
    },
    async exportCsv(filter, out) {
      await pipeline(await request('GET', `/api/leads.csv${query(filter)}`), out);
    },
    async deleteByEmail(email) {
      const answer = await json<{ deleted: number }>(
        await request('POST', '/api/leads/delete', { email }),
      );
      return answer.deleted;
    },
    async purge(olderThanDays) {
      const answer = await json<{ purged: number }>(
        await request('POST', '/api/leads/purge', { olderThanDays }),
      );
      return answer.purged;
    },
    async insights({ from, to }) {
      return json<Insights>(await request('GET', `/api/insights?from=${from}&to=${to}`));
    },
    async sendWeeklyReport() {
      const response = await requestServer(socketPath, 'POST', '/api/insights/report');
      if (response.statusCode === 409 || response.statusCode === 404) {
        response.resume();
        throw new ConfigError(reportOff('server'));
      }
      return json<ReportSentTo>(okAnswer(response, 'POST', '/api/insights/report'));
    },
    shareInsights: async (days) =>
      json<MadeShare>(await request('POST', '/api/admin/insights-shares', { days })),
    async revokeInsightsShare(id) {
      const answer = await json<{ revoked: boolean }>(
        await request('POST', '/api/admin/insights-shares/revoke', { id }),
      );
      return answer.revoked;
    },
    close: async () => {},
  };
}

/** Where an export goes: a file, or standard output (which the export must not close). */
export function exportTarget(file: string | undefined): Writable {
  if (file) return createWriteStream(file, { mode: 0o600 });
  return new Writable({
    write(chunk, _encoding, done) {
      process.stdout.write(chunk, done);
    },
  });
}
