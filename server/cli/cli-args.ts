/** The leads CLI's command line: one command and its options, checked before anything opens. */
import { parseArgs } from 'node:util';
import { exportQuery, listQuery, parameterErrors } from '@server/leads/lead-query';

export const usage = `Usage: npm run leads -- <command> [options]

  list [--limit N] [--since DATE] [--json]
      The newest leads (100 unless --limit, at most 10000), as a table or as JSON.
  export --csv [--since DATE] [--limit N] [--out FILE]
      Every lead (or those since DATE) as CSV, to FILE or to standard output.
  delete --email ADDRESS
      Erases every lead with this e-mail address (a person's request to be forgotten).

DATE is an ISO 8601 date or date-time (2025-01-31, 2025-01-31T12:00:00Z).
Works on the database the server uses (DATA_DIR or DATABASE_URL), also while it runs.
Tip: \`npm run --silent leads -- export --csv > leads.csv\` keeps npm's banner out of the file.`;

export class UsageError extends Error {}

export type CliCommand =
  | { name: 'list'; limit: number; since?: Date; json: boolean }
  | { name: 'export'; limit?: number; since?: Date; out?: string }
  | { name: 'delete'; email: string }
  | { name: 'help' };

export function parseCliArgs(argv: string[]): CliCommand {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { positionals, values } = parsed;
  const [name, ...extra] = positionals;
  if (values.help || name === 'help' || name === undefined) return { name: 'help' };
  if (extra.length > 0) throw new UsageError(`Unexpected argument: ${extra.join(' ')}`);

  const filters = (schema: typeof listQuery | typeof exportQuery) => {
    const result = schema.safeParse({ limit: values.limit, since: values.since });
    if (!result.success) {
      const [[option, message] = []] = Object.entries(parameterErrors(result.error));
      throw new UsageError(`--${option}: ${message}`);
    }
    return result.data;
  };

  switch (name) {
    case 'list': {
      const { limit, since } = filters(listQuery);
      return { name, limit: limit ?? 100, since, json: values.json ?? false };
    }
    case 'export':
      if (!values.csv) throw new UsageError('export needs --csv (the only format)');
      return { name, ...filters(exportQuery), out: values.out };
    case 'delete':
      if (!values.email?.includes('@')) throw new UsageError('delete needs --email ADDRESS');
      return { name, email: values.email };
    default:
      throw new UsageError(`Unknown command: ${name}`);
  }
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      limit: { type: 'string' },
      since: { type: 'string' },
      json: { type: 'boolean' },
      csv: { type: 'boolean' },
      out: { type: 'string' },
      email: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}
