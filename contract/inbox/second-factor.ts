/**
 * The sales inbox's HTTP contract (inbox-api.ts): two-step sign-in, the authenticator app,
 * recovery codes, passkeys and the per-role policy (decision 450).
 */

import '../zod-without-eval';
import { z } from 'zod';
import { roles } from '../roles';
import { sessionAnswer } from './session';

/** What a second step can be answered with. */
export const secondStepMethods = ['totp', 'recovery', 'passkey'] as const;
export type SecondStepMethod = (typeof secondStepMethods)[number];

/** How many recovery codes an account gets, each good once. */
export const recoveryCodeCount = 10;

/**
 * The password (or a mailed link) was right and a second step is due: `enrol` when the account
 * must first set up a second factor its roles require (decision 450), otherwise a code or a
 * passkey of its own. `challenge` binds the next request to this one; it expires.
 */
export const secondStepAnswer = z.object({
  secondStep: z.object({
    challenge: z.string(),
    enrol: z.boolean(),
    methods: z.array(z.enum(secondStepMethods)),
    expiresInSeconds: z.number().int().positive(),
  }),
});
export type SecondStepAnswer = z.infer<typeof secondStepAnswer>;

/** Answer of the sign-in and of every link that signs in: a session, or a second step due. */
export const signInAnswer = z.union([sessionAnswer, secondStepAnswer]);
export type SignInAnswer = z.infer<typeof signInAnswer>;

const totpCode = z
  .string()
  .trim()
  .transform((code) => code.replaceAll(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/));
const recoveryCode = z
  .string()
  .trim()
  .max(40)
  .transform((code) => code.toLowerCase().replaceAll(/[\s-]/g, ''))
  .pipe(z.string().min(1));

/** POST /api/inbox/sign-in/second-step: a code of the app, or one of the recovery codes. */
export const secondStepRequest = z.union([
  z.object({ challenge: z.string().max(200), code: totpCode }),
  z.object({ challenge: z.string().max(200), recoveryCode }),
]);

/** What an authenticator app is set up with: scanned (the QR's rows) or typed (the secret). */
export const totpSetupAnswer = z.object({
  /** Base32, grouped by four for typing. */
  secret: z.string(),
  /** otpauth://totp/… */
  uri: z.string(),
  /** The QR code of the URI, row by row, '1' for a dark module. */
  qr: z.array(z.string()),
});
export type TotpSetupAnswer = z.infer<typeof totpSetupAnswer>;

export const totpConfirmRequest = z.object({ code: totpCode });
/** The recovery codes, shown once: only their keyed hashes are kept. */
export const recoveryCodesAnswer = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesAnswer = z.infer<typeof recoveryCodesAnswer>;

/** During a sign-in's enrolment, the same requests carry the challenge. */
export const enrolStartRequest = z.object({ challenge: z.string().max(200) });
export const enrolTotpConfirmRequest = z.object({ challenge: z.string().max(200), code: totpCode });
/** The enrolment's end: the recovery codes to keep, and the session now open. */
export const enrolledAnswer = recoveryCodesAnswer.extend({ session: sessionAnswer });
export type EnrolledAnswer = z.infer<typeof enrolledAnswer>;

/** Turning the app off takes the password and a code (or a recovery code). */
export const totpDisableRequest = z.object({
  password: z.string().min(1).max(200),
  code: z.string().trim().min(1).max(40),
});

export const passkeyView = z.object({
  id: z.string(),
  /** "Chrome on Linux": the device it was added from. */
  device: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeyView = z.infer<typeof passkeyView>;

/** GET /api/inbox/account/second-factors: the signed-in person's own. */
export const secondFactorsAnswer = z.object({
  totp: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  passkeys: z.array(passkeyView),
  /** Whether the person's roles require a second factor: the last one cannot be removed. */
  required: z.boolean(),
});
export type SecondFactorsAnswer = z.infer<typeof secondFactorsAnswer>;

/**
 * A WebAuthn ceremony's options as @simplewebauthn/server makes them, and the browser's
 * answer as @simplewebauthn/browser gives it: checked by that library, passed through here.
 */
const webAuthnJson = z.record(z.string(), z.unknown());
export const passkeyOptionsAnswer = z.object({ challenge: z.string(), options: webAuthnJson });
export type PasskeyOptionsAnswer = z.infer<typeof passkeyOptionsAnswer>;
export const passkeyResponseRequest = z.object({
  challenge: z.string().max(200),
  response: webAuthnJson,
});
/** Removing a passkey takes the password: a session left open must not strip the account. */
export const passkeyRemoveRequest = z.object({ password: z.string().min(1).max(200) });

/** GET/POST /api/inbox/accounts/second-factor-policy (admins). */
export const secondFactorPolicy = z.object({ requiredRoles: z.array(z.enum(roles)) });
export type SecondFactorPolicy = z.infer<typeof secondFactorPolicy>;
