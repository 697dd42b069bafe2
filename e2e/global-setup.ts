import { rm } from 'node:fs/promises';
import { dataTemplateVariable, startInboxServer } from './inbox-server';

/**
 * Once per run, before any test: the built server started on an empty folder, which it
 * creates and migrates, then stopped cleanly, the folder kept as the template every journey's
 * own server is copied from (e2e/inbox-server.ts). The workers inherit the variable that names
 * it; the returned function deletes it when the run ends.
 */
export default async function globalSetup() {
  const server = await startInboxServer();
  await server.stop({ keepData: true });
  process.env[dataTemplateVariable] = server.dataDir;
  return () => rm(server.dataDir, { recursive: true, force: true });
}
