/**
 * The shared read-only link to the insights (decision 261), between the server,
 * the CLI and the page it opens. The page's address holds the token (`?t=`, the link the CLI
 * prints); the page sends it to the API in the Authorization header, never in an address, so
 * it reaches neither a log nor a Referer. The API answers what GET /api/inbox/insights answers.
 */
import type { Language } from './languages';

export const sharedInsightsPagePath = '/insights/shared';
export const sharedInsightsApiPath = '/api/shared-insights';

/** Why a link no longer opens: not one of ours (401), or past its expiry or revoked (410). */
export const shareEnds = ['unknown', 'expired', 'revoked'] as const;
export type ShareEnd = (typeof shareEnds)[number];

/** The API's error code for each end, `{ error: code }`. */
export const shareEndCode = (end: ShareEnd) => `share_${end}` as const;
export const shareEndStatus = (end: ShareEnd) => (end === 'unknown' ? 401 : 410);

/** The Authorization header's value for a token. */
export const shareAuthorization = (token: string) => `Bearer ${token}`;

/**
 * What the page says when a link no longer opens, the server's page (on opening it) and the
 * app's (when it ends while open) alike.
 */
export const shareEndMessages = {
  unknown: {
    pt: 'Este link não é válido. Confira se ele foi copiado inteiro ou peça um novo.',
    en: 'This link is not valid. Check that it was copied whole, or ask for a new one.',
  },
  expired: {
    pt: 'Este link expirou. Peça um novo a quem o enviou.',
    en: 'This link has expired. Ask whoever sent it for a new one.',
  },
  revoked: {
    pt: 'Este link foi revogado. Peça um novo a quem o enviou.',
    en: 'This link was revoked. Ask whoever sent it for a new one.',
  },
} as const satisfies Record<ShareEnd, Record<Language, string>>;

/** The end an API answer's error code names, if it names one. */
export const shareEndOf = (code: unknown): ShareEnd | undefined =>
  shareEnds.find((end) => shareEndCode(end) === code);
