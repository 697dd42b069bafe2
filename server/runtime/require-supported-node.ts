/**
 * Imported first by every entry point (the server, the leads CLI, the Vite, Vitest and
 * Playwright configurations), so that a run on an older Node.js stops before anything else
 * loads. See supported-node.ts.
 */
import { unsupportedNodeMessage } from './supported-node.ts';

const message = unsupportedNodeMessage(process.version);
if (message) {
  console.error(message);
  process.exit(1);
}
