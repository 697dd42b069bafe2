import {
  enrolledAnswer,
  type SecondStepAnswer,
  sessionAnswer,
  totpSetupAnswer,
} from '@contract/inbox-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTexts } from '@/i18n/texts';
import { InboxApiError } from '../api/request';
import { setSignedIn, setSignedOut } from '../api/session';
import { FieldError, fieldAria, focusField } from '../ui/field-errors';
import { Message } from '../ui/Message';
import { inputClass, labelClass, primaryButtonClass, secondaryButtonClass } from '../ui/styles';
import { useErrorText } from '../ui/use-error-text';
import { AppSetupForm } from './AppSetupForm';
import { createPasskey, publicPost, signInWithPasskey } from './passkey-ceremony';
import { RecoveryCodes } from './RecoveryCodes';
import { twoStepTexts } from './two-step-texts';

type Step = SecondStepAnswer['secondStep'];

/**
 * After the password (decision 450): the second step, or, for a person whose roles require
 * one they lack, setting one up. Its URL stays, as the sign-in form's does.
 */
export function SecondStep({ step }: { step: Step }) {
  const t = useTexts(twoStepTexts);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const client = useQueryClient();
  return (
    <main className="mx-auto w-full max-w-md space-y-5 px-4 py-10">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold">
        {step.enrol ? t.enrol.heading : t.step.heading}
      </h1>
      {step.enrol ? <Enrol step={step} /> : <Verify step={step} />}
      <p>
        <button
          type="button"
          className="font-semibold text-blue-800 underline"
          onClick={() => setSignedOut(client, { expired: false })}
        >
          {t.step.startOver}
        </button>
      </p>
    </main>
  );
}

function Verify({ step }: { step: Step }) {
  const t = useTexts(twoStepTexts);
  const errorText = useErrorText();
  const hasApp = step.methods.includes('totp');
  const [mode, setMode] = useState<'code' | 'recovery'>(hasApp ? 'code' : 'recovery');
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const verify = useMutation({
    mutationFn: (body: Record<string, string>) =>
      publicPost('/api/inbox/sign-in/second-step', sessionAnswer, {
        challenge: step.challenge,
        ...body,
      }),
    onSuccess: (session, _body, _result, { client }) => setSignedIn(client, session),
  });
  const passkey = useMutation({
    mutationFn: () => signInWithPasskey(sessionAnswer),
    onSuccess: (session, _body, _result, { client }) => setSignedIn(client, session),
  });
  const fieldId = mode === 'code' ? 'second-step-code' : 'second-step-recovery';

  function submit(event: FormEvent) {
    event.preventDefault();
    verify.reset();
    const value = mode === 'code' ? code.replaceAll(/\s/g, '') : recoveryCode.trim();
    const wrongShape = mode === 'code' ? !/^\d{6}$/.test(value) : value.length === 0;
    if (wrongShape) {
      setProblem(mode === 'code' ? t.step.codeRequired : t.step.recoveryRequired);
      focusField(fieldId);
      return;
    }
    setProblem(undefined);
    verify.mutate(mode === 'code' ? { code: value } : { recoveryCode: value });
  }

  const failure = verify.error ?? passkey.error;
  const attemptsLeft =
    failure instanceof InboxApiError && typeof failure.body.attemptsLeft === 'number'
      ? failure.body.attemptsLeft
      : undefined;
  const error = failure
    ? [errorText(failure), attemptsLeft !== undefined ? t.step.attemptsLeft(attemptsLeft) : '']
        .filter(Boolean)
        .join(' ')
    : null;
  const refused = error ? 'second-step-error' : undefined;
  return (
    <>
      <p>{t.step.intro}</p>
      {(hasApp || step.methods.includes('recovery')) && (
        <form onSubmit={submit} noValidate className="space-y-4">
          {mode === 'code' ? (
            <div>
              <label htmlFor={fieldId} className={labelClass}>
                {t.step.code}
              </label>
              <p id="second-step-code-hint" className="mb-1 text-sm text-slate-700">
                {t.step.codeHint}
              </p>
              <input
                id={fieldId}
                inputMode="numeric"
                autoComplete="one-time-code"
                className={inputClass}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                {...fieldAria(fieldId, problem, {
                  describedBy: ['second-step-code-hint', refused].filter(Boolean).join(' '),
                  invalid: !!refused,
                })}
              />
              <FieldError fieldId={fieldId} message={problem} />
            </div>
          ) : (
            <div>
              <label htmlFor={fieldId} className={labelClass}>
                {t.step.recoveryCode}
              </label>
              <p id="second-step-recovery-hint" className="mb-1 text-sm text-slate-700">
                {t.step.recoveryHint}
              </p>
              <input
                id={fieldId}
                autoComplete="off"
                spellCheck={false}
                className={inputClass}
                value={recoveryCode}
                onChange={(event) => setRecoveryCode(event.target.value)}
                {...fieldAria(fieldId, problem, {
                  describedBy: ['second-step-recovery-hint', refused].filter(Boolean).join(' '),
                  invalid: !!refused,
                })}
              />
              <FieldError fieldId={fieldId} message={problem} />
            </div>
          )}
          <Message id="second-step-error" text={error} />
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={primaryButtonClass} disabled={verify.isPending}>
              {verify.isPending ? t.step.submitting : t.step.submit}
            </button>
            {hasApp && step.methods.includes('recovery') && (
              <button
                type="button"
                className={secondaryButtonClass}
                onClick={() => {
                  setProblem(undefined);
                  verify.reset();
                  setMode(mode === 'code' ? 'recovery' : 'code');
                  focusField(mode === 'code' ? 'second-step-recovery' : 'second-step-code');
                }}
              >
                {mode === 'code' ? t.step.useRecovery : t.step.useCode}
              </button>
            )}
          </div>
        </form>
      )}
      {!hasApp && !step.methods.includes('recovery') && <Message text={error} />}
      {step.methods.includes('passkey') && (
        <button
          type="button"
          className={`${secondaryButtonClass} w-full`}
          disabled={passkey.isPending}
          onClick={() => {
            verify.reset();
            passkey.mutate();
          }}
        >
          {passkey.isPending ? t.passkeyWorking : t.step.usePasskey}
        </button>
      )}
    </>
  );
}

function Enrol({ step }: { step: Step }) {
  const t = useTexts(twoStepTexts);
  const errorText = useErrorText();
  const [enrolled, setEnrolled] = useState<{
    codes: string[];
    session: Parameters<typeof setSignedIn>[1];
  } | null>(null);
  const body = { challenge: step.challenge };
  const app = useMutation({
    mutationFn: () => publicPost('/api/inbox/sign-in/enrol/totp', totpSetupAnswer, body),
  });
  const onEnrolled = (answer: {
    recoveryCodes: string[];
    session: Parameters<typeof setSignedIn>[1];
  }) => setEnrolled({ codes: answer.recoveryCodes, session: answer.session });
  const confirm = useMutation({
    mutationFn: (code: string) =>
      publicPost('/api/inbox/sign-in/enrol/totp/confirm', enrolledAnswer, { ...body, code }),
    onSuccess: onEnrolled,
  });
  const passkey = useMutation({
    mutationFn: () =>
      createPasskey(publicPost, {
        optionsUrl: '/api/inbox/sign-in/enrol/passkey/options',
        verifyUrl: '/api/inbox/sign-in/enrol/passkey',
        body,
        schema: enrolledAnswer,
      }),
    onSuccess: onEnrolled,
  });
  const client = useQueryClient();

  if (enrolled) {
    return (
      <RecoveryCodes
        codes={enrolled.codes}
        onContinue={() => setSignedIn(client, enrolled.session)}
      />
    );
  }
  if (app.data) {
    return (
      <AppSetupForm
        setup={app.data}
        onSubmit={(code) => confirm.mutate(code)}
        pending={confirm.isPending}
        failure={confirm.error}
      />
    );
  }
  const failure = passkey.error ?? app.error;
  return (
    <>
      <p>{t.enrol.intro}</p>
      <div className="space-y-2">
        <button
          type="button"
          className={`${primaryButtonClass} w-full`}
          aria-describedby="enrol-passkey-hint"
          disabled={passkey.isPending}
          onClick={() => {
            app.reset();
            passkey.mutate();
          }}
        >
          {passkey.isPending ? t.passkeyWorking : t.enrol.passkey}
        </button>
        <p id="enrol-passkey-hint" className="text-sm text-slate-700">
          {t.enrol.passkeyHint}
        </p>
      </div>
      <div className="space-y-2">
        <button
          type="button"
          className={`${secondaryButtonClass} w-full`}
          aria-describedby="enrol-app-hint"
          disabled={app.isPending}
          onClick={() => {
            passkey.reset();
            app.mutate();
          }}
        >
          {t.enrol.app}
        </button>
        <p id="enrol-app-hint" className="text-sm text-slate-700">
          {t.enrol.appHint}
        </p>
      </div>
      <Message text={failure && errorText(failure)} />
    </>
  );
}
