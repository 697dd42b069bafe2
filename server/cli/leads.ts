/**
 * `npm run leads -- list | export --csv | delete --email X | purge | users …`: the sales team's
 * leads and the inbox's accounts from the shell, on the database the server uses, safely while
 * it runs (see leads-access.ts).
 * Exit codes: 0 done, 1 could not be done, 2 wrong command line.
 */
import { sharedInsightsPagePath } from '@contract/shared-insights';
import '@server/runtime/require-supported-node';
import { AccountError } from '@server/accounts/users';
import { ConfigError, loadConfig } from '@server/config';
import { DataDirInUseError } from '@server/db/data-dir-lock';
import { DatabaseStartError } from '@server/db/database';
import { dayFormatter } from '@server/events/site-day';
import { insightsQuery } from '@server/insights/insights-query';
import { leadToJson } from '@server/leads/lead';
import { parameterErrors } from '@server/leads/lead-query';
import { loadDotEnv } from '@server/serve';
import { type CliCommand, parseCliArgs, UsageError, usage } from './cli-args';
import { insightsTables } from './insights-table';
import { configurationOf, exportTarget, openLeadsAccess } from './leads-access';
import { leadsTable } from './leads-table';
import { readNewPassword } from './read-password';
import { openUsersAccess } from './users-access';
import { usersTable } from './users-table';

async function main(argv: string[]) {
  const command = parseCliArgs(argv);
  if (command.name === 'help') {
    console.log(usage);
    return;
  }
  loadDotEnv();
  if (command.name.startsWith('users-')) {
    await usersCommand(command as UsersCommand);
    return;
  }
  const config = loadConfig();
  // The range is checked before anything opens, against today in the site's time zone.
  const range =
    command.name === 'insights'
      ? insightsQuery(dayFormatter(config.SITE_TIME_ZONE)(new Date())).safeParse(command)
      : undefined;
  if (range && !range.success) {
    const [[option, message] = []] = Object.entries(parameterErrors(range.error));
    throw new UsageError(`--${option}: ${message}`);
  }
  const access = await openLeadsAccess(config);
  const through = access.via === 'server' ? ' (through the running server)' : '';
  try {
    switch (command.name) {
      case 'list': {
        const leads = await access.list(command);
        console.log(
          command.json
            ? JSON.stringify(
                leads.map((lead) => leadToJson(lead)),
                null,
                2,
              )
            : leadsTable(leads),
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
      case 'purge': {
        const purgeDays = command.days ?? config.LEADS_RETENTION_DAYS;
        const purged = await access.purge(purgeDays);
        console.error(`Purged ${purged} lead(s) older than ${purgeDays} day(s)${through}`);
        break;
      }
      case 'insights-share': {
        const share = await access.shareInsights(command.days);
        // With --language the page opens in it; without, in the reader's browser's language.
        const lang = command.language ? `&lang=${command.language}` : '';
        console.log(`${share.siteUrl}${sharedInsightsPagePath}?t=${share.token}${lang}`);
        console.error(
          `A read-only link to the insights until ${share.expiresAt} (UTC)${through}, on ` +
            `PUBLIC_SITE_URL as in ${configurationOf[access.via]}; ` +
            `revoke it with: npm run leads -- insights revoke ${share.id}`,
        );
        break;
      }
      case 'insights-revoke': {
        const revoked = await access.revokeInsightsShare(command.id);
        console.error(revoked ? `Revoked ${command.id}${through}` : `No such link: ${command.id}`);
        if (!revoked) process.exitCode = 1;
        break;
      }
      case 'insights-email': {
        const sent = await access.sendWeeklyReport();
        if (sent.outcome === 'sent') {
          // The recipients are the configuration's that sent it, the server's when it did.
          const to = sent.to ? ` to ${sent.to}` : '';
          console.error(
            `Sent the weekly report${to}, as INSIGHTS_REPORT_TO in ${configurationOf[access.via]}`,
          );
        } else {
          console.error(
            `Could not send the weekly report now (${sent.reason ?? 'unknown error'}); ` +
              'it is queued, and the server tries again',
          );
          process.exitCode = 1;
        }
        break;
      }
      case 'insights': {
        if (!range?.data) break;
        const insights = await access.insights(range.data);
        console.log(command.json ? JSON.stringify(insights, null, 2) : insightsTables(insights));
        break;
      }
    }
  } finally {
    await access.close();
  }
}

type UsersCommand = Extract<CliCommand, { name: `users-${string}` }>;

async function usersCommand(command: UsersCommand) {
  // Asked before anything opens, so a mistyped confirmation changes nothing.
  const password =
    command.name === 'users-add' || command.name === 'users-reset-password'
      ? await readNewPassword({ fromStdin: command.passwordStdin })
      : undefined;
  const access = await openUsersAccess(loadConfig());
  const through = access.via === 'server' ? ' (through the running server)' : '';
  try {
    switch (command.name) {
      case 'users-add': {
        const user = await access.add({
          email: command.email,
          name: command.userName,
          password: password ?? '',
          language: command.language,
          roles: command.roles,
        });
        console.error(
          `Added ${user.email} (${user.roles.join(', ')})${through}: they can sign in at /inbox`,
        );
        break;
      }
      case 'users-roles':
        await access.setRoles(command.email, command.roles);
        console.error(`${command.email} is now ${command.roles.join(', ')}${through}`);
        break;
      case 'users-list': {
        const users = await access.list();
        console.log(command.json ? JSON.stringify(users, null, 2) : usersTable(users));
        console.error(`${users.length} account(s)${through}`);
        break;
      }
      case 'users-language':
        await access.setLanguage(command.email, command.language);
        console.error(`${command.email} gets its digest in ${command.language}${through}`);
        break;
      case 'users-remove':
        await access.remove(command.email);
        console.error(`Removed ${command.email} and ended their sessions${through}`);
        break;
      case 'users-reset-password':
        await access.resetPassword(command.email, password ?? '');
        console.error(`New password for ${command.email}; their sessions ended${through}`);
        break;
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
    error instanceof AccountError ||
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
