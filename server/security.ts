import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export interface SecurityOptions {
  /** Inline scripts the pages carry, as CSP hash sources ('sha256-…'). */
  scriptHashes: string[];
  /** Extra origins the page may call (the API, when it lives elsewhere). */
  connectOrigins?: string[];
}

/**
 * Security headers on every answer: a strict Content-Security-Policy (our own files only,
 * inline scripts by hash), nosniff, a Referrer-Policy, no framing. Fastify sends no X-Powered-By.
 */
export async function securityHeaders(app: FastifyInstance, options: SecurityOptions) {
  await app.register(helmet, {
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
  });
}
