/**
 * The API alone, for `npm run dev`: Vite serves the pages with hot reload on PORT and
 * proxies the API paths here (API_PORT, default 3001). Also what the integration tests
 * start as a real process, since it needs no build.
 */
import { serve } from './serve';

await serve({ port: Number(process.env.API_PORT ?? 3001) });
