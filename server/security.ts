import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityOptions {
  /** Inline scripts the pages carry, as CSP hash sources ('sha256-…'). */
  scriptHashes: string[];
  /** Extra origins the page may call (the API, when it lives elsewhere). */
  connectOrigins?: string[];
}

function helmetOptions(options: SecurityOptions): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...options.scriptHashes],
        // Libraries set element.style through the CSSOM (allowed); server HTML may carry style="".
        styleSrc: ["'self'"],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        mediaSrc: ["'self'"],
        connectSrc: ["'self'", ...(options.connectOrigins ?? [])],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // HSTS belongs to the TLS terminator in front of us; on plain http it would only confuse.
    strictTransportSecurity: false,
  };
}

/**
 * Helmet's headers for our options. They are the same for every answer (no nonces), so they
 * are worked out once, by running helmet's middleware against a response that records them,
 * instead of on every request: the rate-limited flood is mostly headers.
 */
export function securityHeaderValues(options: SecurityOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string) {
      headers[name] = value;
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  helmet(helmetOptions(options))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/**
 * Security headers on every answer: a strict Content-Security-Policy (our own files only,
 * inline scripts by hash), nosniff, a Referrer-Policy, no framing. Fastify sends no X-Powered-By.
 */
export function securityHeaders(app: FastifyInstance, options: SecurityOptions) {
  const headers = securityHeaderValues(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
