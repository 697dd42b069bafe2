/** The leads CLI's command line: one command and its options, checked before anything opens. */
import { parseArgs } from 'node:util';
import { type Language, languages } from '@contract/languages';
import { parseRoles, type Role, roles } from '@contract/roles';
import {
  exportQuery,
  listQuery,
  olderThanDaysParameter,
  parameterErrors,
} from '@server/leads/lead-query';

export const usage = `Usage: npm run leads -- <command> [options]

  list [--limit N] [--since DATE] [--json]
      The newest leads (100 unless --limit, at most 10000), as a table or as JSON.
  export --csv [--since DATE] [--limit N] [--out FILE]
      Every lead (or those since DATE) as CSV, to FILE or to standard output.
  delete --email ADDRESS
      Erases every lead with this e-mail address (a person's request to be forgotten).
  purge [--days N]
      Deletes the leads older than N days (default LEADS_RETENTION_DAYS) and their
      notifications now, as the server does every day; prints how many.
  insights [--from DAY] [--to DAY] [--json]
      Visits and leads by day, source, page and language (the last 30 days unless told), as
      tables or as JSON. DAY is YYYY-MM-DD in the site's time zone (SITE_TIME_ZONE).
  insights --email
      Sends the weekly report (the seven days before today) to INSIGHTS_REPORT_TO now.
  insights share --days N [--language pt|en]
      A read-only link to the insights for someone without an account, valid N days (1-366),
      in the reader's browser's language unless --language fixes one.
  insights revoke ID
      Ends a shared link before it expires.

  users add EMAIL [--role ROLES] [--name "NAME"] [--language pt|en] [--password-stdin]
      An account of the sales inbox (/inbox). Asks for the password (12+ characters), or
      reads it from standard input with --password-stdin. --role: what it may do, one or
      several of ${roles.join(', ')} comma-separated (admin unless told). --language: of
      its morning digest e-mail (pt unless told).
  users roles EMAIL ROLES
      The account's roles from now on (comma-separated); its live sessions follow at once.
  users language EMAIL pt|en
      The language of the account's morning digest.
  users list [--json]
  users remove EMAIL
  users reset-password EMAIL [--password-stdin]
      A new password; every session of the account ends.

DATE is an ISO 8601 date or date-time (2025-01-31, 2025-01-31T12:00:00Z).
Works on the database the server uses (DATA_DIR or DATABASE_URL), also while it runs.
Tip: \`npm run --silent leads -- export --csv > leads.csv\` keeps npm's banner out of the file.`;

export class UsageError extends Error {}

export type CliCommand =
  | { name: 'list'; limit: number; since?: Date; json: boolean }
  | { name: 'export'; limit?: number; since?: Date; out?: string }
  | { name: 'delete'; email: string }
  /** Without days, LEADS_RETENTION_DAYS decides. */
  | { name: 'purge'; days?: number }
  | {
      name: 'users-add';
      email: string;
      userName?: string;
      passwordStdin: boolean;
      language?: Language;
      roles?: Role[];
    }
  | { name: 'users-roles'; email: string; roles: Role[] }
  | { name: 'users-language'; email: string; language: Language }
  | { name: 'users-list'; json: boolean }
  | { name: 'users-remove'; email: string }
  | { name: 'users-reset-password'; email: string; passwordStdin: boolean }
  /** The range is checked against today's date once the configuration is read. */
  | { name: 'insights'; from?: string; to?: string; json: boolean }
  | { name: 'insights-email' }
  | { name: 'insights-share'; days: number; language?: Language }
  | { name: 'insights-revoke'; id: string }
  | { name: 'help' };

export function parseCliArgs(argv: string[]): CliCommand {
  let parsed: ReturnType<typeof parse>;
  try {
    // `insights --email` is a switch, where `delete --email` takes an address.
    parsed = parse(
      argv[0] === 'insights'
        ? argv.map((arg) => (arg === '--email' ? '--send-report' : arg))
        : argv,
    );
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { positionals, values } = parsed;
  const [name, ...extra] = positionals;
  if (values.help || name === 'help' || name === undefined) return { name: 'help' };
  if (name === 'users') return usersCommand(extra, values);
  if (name === 'insights' && extra.length > 0) return insightsLinkCommand(extra, values);
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
    case 'purge': {
      if (values.days === undefined) return { name };
      const days = olderThanDaysParameter.safeParse(values.days);
      if (!days.success) throw new UsageError(`--days: ${days.error.issues[0]?.message}`);
      return { name, days: days.data };
    }
    case 'insights':
      if (values['send-report']) {
        if (values.from || values.to || values.json) {
          throw new UsageError('insights --email takes no other option');
        }
        return { name: 'insights-email' };
      }
      return { name, from: values.from, to: values.to, json: values.json ?? false };
    default:
      throw new UsageError(`Unknown command: ${name}`);
  }
}

function languageOption(value: string | undefined, option = '--language'): Language | undefined {
  if (value === undefined) return undefined;
  const known = languages.find((code) => code === value);
  if (!known) throw new UsageError(`${option}: must be pt or en`);
  return known;
}

function insightsLinkCommand(
  [action, id, ...more]: string[],
  values: ReturnType<typeof parse>['values'],
): CliCommand {
  if (action === 'share') {
    if (id !== undefined) throw new UsageError(`Unexpected argument: ${id}`);
    const days = Number(values.days);
    if (!Number.isInteger(days) || days < 1 || days > 366) {
      throw new UsageError('insights share needs --days N, a whole number from 1 to 366');
    }
    return { name: 'insights-share', days, language: languageOption(values.language) };
  }
  if (action === 'revoke') {
    if (!id || more.length > 0) throw new UsageError("insights revoke needs the link's ID");
    return { name: 'insights-revoke', id };
  }
  throw new UsageError(`Unknown insights command: ${action}`);
}

function roleList(value: string | undefined, where: string): Role[] {
  const parsed = value === undefined ? undefined : parseRoles(value);
  if (!parsed) throw new UsageError(`${where}: roles are ${roles.join(', ')}, comma-separated`);
  return parsed;
}

function usersCommand(
  [action, email, ...extra]: string[],
  values: ReturnType<typeof parse>['values'],
): CliCommand {
  const language = languageOption;
  if (action === 'language') {
    const [chosen, ...more] = extra;
    if (more.length > 0) throw new UsageError(`Unexpected argument: ${more.join(' ')}`);
    if (!email?.includes('@')) throw new UsageError('users language needs an EMAIL');
    const value = language(chosen, 'users language EMAIL pt|en');
    if (!value) throw new UsageError('users language needs pt or en after the EMAIL');
    return { name: 'users-language', email, language: value };
  }
  if (action === 'roles') {
    const [list, ...more] = extra;
    if (more.length > 0) throw new UsageError(`Unexpected argument: ${more.join(' ')}`);
    if (!email?.includes('@')) throw new UsageError('users roles needs an EMAIL');
    return { name: 'users-roles', email, roles: roleList(list, 'users roles EMAIL ROLES') };
  }
  if (extra.length > 0) throw new UsageError(`Unexpected argument: ${extra.join(' ')}`);
  const needEmail = () => {
    if (!email?.includes('@')) throw new UsageError(`users ${action} needs an EMAIL`);
    return email;
  };
  const passwordStdin = values['password-stdin'] ?? false;
  switch (action) {
    case 'add':
      return {
        name: 'users-add',
        email: needEmail(),
        userName: values.name,
        passwordStdin,
        language: language(values.language, '--language'),
        roles: values.role === undefined ? undefined : roleList(values.role, '--role'),
      };
    case 'list':
      if (email !== undefined) throw new UsageError(`Unexpected argument: ${email}`);
      return { name: 'users-list', json: values.json ?? false };
    case 'remove':
      return { name: 'users-remove', email: needEmail() };
    case 'reset-password':
      return { name: 'users-reset-password', email: needEmail(), passwordStdin };
    default:
      throw new UsageError(
        action
          ? `Unknown users command: ${action}`
          : 'users needs add, list, remove, reset-password, language or roles',
      );
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
      'send-report': { type: 'boolean' },
      days: { type: 'string' },
      name: { type: 'string' },
      language: { type: 'string' },
      role: { type: 'string' },
      'password-stdin': { type: 'boolean' },
      from: { type: 'string' },
      to: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}
