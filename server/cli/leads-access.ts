/**
 * How the leads CLI reaches the leads. On PostgreSQL, directly: it is made for several
 * clients. On the embedded database, directly only when no server runs; while one does, the
 * CLI asks that server through the data folder's lock socket, so the database never has a
 * second writer. The lock tells which case it is.
 */
import { createWriteStream } from 'node:fs';
import http from 'node:http';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '@server/config';
import { bindablePath, DataDirInUseError, lockSocketPath } from '@server/db/data-dir-lock';
import { type Database, openDatabase } from '@server/db/database';
import { deleteLeadsByEmail, iterateLeads, listLeads } from '@server/db/leads-repository';
import { leadsToCsv } from '@server/leads/csv';
import type { Lead, LeadJson } from '@server/leads/lead';

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
  close(): Promise<void>;
}

export async function openLeadsAccess(config: Config): Promise<LeadsAccess> {
  try {
    return databaseAccess(await openDatabase(config, { role: 'cli' }));
  } catch (error) {
    if (error instanceof DataDirInUseError && error.owner?.role === 'server') {
      return serverAccess(lockSocketPath(config.DATA_DIR));
    }
    throw error;
  }
}

function databaseAccess(database: Database): LeadsAccess {
  const { db } = database;
  return {
    via: 'database',
    list: (filter) => listLeads(db, filter),
    async exportCsv({ since, limit }, out) {
      const leads = limit ? await listLeads(db, { since, limit }) : iterateLeads(db, { since });
      await pipeline(Readable.from(leadsToCsv(leads)), out);
    },
    deleteByEmail: (email) => deleteLeadsByEmail(db, email),
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
  /** One request to the server's admin API; a server still starting is given a moment. */
  async function request(method: string, path: string, body?: unknown) {
    for (let attempt = 1; ; attempt++) {
      const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
        const outgoing = http.request(
          {
            socketPath: bindablePath(socketPath),
            method,
            path,
            headers: body ? { 'content-type': 'application/json' } : {},
          },
          resolve,
        );
        outgoing.on('error', reject);
        outgoing.end(body ? JSON.stringify(body) : undefined);
      });
      if (response.statusCode === 503 && attempt < 20) {
        response.resume();
        await new Promise((resolve) => setTimeout(resolve, 500));
        continue;
      }
      if (response.statusCode !== 200) {
        response.resume();
        throw new Error(`The running server answered ${response.statusCode} to ${method} ${path}`);
      }
      return response;
    }
  }

  async function json<T>(response: http.IncomingMessage): Promise<T> {
    let text = '';
    for await (const chunk of response.setEncoding('utf8')) text += chunk;
    return JSON.parse(text) as T;
  }

  return {
    via: 'server',
    async list(filter) {
      const leads = await json<LeadJson[]>(await request('GET', `/api/leads${query(filter)}`));
      return leads.map((lead) => ({ ...lead, createdAt: new Date(lead.createdAt) }));
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
