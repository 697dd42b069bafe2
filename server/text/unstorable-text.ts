/**
 * The inbox's and the admin API's inputs (body, query string, path), before any route sees
 * them: a NUL or a broken UTF-16 surrogate anywhere answers 400 naming the field (PostgreSQL
 * cannot store NUL, and neither is text anyone types), and the other control characters are
 * removed as from the contact form (cleanText), except in passwords, which are never stored
 * and must stay exactly as typed.
 */

import type { FastifyReply, FastifyRequest } from 'fastify';
import { cleanText } from './clean-text';

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point.
const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const unstorableMessage = 'Must not contain NUL or broken UTF-16 characters';

const keptAsTyped = new Set(['password', 'newPassword']);

/** The first field (its top-level name) holding an unstorable value; cleans the others. */
function checkAndClean(container: unknown, field?: string): string | undefined {
  if (!container || typeof container !== 'object') return undefined;
  const record = container as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    const name = field ?? key;
    if (unstorable.test(key)) return name;
    if (typeof value === 'string') {
      if (unstorable.test(value)) return name;
      if (!keptAsTyped.has(name)) record[key] = cleanText(value);
    } else {
      const found = checkAndClean(value, name);
      if (found) return found;
    }
  }
  return undefined;
}

/** `pathOf` gives the path the router matches (server/net/request-path.ts): `/%61pi/` is `/api/`. */
export function refuseUnstorableText(prefixes: readonly string[], pathOf: (url: string) => string) {
  return async function unstorableTextHook(request: FastifyRequest, reply: FastifyReply) {
    const path = pathOf(request.url);
    if (!prefixes.some((prefix) => path.startsWith(prefix))) return;
    const field =
      checkAndClean(request.params) ?? checkAndClean(request.query) ?? checkAndClean(request.body);
    if (field !== undefined) {
      return reply.code(400).send({ error: 'validation', fields: { [field]: unstorableMessage } });
    }
  };
}
