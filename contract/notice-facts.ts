/**
 * What the privacy notice promises that depends on how the server is configured (decision 330):
 * which CRMs receive a lead (operators, decision 250), how long a lead is kept, whether the
 * sales team gets it by e-mail and whether the visitor gets a confirmation. The pages are
 * prerendered, so the build reads the same variables the server reads (their presence and the
 * retention period, never a secret) and bakes these facts into the notice and into the site
 * manifest; the server works them out of its own configuration at start and says loudly when
 * they differ (server/site/notice-facts-check.ts).
 */
// With its extension: vite.config.ts loads this file natively.
import { crmOperatorsIn } from './crm-operators.ts';
import type { Language } from './languages.ts';

/** LEADS_RETENTION_DAYS when unset: the 24 months the notice has always promised (decision 330). */
export const defaultLeadRetentionDays = 730;

export interface NoticeFacts {
  /** The CRMs a lead is sent to, in a fixed order (contract/crm-operators.ts). */
  crmOperators: string[];
  /** Leads older than this many days are deleted daily (LEADS_RETENTION_DAYS). */
  leadRetentionDays: number;
  /** The sales team gets each lead by e-mail (SMTP_URL is set). */
  teamByEmail: boolean;
  /** Whoever sends the form gets a confirmation e-mail (SMTP_URL set and AUTO_REPLY not off). */
  confirmationEmail: boolean;
}

/** The facts by name, for the inbox to say which ones the served notice gets wrong. */
export const noticeFactNames = [
  'crmOperators',
  'leadRetentionDays',
  'teamByEmail',
  'confirmationEmail',
] as const satisfies readonly (keyof NoticeFacts)[];
export type NoticeFactName = (typeof noticeFactNames)[number];

/**
 * The facts of an environment's variables, read as the server's configuration reads them
 * (server/config.ts): blank is unset, AUTO_REPLY is on unless `off`. A retention that is not a
 * positive whole number throws, as the server would refuse to start with it.
 */
export function noticeFactsIn(env: Record<string, string | undefined>): NoticeFacts {
  const set = (name: string) => Boolean(env[name]?.trim());
  const retention = env.LEADS_RETENTION_DAYS?.trim();
  const leadRetentionDays = retention ? Number(retention) : defaultLeadRetentionDays;
  if (!Number.isSafeInteger(leadRetentionDays) || leadRetentionDays <= 0) {
    throw new Error('LEADS_RETENTION_DAYS must be a positive whole number of days');
  }
  const teamByEmail = set('SMTP_URL');
  return {
    crmOperators: crmOperatorsIn(env),
    leadRetentionDays,
    teamByEmail,
    confirmationEmail: teamByEmail && env.AUTO_REPLY?.trim().toLowerCase() !== 'off',
  };
}

/** Each fact whose two values differ, by name; empty when the notice tells the truth. */
export function noticeFactsDiffering(
  notice: NoticeFacts,
  server: NoticeFacts,
): { fact: keyof NoticeFacts; notice: unknown; server: unknown }[] {
  const names = Object.keys(server) as (keyof NoticeFacts)[];
  return names
    .filter((fact) => JSON.stringify(notice[fact]) !== JSON.stringify(server[fact]))
    .map((fact) => ({ fact, notice: notice[fact], server: server[fact] }));
}

/**
 * A period in words: whole years or months where it is one ("2 anos", "18 months"), days
 * otherwise, so the notice reads as a person would write it.
 */
export function periodInWords(days: number, language: Language): string {
  const words =
    language === 'pt'
      ? { year: ['ano', 'anos'], month: ['mês', 'meses'], day: ['dia', 'dias'] }
      : { year: ['year', 'years'], month: ['month', 'months'], day: ['day', 'days'] };
  const say = (count: number, [one, many]: string[]) => `${count} ${count === 1 ? one : many}`;
  if (days % 365 === 0) return say(days / 365, words.year);
  if (days % 30 === 0) return say(days / 30, words.month);
  return say(days, words.day);
}
