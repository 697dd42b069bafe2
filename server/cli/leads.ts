/**
 * `npm run leads -- list | export --csv | delete --email X`: the sales team's leads from the
 * shell, on the database the server uses, safely while it runs (see leads-access.ts).
 * Exit codes: 0 done, 1 could not be done, 2 wrong command line.
 */
import { ConfigError, loadConfig } from '@server/config';
import { DataDirInUseError } from '@server/db/data-dir-lock';
import { DatabaseStartError } from '@server/db/database';
import { leadToJson } from '@server/leads/lead';
import { loadDotEnv } from '@server/serve';
import { parseCliArgs, UsageError, usage } from './cli-args';
import { exportTarget, openLeadsAccess } from './leads-access';
import { leadsTable } from './leads-table';

async function main(argv: string[]) {
  const command = parseCliArgs(argv);
  if (command.name === 'help') {
    console.log(usage);
    return;
  }
  loadDotEnv();
  const access = await openLeadsAccess(loadConfig());
  const through = access.via === 'server' ? ' (through the running server)' : '';
  try {
    switch (command.name) {
      case 'list': {
        const leads = await access.list(command);
        console.log(
          command.json ? JSON.stringify(leads.map(leadToJson), null, 2) : leadsTable(leads),
        );
        console.error(`${leads.length} lead(s)${through}`);
        break;
      }
      case 'export':
        await access.exportCsv(command, exportTarget(command.out));
        if (command.out) console.error(`Exported to ${command.out}${through}`);
        break;
      case 'delete': {
        const deleted = await access.deleteByEmail(command.email);
        console.error(`Deleted ${deleted} lead(s) with that e-mail address${through}`);
        break;
      }
    }
  } finally {
    await access.close();
  }
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${usage}`);
    process.exitCode = 2;
  } else if (
    error instanceof ConfigError ||
    error instanceof DataDirInUseError ||
    error instanceof DatabaseStartError
  ) {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    throw error;
  }
}
