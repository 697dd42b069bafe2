/**
 * In the browser, zod must not compile its fast parsers with `new Function`: our
 * Content-Security-Policy forbids eval, and even zod's probe for it is reported as a CSP
 * violation (Lighthouse's Best Practices counts it). Imported first by schema.ts, so it runs
 * before any schema is built. The server keeps zod's compiled parsers.
 */
import { z } from 'zod';

if (typeof window !== 'undefined') z.config({ jitless: true });
