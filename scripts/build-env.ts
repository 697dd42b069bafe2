/** Build-time settings shared by vite.config.ts, the prerender script and the browser tests. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { publicSiteUrlOf } from '@contract/public-site-url';

/**
 * The environment the server will start with: ./.env under the process's own variables (which
 * win, as at the server's start). vite.config.ts reads it the same way.
 */
export function buildEnv(
  dir = process.cwd(),
  env: Record<string, string | undefined> = process.env,
): Record<string, string | undefined> {
  const dotEnv = path.join(dir, '.env');
  const file = existsSync(dotEnv) ? parseEnv(readFileSync(dotEnv, 'utf8')) : {};
  return { ...file, ...env };
}

/**
 * PUBLIC_SITE_URL as the server reads it (unset: HOST and PORT's address), so `npm start`
 * builds the links the server then serves on; a bad value stops the build naming it.
 */
export function publicSiteUrlFromEnv(): string {
  return publicSiteUrlOf(buildEnv());
}
