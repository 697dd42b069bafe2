/**
 * The API alone, for `npm run dev`: Vite serves the pages with hot reload on PORT and
 * proxies the API paths here (API_PORT, default 3001). Not used in production.
 */
import { buildApp } from './app';
import { loadConfig } from './config';

const config = loadConfig();
const port = Number(process.env.API_PORT ?? 3001);
const app = await buildApp({ config, logger: { level: config.LOG_LEVEL } });
await app.listen({ host: config.HOST, port });
