/**
 * The mail with a password reset's link (decision 372): a job of the one queue (decision 350,
 * kind `password_reset_mail`, keyed by the link's record id), queued with the request and sent
 * over the server's SMTP transport in the account's language, as a privacy request's
 * confirmation is (decision 322). A job whose address had no account finds no record and ends
 * skipped, so the requester learns nothing from the answer; nor do the logs, which name the
 * job's id only.
 */
import { brand } from '@contract/brand';
import type { Language } from '@contract/languages';
import { type ResetMail, resetMailFor } from '@server/accounts/password-reset';
import { escapeHtml } from './escape-html';
import { type LinkMailOptions, startLinkMailWorker } from './link-mail-worker';

const texts: Record<
  Language,
  {
    locale: string;
    subject: (brand: string) => string;
    greeting: (name: string | null) => string;
    asked: string;
    until: (time: string) => string;
    button: string;
    notYou: string;
    signature: (brand: string) => string;
  }
> = {
  pt: {
    locale: 'pt-BR',
    subject: (brandName) => `Nova senha da caixa de entrada de ${brandName}`,
    greeting: (name) => (name ? `Olá, ${name}.` : 'Olá.'),
    asked: 'Alguém pediu uma nova senha para a sua conta da caixa de entrada de vendas.',
    until: (time) => `O link abaixo vale uma vez, até ${time}:`,
    button: 'Escolher uma nova senha',
    notYou:
      'Se não foi você, ignore este e-mail: sua senha continua a mesma e ninguém entra sem ela.',
    signature: (brandName) => `— ${brandName}`,
  },
  en: {
    locale: 'en-GB',
    subject: (brandName) => `New password for the ${brandName} sales inbox`,
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    asked: 'Someone asked for a new password for your sales inbox account.',
    until: (time) => `The link below works once, until ${time}:`,
    button: 'Choose a new password',
    notYou:
      'If it was not you, ignore this e-mail: your password stays the same and nobody signs in without it.',
    signature: (brandName) => `— ${brandName}`,
  },
};

export function renderResetMail(mail: ResetMail, timeZone: string) {
  const t = texts[mail.language];
  const until = new Intl.DateTimeFormat(t.locale, { timeStyle: 'short', timeZone }).format(
    mail.expiresAt,
  );
  const lines = [t.greeting(mail.name), t.asked, t.until(until)];
  const text = [...lines, mail.link, t.notYou, t.signature(brand.brandName)].join('\n\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;color:#111">',
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(mail.link)}">${escapeHtml(t.button)}</a></p>`,
    `<p style="color:#555;font-size:13px">${escapeHtml(t.notYou)}</p>`,
    `<p>${escapeHtml(t.signature(brand.brandName))}</p>`,
    '</body></html>',
  ].join('');
  return { subject: t.subject(brand.brandName), text, html };
}

/** The link lives minutes: a mail that cannot go soon is pointless. */
export function startResetMails(options: LinkMailOptions) {
  return startLinkMailWorker(options, {
    kind: 'password_reset_mail',
    messageIdPrefix: 'password-reset',
    noun: 'password reset mail',
    keyField: 'tokenId',
    maxAttempts: 8,
    compose: async (key) => {
      const found = await resetMailFor(options.db, options.siteUrl, key);
      if ('skipped' in found) return found;
      return { mail: { to: found.mail.to, ...renderResetMail(found.mail, options.timeZone) } };
    },
  });
}
