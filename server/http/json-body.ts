/**
 * The JSON bodies the server parses, bounded in depth as Fastify bounds them in size
 * (decision 301): a body nested deeper than any request of ours (the deepest is an object
 * holding an array of objects) answers 400 in the API's error shape before it is parsed, so
 * no code that walks a body (the inputs' cleaning, server/text/unstorable-text.ts) can be made
 * to overflow the stack. Fastify's own parser does the rest (prototype poisoning refused).
 */
import type { FastifyInstance } from 'fastify';

/** Nesting levels a body may have: objects and arrays inside one another. */
export const maxJsonDepth = 16;

/** Fastify's default, said here: every body but those with a limit of their own. */
export const maxBodyBytes = 1024 * 1024;

export const tooDeepMessage = `Must not nest objects or arrays more than ${maxJsonDepth} deep`;

/** Whether `text` opens more than `max` objects or arrays inside one another (strings skipped). */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index++; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > max) return true;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return false;
}

/** An input error the error handler answers as `{"error":"validation","fields":{"body":…}}`. */
export class BodyTooDeepError extends Error {
  readonly statusCode = 400;
  readonly code = 'BODY_TOO_DEEP';
  constructor() {
    super(tooDeepMessage);
  }
}

export function boundedJsonBodies(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestedDeeperThan(String(body), maxJsonDepth)) return done(new BodyTooDeepError());
    parse(request, String(body), done);
  });
}
