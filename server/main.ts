/**
 * `npm start`: serves the prerendered site and the API on HOST:PORT (see serve.ts).
 */
import './runtime/require-supported-node';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from './serve';

// The bundled server lives in dist/server; the site it serves is its sibling dist/client.
const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

await serve({ distDir });
