import { test as base } from '@playwright/test';
import { type SmtpSink, startSmtpSink } from '@server/test-support/smtp-sink';
import { type InboxServer, startInboxServer } from './inbox-server';

/**
 * A test whose worker has a server of its own that mails to an SMTP server of the test's: for
 * the journeys that follow a mailed link (a privacy request's confirmation, a password reset, an
 * invitation). The lead notification goes to a team address nobody reads here; the visitor's
 * auto-reply is off, so that only the links reach the person. `env` adds to the server's.
 */
export function mailingInboxTest(
  env: Record<string, string> = {},
  options: Parameters<typeof startInboxServer>[2] = {},
) {
  return base.extend<object, { smtp: SmtpSink; server: InboxServer }>({
    smtp: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for.
      async ({}, use) => {
        const smtp = await startSmtpSink();
        await use(smtp);
        await smtp.stop();
      },
      { scope: 'worker' },
    ],
    server: [
      async ({ smtp }, use) => {
        const server = await startInboxServer(
          {
            SMTP_URL: smtp.url,
            MAIL_FROM: 'Site <site@transvia.example>',
            LEADS_NOTIFY_TO: 'vendas@transvia.example',
            AUTO_REPLY: 'off',
            ...env,
          },
          undefined,
          options,
        );
        await use(server);
        await server.stop();
      },
      { scope: 'worker', timeout: 180_000 },
    ],
    baseURL: async ({ server }, use) => use(server.url),
  });
}
