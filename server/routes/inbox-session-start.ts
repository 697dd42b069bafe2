/**
 * What follows a first factor (a right password, a mailed link, an accepted invitation) and
 * a second (a code, a recovery code, a passkey): a second step when the account has a second
 * factor, an enrolment when its roles require one it lacks (decision 450), otherwise the
 * session itself, its cookie set and the answer the sign-in gives.
 */
import type { SessionAnswer, SignInAnswer } from '@contract/inbox-api';
import type { NoticeFactName } from '@contract/notice-facts';
import { mayDo } from '@contract/roles';
import { describeDevice } from '@server/accounts/devices';
import { recoveryCodesLeft } from '@server/accounts/recovery-codes';
import { factorsOf, secondFactorRequired } from '@server/accounts/second-factor-policy';
import {
  type CookieSecurity,
  readSessionToken,
  setSessionCookie,
} from '@server/accounts/session-cookie';
import type { Session } from '@server/accounts/sessions';
import {
  createSession,
  deleteSession,
  purgeExpiredSessions,
  type SessionLifetimes,
} from '@server/accounts/sessions';
import { issueChallenge } from '@server/accounts/sign-in-challenges';
import { markSignedIn, type User } from '@server/accounts/users';
import type { DatabaseSchema } from '@server/db/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';

export interface SessionStart {
  request: FastifyRequest;
  reply: FastifyReply;
  cookies: CookieSecurity;
  lifetimes?: SessionLifetimes;
  noticeDiffers?: readonly NoticeFactName[];
}

export const sessionAnswer = (
  { user, csrfToken }: Pick<Session, 'user' | 'csrfToken'>,
  noticeDiffers: readonly NoticeFactName[] = [],
): SessionAnswer => {
  const mayFix = mayDo(user.roles, 'accounts:manage') || mayDo(user.roles, 'privacy:handle');
  return {
    user: { id: user.id, email: user.email, name: user.name, roles: user.roles },
    csrfToken,
    ...(mayFix && noticeDiffers.length > 0 ? { noticeDiffers: [...noticeDiffers] } : {}),
  };
};

/** Opens the session: every factor the account needs has been shown. */
export async function startSession(
  db: Kysely<DatabaseSchema>,
  { request, reply, cookies, lifetimes, noticeDiffers }: SessionStart,
  user: User,
): Promise<SessionAnswer> {
  await purgeExpiredSessions(db, lifetimes);
  // A fresh token at every sign-in; a session the browser held before ends.
  const previous = readSessionToken(request);
  if (previous) await deleteSession(db, previous);
  const { token, csrfToken } = await createSession(
    db,
    user.id,
    describeDevice(request.headers['user-agent']),
  );
  await markSignedIn(db, user.id);
  setSessionCookie(request, reply, token, cookies);
  return sessionAnswer({ user, csrfToken }, noticeDiffers);
}

/** After the first factor: the second step, an enrolment, or the session when neither is due. */
export async function afterFirstFactor(
  db: Kysely<DatabaseSchema>,
  start: SessionStart,
  user: User,
): Promise<{ answer: SignInAnswer; opened: boolean }> {
  const factors = await factorsOf(db, user.id);
  if (factors.totp || factors.passkey) {
    const { token, expiresInSeconds } = await issueChallenge(db, {
      purpose: 'second_step',
      userId: user.id,
    });
    const methods = [
      ...(factors.totp ? (['totp'] as const) : []),
      ...((await recoveryCodesLeft(db, user.id)) > 0 ? (['recovery'] as const) : []),
      ...(factors.passkey ? (['passkey'] as const) : []),
    ];
    return {
      answer: { secondStep: { challenge: token, enrol: false, methods, expiresInSeconds } },
      opened: false,
    };
  }
  if (await secondFactorRequired(db, user.roles)) {
    const { token, expiresInSeconds } = await issueChallenge(db, {
      purpose: 'enrol',
      userId: user.id,
    });
    return {
      answer: {
        secondStep: {
          challenge: token,
          enrol: true,
          methods: ['totp', 'passkey'],
          expiresInSeconds,
        },
      },
      opened: false,
    };
  }
  return { answer: await startSession(db, start, user), opened: true };
}
