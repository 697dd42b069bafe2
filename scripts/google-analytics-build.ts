import { loadEnv } from 'vite';

/**
 * The build's Google Analytics 4 measurement id, read as Vite reads it for the client bundle
 * (environment or .env files), so the page's code and the server's CSP always agree.
 */
export function googleAnalyticsMeasurementId(): string | undefined {
  const env = loadEnv('production', process.cwd(), 'VITE_');
  return env.VITE_GA_MEASUREMENT_ID || undefined;
}
