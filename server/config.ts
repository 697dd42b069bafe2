/**
 * Server configuration, read from the environment once at start and validated.
 * A bad value stops the server with a message naming the variable (see formatConfigError).
 * Every variable is documented in .env.example and the README.
 */

import { defaultLanguage, languages } from '@contract/languages';
import { defaultLeadRetentionDays } from '@contract/notice-facts';
import {
  parsePublicSiteUrl,
  publicSiteUrlRule,
  siteUrlOfListener,
} from '@contract/public-site-url';
import { z } from 'zod';
import { secretStrength } from './text/secret-strength';

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = (protocols: RegExp, hint: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .url(`must be a URL (${hint})`)
      .refine((value) => protocols.test(value), `must be a URL (${hint})`)
      .optional(),
  );

/** A Standard Webhooks secret: `whsec_` and the base64 of 24 to 64 bytes (the spec's range). */
function isWebhookSecret(value: string) {
  const encoded = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(value)?.[1];
  if (!encoded || encoded.length % 4 !== 0) return false;
  const bytes = Buffer.from(encoded, 'base64').length;
  return bytes >= 24 && bytes <= 64;
}

/** A URL whose host is this machine, where plain http never crosses a network. */
function isLoopbackUrl(value: string) {
  const host = new URL(value).hostname;
  // The URL parser writes 127.1 or 0x7f.0.0.1 as 127.0.0.1 already.
  return host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** A vendor's API address: https, or plain http to this machine only (a test's receiver). */
const vendorUrl = (defaultUrl: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .url(`must be a URL (${defaultUrl})`)
      .refine(
        (value) =>
          value.startsWith('https:') || (value.startsWith('http:') && isLoopbackUrl(value)),
        'must be an https URL (plain http only to this machine: localhost, 127.0.0.0/8, ::1)',
      )
      .default(defaultUrl),
  );

/** A chat's incoming-webhook address, optional: https, or plain http to this machine only. */
const chatWebhookUrl = (example: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .url(`must be a URL (${example})`)
      .refine(
        (value) =>
          value.startsWith('https:') || (value.startsWith('http:') && isLoopbackUrl(value)),
        'must be an https URL (plain http only to this machine: localhost, 127.0.0.0/8, ::1)',
      )
      .optional(),
  );

function isTimeZone(value: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * The admin token opens every lead: an estimate of at least 10^16 guesses (zxcvbn-ts), which a
 * token of repeated characters or words is far from and `openssl rand -hex 32` far above.
 */
const minAdminTokenGuessesLog10 = 16;

const port = z.coerce
  .number({ message: 'must be a whole number between 0 and 65535' })
  .int('must be a whole number between 0 and 65535')
  .min(0, 'must be a whole number between 0 and 65535')
  .max(65535, 'must be a whole number between 0 and 65535');

const positiveInt = (what: string) =>
  z.coerce
    .number({ message: `must be ${what}` })
    .int(`must be ${what}`)
    .positive(`must be ${what}`);

export const configSchema = z.object({
  HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  PORT: z.preprocess(emptyToUndefined, port.default(3000)),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  /** Folder of the embedded database (PGlite) used when DATABASE_URL is not set. */
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, 'postgres://user@host:5432/db'),
  REDIS_URL: optionalUrl(/^rediss?:\/\//, 'redis://host:6379'),
  ADMIN_TOKEN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .min(32, 'must be at least 32 characters when set (e.g. `openssl rand -hex 32`)')
      .superRefine((token, context) => {
        if (token.length < 32) return;
        const { guessesLog10, reason } = secretStrength(token);
        if (guessesLog10 < minAdminTokenGuessesLog10) {
          context.addIssue({
            code: 'custom',
            message: `is too easy to guess (${reason}); use 32 or more random characters, e.g. \`openssl rand -hex 32\``,
          });
        }
      })
      .optional(),
  ),
  SMTP_URL: optionalUrl(/^smtps?:\/\//, 'smtp://user:pass@host:587'),
  /** Send e-mail without TLS to a server that is not on this machine (a trusted network). */
  SMTP_ALLOW_PLAINTEXT: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false'], { message: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true'),
  ),
  MAIL_FROM: optionalString,
  LEADS_NOTIFY_TO: optionalString,
  LEADS_WEBHOOK_URL: optionalUrl(/^https?:\/\//, 'https://hooks.example.com/leads').refine(
    (value) => value === undefined || value.startsWith('https:') || isLoopbackUrl(value),
    'must be an https URL (plain http only to this machine: localhost, 127.0.0.0/8, ::1)',
  ),
  /**
   * Key of the webhook calls' signature (Standard Webhooks: `whsec_` and the base64 of 24 to 64
   * random bytes); required with the URL.
   */
  LEADS_WEBHOOK_SECRET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(
        isWebhookSecret,
        'must be whsec_ followed by the base64 of 24 to 64 random bytes: whsec_$(openssl rand -base64 32)',
      )
      .superRefine((secret, context) => {
        // Its bytes judged as the admin token is: 24 zero bytes are well formed, not secret.
        if (!isWebhookSecret(secret)) return;
        const bytes = Buffer.from(secret.slice('whsec_'.length), 'base64').toString('hex');
        const { guessesLog10, reason } = secretStrength(bytes);
        if (guessesLog10 < minAdminTokenGuessesLog10) {
          context.addIssue({
            code: 'custom',
            message: `is too easy to guess (its bytes: ${reason}); use random bytes: whsec_$(openssl rand -base64 32)`,
          });
        }
      })
      .optional(),
  ),
  // The CRM channels (decision 227): each is on when its key is set.
  /** RD Station Marketing's API key (Integrações → Chave de API): each lead as a conversion. */
  RD_STATION_API_KEY: optionalString,
  /** The conversion's name in RD Station. */
  RD_STATION_CONVERSION_IDENTIFIER: z.preprocess(
    emptyToUndefined,
    z.string().max(100, 'must be at most 100 characters').default('contato-site'),
  ),
  RD_STATION_API_URL: vendorUrl('https://api.rd.services'),
  /** A HubSpot private app's token (scope `forms`): each lead submitted to HUBSPOT_FORM_ID. */
  HUBSPOT_ACCESS_TOKEN: optionalString,
  HUBSPOT_PORTAL_ID: z.preprocess(
    emptyToUndefined,
    z.string().regex(/^\d+$/, 'must be the account (portal) number, digits only').optional(),
  ),
  HUBSPOT_FORM_ID: z.preprocess(
    emptyToUndefined,
    z
      .uuid({ message: "must be the form's id (a UUID, from the form editor's address)" })
      .optional(),
  ),
  HUBSPOT_API_URL: vendorUrl('https://api.hsforms.com'),
  /** Pipedrive's API token (Personal preferences → API): each lead as a person and a lead. */
  PIPEDRIVE_API_TOKEN: optionalString,
  PIPEDRIVE_API_URL: vendorUrl('https://api.pipedrive.com'),
  // Alerts where the team is and the weekly report, decision 260.
  /** Each inbox account's morning digest by e-mail (needs SMTP_URL and MAIL_FROM); `off` stops it. */
  INBOX_DIGEST: z.preprocess(
    (value) => (typeof value === 'string' ? emptyToUndefined(value.trim().toLowerCase()) : value),
    z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
  ),
  /** The digest's hour in SITE_TIME_ZONE, business days only. */
  INBOX_DIGEST_HOUR: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: 'must be a whole hour from 0 to 17' })
      .int('must be a whole hour from 0 to 17')
      .min(0, 'must be a whole hour from 0 to 17')
      .max(17, 'must be a whole hour from 0 to 17')
      .default(8),
  ),
  /** A Slack incoming webhook's address: chat alerts for new and overdue leads. */
  SLACK_WEBHOOK_URL: chatWebhookUrl('https://hooks.slack.com/services/…'),
  /** A Microsoft Teams Workflows webhook's address ("When a Teams webhook request is received"). */
  TEAMS_WEBHOOK_URL: chatWebhookUrl('https://….logic.azure.com/workflows/…'),
  /** Which leads the chat alerts tell of: `new`, `overdue`, or both (the default). */
  CHAT_ALERTS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('new,overdue')
      .transform((value) =>
        value
          .split(',')
          .map((part) => part.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(
        z
          .array(z.enum(['new', 'overdue'], { message: 'must be new, overdue or new,overdue' }))
          .min(1, 'must be new, overdue or new,overdue'),
      ),
  ),
  /** The language of the chat alerts and the weekly report. */
  TEAM_LANGUAGE: z.preprocess(
    (value) => (typeof value === 'string' ? emptyToUndefined(value.trim().toLowerCase()) : value),
    z.enum(languages, { message: `must be ${languages.join(' or ')}` }).default(defaultLanguage),
  ),
  /** Who gets the weekly insights report (Monday 8:00 in SITE_TIME_ZONE); unset sends none. */
  INSIGHTS_REPORT_TO: optionalString,
  /**
   * The privacy officer (LGPD art. 41), told by e-mail when an LGPD request arrives and when an
   * open one has 3 days left (decision 344); unset tells nobody by e-mail. The chat webhooks,
   * when set, are told too.
   */
  PRIVACY_OFFICER_TO: optionalString,
  /** Comma-separated origins allowed to call the API from another site. */
  CORS_ORIGINS: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z.string().url('must be a comma-separated list of origins like https://example.com'),
        ),
      ),
  ),
  RATE_LIMIT_MAX: z.preprocess(emptyToUndefined, positiveInt('a positive whole number').default(5)),
  /** Window of the rate limit in milliseconds. */
  RATE_LIMIT_WINDOW: z.preprocess(
    emptyToUndefined,
    positiveInt('a positive whole number of milliseconds').default(60_000),
  ),
  /** Whoever sends the form gets a confirmation e-mail when SMTP is configured, unless off. */
  AUTO_REPLY: z.preprocess(
    (value) => (typeof value === 'string' ? emptyToUndefined(value.trim().toLowerCase()) : value),
    z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
  ),
  /**
   * One address gets at most one confirmation within this many hours, whoever sends the
   * form (decision 102): a stranger cannot make us mail someone over and over.
   */
  AUTO_REPLY_PER_ADDRESS_HOURS: z.preprocess(
    emptyToUndefined,
    positiveInt('a positive whole number of hours').default(24),
  ),
  /**
   * Leads older than this many days are purged daily: by default the 24 months the privacy notice
   * states, and the notice states whatever the build was given (decision 330).
   */
  LEADS_RETENTION_DAYS: z.preprocess(
    emptyToUndefined,
    positiveInt('a positive whole number of days').default(defaultLeadRetentionDays),
  ),
  /**
   * A person's LGPD request (decision 250) is deleted this many days after it was answered: kept
   * that long as the proof it was answered in time. Open requests are never purged.
   */
  PRIVACY_REQUESTS_RETENTION_DAYS: z.preprocess(
    emptyToUndefined,
    positiveInt('a positive whole number of days').default(365),
  ),
  /** How long a mailed password reset link works, once (decision 372). */
  PASSWORD_RESET_MINUTES: z.preprocess(
    emptyToUndefined,
    positiveInt('a positive whole number of minutes').default(30),
  ),
  NOTIFY_RETRY_MAX_MS: z.preprocess(
    emptyToUndefined,
    positiveInt('a positive whole number of milliseconds').default(15 * 60_000),
  ),
  /** First-party visit counts (POST /api/event) and GET /api/insights; `off` removes both. */
  ANALYTICS: z.preprocess(
    emptyToUndefined,
    z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
  ),
  /** Visit events (page views and named events) per client IP per minute. */
  EVENTS_RATE_LIMIT_MAX: z.preprocess(
    emptyToUndefined,
    positiveInt('a positive whole number').default(300),
  ),
  /**
   * Distinct paths, sources, media and campaigns the visit counts take per day (each); past
   * it, new ones are counted under "(other)" (decision 221).
   */
  EVENTS_DISTINCT_MAX: z.preprocess(
    emptyToUndefined,
    positiveInt('a positive whole number').default(1000),
  ),
  /**
   * The first-response clock: a lead still new after this many business hours (Monday to
   * Friday, 9:00 to 18:00 in SITE_TIME_ZONE, Brazil's national holidays off) is overdue.
   */
  FIRST_RESPONSE_HOURS: z.preprocess(
    emptyToUndefined,
    positiveInt('a positive whole number of business hours').default(4),
  ),
  /** An inbox session ends after this many hours without a request (decision 090). */
  SESSION_IDLE_HOURS: z.preprocess(
    emptyToUndefined,
    positiveInt('a positive whole number of hours').default(8),
  ),
  /** An inbox session ends this many days after its sign-in at the latest (decision 090). */
  SESSION_MAX_DAYS: z.preprocess(
    emptyToUndefined,
    positiveInt('a positive whole number of days').default(7),
  ),
  /**
   * The arrival screen (decision 245): a message with this many links or more goes to the
   * inbox's Spam folder (stored, not refused).
   */
  SPAM_LINKS_MAX: z.preprocess(
    emptyToUndefined,
    positiveInt('a positive whole number of links').default(3),
  ),
  /** The same message from another e-mail address within this many hours goes to Spam. */
  SPAM_REPEAT_HOURS: z.preprocess(
    emptyToUndefined,
    positiveInt('a positive whole number of hours').default(24),
  ),
  /** The time zone whose calendar days the visit counts and insights use. */
  SITE_TIME_ZONE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('America/Sao_Paulo')
      .refine(isTimeZone, 'must be an IANA time zone like America/Sao_Paulo or UTC'),
  ),
  /** Strict-Transport-Security max-age (seconds) when PUBLIC_SITE_URL is https; 0 turns it off. */
  HSTS_MAX_AGE: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ message: 'must be a whole number of seconds (0 turns HSTS off)' })
      .int('must be a whole number of seconds (0 turns HSTS off)')
      .min(0, 'must be a whole number of seconds (0 turns HSTS off)')
      .default(31_536_000),
  ),
  /**
   * The site's public address, parsed exactly as the build parses it; unset, HOST and PORT's
   * address (filled in by loadConfig once those are parsed).
   */
  PUBLIC_SITE_URL: z
    .string()
    .optional()
    .transform((value, context) => {
      if (value === undefined || value.trim() === '') return undefined;
      try {
        return parsePublicSiteUrl(value);
      } catch {
        context.addIssue({ code: 'custom', message: publicSiteUrlRule });
        return z.NEVER;
      }
    }),
  /**
   * Which proxies may tell us the client's address (X-Forwarded-For), for the per-IP rate
   * limit: unset trusts none (a client could otherwise pick its own address and dodge the
   * limit), a number trusts that many hops, or a comma-separated list of proxy addresses/CIDRs.
   */
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .transform((value, context): TrustProxy => {
        if (value === undefined || value === 'false') return false;
        if (value === 'true') return true;
        if (/^\d+$/.test(value)) return Number(value);
        const addresses = value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean);
        if (addresses.every((address) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(address))) {
          return addresses;
        }
        context.addIssue({
          code: 'custom',
          message: 'must be true, false, a number of hops or a comma-separated list of IPs/CIDRs',
        });
        return z.NEVER;
      }),
  ),
});

/** Fastify's trustProxy setting. */
type TrustProxy = boolean | number | string[];

const addressList = /^[^\s@,]+@[^\s@,]+(\s*,\s*[^\s@,]+@[^\s@,]+)*$/;

/** Settings that only make sense together: e-mail needs a server, a sender and a recipient. */
const configWithRules = configSchema.superRefine((config, context) => {
  if (config.SMTP_URL) {
    if (!config.MAIL_FROM) {
      context.addIssue({
        code: 'custom',
        path: ['MAIL_FROM'],
        message: 'is required when SMTP_URL is set (the sender of the lead e-mails)',
      });
    }
    if (!config.LEADS_NOTIFY_TO) {
      context.addIssue({
        code: 'custom',
        path: ['LEADS_NOTIFY_TO'],
        message: 'is required when SMTP_URL is set (who receives the lead e-mails)',
      });
    }
  }
  if (config.LEADS_WEBHOOK_URL && !config.LEADS_WEBHOOK_SECRET) {
    context.addIssue({
      code: 'custom',
      path: ['LEADS_WEBHOOK_SECRET'],
      message: 'is required when LEADS_WEBHOOK_URL is set (the key that signs the webhook calls)',
    });
  }
  if (config.HUBSPOT_ACCESS_TOKEN) {
    for (const name of ['HUBSPOT_PORTAL_ID', 'HUBSPOT_FORM_ID'] as const) {
      if (!config[name]) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message: 'is required when HUBSPOT_ACCESS_TOKEN is set (the form the leads are sent to)',
        });
      }
    }
  }
  if (config.INSIGHTS_REPORT_TO) {
    if (!addressList.test(config.INSIGHTS_REPORT_TO.trim())) {
      context.addIssue({
        code: 'custom',
        path: ['INSIGHTS_REPORT_TO'],
        message: 'must be one or more comma-separated e-mail addresses',
      });
    } else if (!config.SMTP_URL) {
      context.addIssue({
        code: 'custom',
        path: ['INSIGHTS_REPORT_TO'],
        message: 'needs SMTP_URL and MAIL_FROM (the report is an e-mail)',
      });
    }
  }
  if (config.PRIVACY_OFFICER_TO) {
    if (!addressList.test(config.PRIVACY_OFFICER_TO.trim())) {
      context.addIssue({
        code: 'custom',
        path: ['PRIVACY_OFFICER_TO'],
        message: 'must be one or more comma-separated e-mail addresses',
      });
    } else if (!config.SMTP_URL) {
      context.addIssue({
        code: 'custom',
        path: ['PRIVACY_OFFICER_TO'],
        message: 'needs SMTP_URL and MAIL_FROM (the alerts are e-mails)',
      });
    }
  }
  if (config.MAIL_FROM && !/@/.test(config.MAIL_FROM)) {
    context.addIssue({
      code: 'custom',
      path: ['MAIL_FROM'],
      message: 'must be an e-mail address, optionally with a name: Site <site@example.com>',
    });
  }
  if (config.LEADS_NOTIFY_TO && !addressList.test(config.LEADS_NOTIFY_TO.trim())) {
    context.addIssue({
      code: 'custom',
      path: ['LEADS_NOTIFY_TO'],
      message: 'must be one or more comma-separated e-mail addresses',
    });
  }
});

/** Unset, the site's address is where the server listens, as the build derives it. */
const configWithDefaults = configWithRules.transform((config, context) => {
  let siteUrl = config.PUBLIC_SITE_URL;
  try {
    siteUrl ??= parsePublicSiteUrl(undefined, { host: config.HOST, port: config.PORT });
  } catch {
    context.addIssue({
      code: 'custom',
      path: ['PUBLIC_SITE_URL'],
      message: `is unset and ${siteUrlOfListener(config.HOST, config.PORT)} (HOST, PORT) is no address a link can use: set it`,
    });
    return z.NEVER;
  }
  return { ...config, PUBLIC_SITE_URL: siteUrl };
});

export type Config = z.output<typeof configWithDefaults>;

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = configWithDefaults.safeParse(env);
  if (result.success) return result.data;
  // Name the variable itself, not a position inside its parsed value (CORS_ORIGINS.0).
  const problems = result.error.issues.map(
    (issue) => `  ${String(issue.path[0])}: ${issue.message}`,
  );
  throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
}
