/**
 * `npm start`: serves the prerendered site and the API on HOST:PORT.
 * Stops with a message naming the variable when the configuration is invalid, and shuts
 * down gracefully on SIGTERM/SIGINT, finishing the requests in flight.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

function configOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = configOrExit();
// The bundled server lives in dist/server; the site it serves is its sibling dist/client.
const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const app = await buildApp({ config, distDir, logger: { level: config.LOG_LEVEL } });

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});

await app.listen({ host: config.HOST, port: config.PORT });
