/**
 * The confirmation of a privacy request from the address it names (decision 322):
 * `GET /privacidade/confirmar?pedido=&codigo=` (`/en/privacy/confirm` in English), the link of
 * the mail, shows a page with one button and changes nothing, so a mail scanner that opens
 * every link confirms nothing; the button POSTs the same two values to the same address,
 * which marks the request verified. A used, expired or broken link says so, in the page's
 * language, with the way to ask again. Ordinary HTML forms: no script needed.
 */
import { type Language, languages } from '@contract/languages';
import { privacyRequestAnchors, privacyRequestConfirmPaths } from '@contract/privacy-request';
import type { Config } from '@server/config';
import type { Database } from '@server/db/database';
import { type LinkState, linkState, verifyByLink } from '@server/privacy-requests/verification';
import { verificationText } from '@server/privacy-requests/verification-text';
import type { ConfirmPageRenderer } from '@server/site/privacy-confirm-page';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sameSiteOrigin } from './inbox-guard';

export interface PrivacyVerificationRoutesOptions {
  config: Pick<Config, 'PUBLIC_SITE_URL'>;
  database: Database;
  render: ConfirmPageRenderer;
  /** A request was confirmed: the privacy officer's alert should go now (decision 344). */
  onVerified?: () => void;
}

const escapeText = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A page for each state: the link is still good (200), or why it is not. */
const statusOf: Record<LinkState | 'confirmed', number> = {
  valid: 200,
  confirmed: 200,
  verified: 409,
  expired: 410,
  invalid: 404,
};

const privacyPagePath = { pt: '/privacidade', en: '/en/privacy' } as const;

export async function privacyVerificationRoutes(
  app: FastifyInstance,
  { config, database, render, onVerified }: PrivacyVerificationRoutesOptions,
) {
  const isSameSite = sameSiteOrigin(config.PUBLIC_SITE_URL);

  const page = async (
    reply: FastifyReply,
    language: Language,
    state: LinkState | 'confirmed',
    link: { pedido: string; codigo: string } | undefined,
  ) => {
    const t = verificationText[language].page;
    const { heading, body } = t.states[state];
    const action = privacyRequestConfirmPaths[language];
    const form =
      state === 'valid' && link
        ? `<form method="post" action="${action}" class="mt-6">` +
          `<input type="hidden" name="pedido" value="${escapeText(link.pedido)}">` +
          `<input type="hidden" name="codigo" value="${escapeText(link.codigo)}">` +
          `<button type="submit" class="rounded-md bg-blue-700 px-5 py-3 font-semibold text-white">${escapeText(t.button)}</button>` +
          '</form>'
        : '';
    const again =
      state === 'expired' || state === 'invalid'
        ? `<p class="mt-6"><a class="font-semibold underline" href="${privacyPagePath[language]}#${privacyRequestAnchors.form}">${escapeText(t.fileAgain)}</a></p>`
        : '';
    const html = await render(language, {
      title: t.title,
      body:
        '<main id="confirmar-pedido" class="mx-auto max-w-2xl px-4 py-12">' +
        `<h1 class="text-3xl font-bold">${escapeText(heading)}</h1>` +
        `<p class="mt-4">${escapeText(body)}</p>${form}${again}</main>`,
    });
    return (
      reply
        .code(statusOf[state])
        .header('Cache-Control', 'no-store')
        // The address holds the code: never sent to another site. Not `no-referrer`, under which
        // the button's POST would carry `Origin: null` and be refused as from another site.
        .header('Referrer-Policy', 'same-origin')
        .type('text/html; charset=utf-8')
        .send(html)
    );
  };

  const linkOf = (values: unknown) => {
    const record = (typeof values === 'object' && values ? values : {}) as Record<string, unknown>;
    const { pedido, codigo } = record;
    return typeof pedido === 'string' && typeof codigo === 'string'
      ? { pedido, codigo }
      : undefined;
  };

  await app.register(async (routes) => {
    routes.removeAllContentTypeParsers();
    routes.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    for (const language of languages) {
      const path = privacyRequestConfirmPaths[language];
      routes.get(
        path,
        { config: { publicPage: true, access: 'public' } },
        async (request, reply) => {
          const link = linkOf(request.query);
          return page(reply, language, await linkState(database.db, link), link);
        },
      );
      routes.post(
        path,
        { config: { publicPage: true, access: 'public' } },
        async (request, reply) => {
          // A page of another site cannot confirm a request through a visitor's browser.
          if (!isSameSite(request)) return page(reply, language, 'invalid', undefined);
          const link = linkOf(request.body);
          const state = await verifyByLink(database.db, link);
          if (state === 'valid') onVerified?.();
          return page(reply, language, state === 'valid' ? 'confirmed' : state, link);
        },
      );
    }
  });
}
