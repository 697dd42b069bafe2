import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityOptions {
  /** Inline scripts the pages carry, as CSP hash sources ('sha256-…'). */
  scriptHashes: string[];
  /** Inline stylesheets the pages carry, as CSP hash sources. */
  styleHashes?: string[];
  /** Extra origins the page may call (the API when it lives elsewhere, Google Analytics). */
  connectOrigins?: string[];
  /** Third-party scripts and images: Google's tag, in a build with a measurement id only. */
  scriptOrigins?: string[];
  imgOrigins?: string[];
  /** Strict-Transport-Security max-age in seconds; undefined sends no HSTS. */
  hstsMaxAgeSeconds?: number;
}

/**
 * Browser features the site never uses, turned off for it and anything it might embed, so a
 * script that got in could not ask for them. Only features Chromium knows: an unknown name
 * is a console error on every page.
 */
export const disabledFeatures = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

/**
 * Passkeys sign in to the inbox (decision 450): the page itself may ask for one, no frame it
 * embeds may. (Creating one is not a Permissions-Policy feature Chromium knows.)
 */
const ownFeatures = ['publickey-credentials-get=(self)'];

const permissionsPolicy = [
  ...disabledFeatures.map((feature) => `${feature}=()`),
  ...ownFeatures,
].join(', ');

/**
 * HSTS only when the public site is on https: the header would tell browsers never to use
 * plain http again for the host, which is only right when the host really serves https.
 * A max-age of 0 turns it off (HSTS_MAX_AGE=0).
 */
export function hstsMaxAgeFor(publicSiteUrl: string, maxAgeSeconds: number) {
  return publicSiteUrl.startsWith('https:') && maxAgeSeconds > 0 ? maxAgeSeconds : undefined;
}

function helmetOptions(options: SecurityOptions): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...options.scriptHashes, ...(options.scriptOrigins ?? [])],
        // Libraries set element.style through the CSSOM (allowed); server HTML may carry style="".
        styleSrc: ["'self'", ...(options.styleHashes ?? [])],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...(options.imgOrigins ?? [])],
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
    strictTransportSecurity:
      options.hstsMaxAgeSeconds === undefined
        ? false
        : { maxAge: options.hstsMaxAgeSeconds, includeSubDomains: false },
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
  headers['Permissions-Policy'] = permissionsPolicy;
  return headers;
}

/**
 * Files a browser only ever uses as a part of a page, never renders as a document: scripts,
 * stylesheets, fonts, raster images and the web app manifest.
 */
const subresourceType =
  /^(?:text\/css|(?:application|text)\/javascript|font\/|application\/manifest\+json|image\/(?:png|jpeg|webp|avif|gif|x-icon|vnd\.microsoft\.icon))/;

/**
 * An SVG is drawn as an image by the pages, but opened on its own it is a document that could
 * hold a script: it gets the policy that allows nothing, not the pages' (our drawings use
 * neither scripts nor style sheets).
 */
const svgType = /^image\/svg\+xml/;

/** The headers that still mean something on such a file. */
const subresourceHeaders = new Set([
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
]);

/** The CSP of an answer that is not a page: nothing may load or run in it. */
const nothingAllowed = "default-src 'none'; frame-ancestors 'none'";

/**
 * Security headers on every answer: a strict Content-Security-Policy (our own files only,
 * inline scripts by hash), nosniff, a Referrer-Policy, no framing, a Permissions-Policy and,
 * on an https site, HSTS. Fastify sends no X-Powered-By.
 * On scripts, stylesheets, fonts, images and the manifest the headers that govern documents
 * (CSP, framing, Permissions-Policy…) are dropped, and an SVG gets the CSP that allows
 * nothing: the page's do nothing there, and over HTTP/1.1 they were 1.1 KB on each of a
 * page's files, a sixth of what a first visit transferred.
 */
export function securityHeaders(app: FastifyInstance, options: SecurityOptions) {
  const headers = securityHeaderValues(options);
  const beaconHeaders = beaconHeaderValues(headers);
  const publicPageHeaders = publicPageHeaderValues(headers);
  const documentOnly = Object.keys(headers).filter(
    (name) => !subresourceHeaders.has(name.toLowerCase()),
  );
  app.addHook('onRequest', (request, reply, done) => {
    const { beacon, publicPage } = request.routeOptions.config;
    reply.headers(beacon ? beaconHeaders : publicPage ? publicPageHeaders : headers);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = String(reply.getHeader('content-type') ?? '');
    const svg = svgType.test(type);
    if (svg || subresourceType.test(type)) {
      for (const name of documentOnly) reply.removeHeader(name);
    }
    if (svg) reply.header('Content-Security-Policy', nothingAllowed);
    done(null, payload);
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route a page posts to in the background and whose answer is never a document nor
     * read (POST /api/event): its answers carry the short header set of beaconHeaderValues.
     */
    beacon?: boolean;
    /**
     * A prerendered page of the public site (not the inbox, not a 404): its answer carries
     * publicPageHeaderValues, every document header but Cross-Origin-Opener-Policy.
     */
    publicPage?: boolean;
  }
}

/**
 * The headers of a public page: all of a document's but Cross-Origin-Opener-Policy
 * (decision 179). COOP puts the page in a browsing context group, and on Android a process,
 * of its own: measured in Lighthouse, that new renderer's first task (the navigation commit)
 * took 12–37 ms instead of 8–15, the largest part of the pages' blocking time. A public page
 * holds no session and nothing of one visitor a cross-origin window could read; the inbox,
 * which does, keeps COOP with every other answer.
 */
export function publicPageHeaderValues(headers: Record<string, string>): Record<string, string> {
  const { 'Cross-Origin-Opener-Policy': _opener, ...rest } = headers;
  return rest;
}

/**
 * The headers of a beacon's answer (a 202 without a body, sent hundreds of times a second):
 * no page's CSP, script hashes and feature list, which only a document uses (about a
 * kilobyte written per answer), but a CSP that allows nothing, as for any answer that is not
 * a page, nosniff, no framing, and HSTS when the site sends it.
 */
export function beaconHeaderValues(headers: Record<string, string>): Record<string, string> {
  const beacon: Record<string, string> = {
    'Content-Security-Policy': nothingAllowed,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
  };
  const hsts = headers['Strict-Transport-Security'];
  if (hsts) beacon['Strict-Transport-Security'] = hsts;
  return beacon;
}
