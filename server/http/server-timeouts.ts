/**
 * How long the HTTP server waits for a client, so that a slow or silent one (a body sent a
 * byte every few seconds, headers that never end, an idle kept-alive socket) cannot hold a
 * connection open: every such client is cut off within 30 seconds.
 */
import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';

export interface ServerTimeouts {
  /** The request line and headers must have arrived within this time. */
  headersMs: number;
  /** The whole request, body included, must have arrived within this time. */
  requestMs: number;
  /** How often Node checks the two limits above (they are only enforced at each check). */
  checkIntervalMs: number;
  /** An idle kept-alive connection is closed after this time. */
  keepAliveMs: number;
  /** A socket with no traffic either way is closed after this time. */
  idleMs: number;
  /** Requests one connection may carry before the server closes it. */
  maxRequestsPerSocket: number;
}

export const productionTimeouts: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 20_000,
  checkIntervalMs: 2_000,
  keepAliveMs: 5_000,
  idleMs: 30_000,
  maxRequestsPerSocket: 1_000,
};

/** The latest a client dribbling its request is cut off. */
export function slowClientCutOffMs(timeouts: ServerTimeouts) {
  return Math.max(timeouts.headersMs, timeouts.requestMs) + timeouts.checkIntervalMs;
}

export function serverTimeoutOptions(timeouts: ServerTimeouts): FastifyHttpOptions<Server> {
  return {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.idleMs,
    maxRequestsPerSocket: timeouts.maxRequestsPerSocket,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
  };
}
