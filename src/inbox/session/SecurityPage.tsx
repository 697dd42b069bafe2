/**
 * The person's own sign-in and security (decision 450): passkeys (add, remove), the
 * authenticator app (turn on, switch, turn off) and the recovery codes (how many are left, a
 * new set). Removing anything asks for the password: a session left open on a shared computer
 * must not strip the account of its second step.
 */
import { recoveryCodesAnswer, secondFactorsAnswer, totpSetupAnswer } from '@contract/inbox-api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useLanguage } from '@/i18n/language-context';
import { useTexts } from '@/i18n/texts';
import { inboxGet, inboxPost } from '../api/fetch';
import { useMayDo } from '../api/session';
import { FieldError, fieldAria, focusField } from '../ui/field-errors';
import { formatDateTime } from '../ui/format';
import { Message } from '../ui/Message';
import { inputClass, labelClass, primaryButtonClass, secondaryButtonClass } from '../ui/styles';
import { inboxTexts } from '../ui/texts';
import { useErrorText } from '../ui/use-error-text';
import { AppSetupForm } from './AppSetupForm';
import { createPasskey } from './passkey-ceremony';
import { RecoveryCodes } from './RecoveryCodes';
import { SecondFactorPolicy } from './SecondFactorPolicy';
import { twoStepTexts } from './two-step-texts';

const factorsKey = ['second-factors'] as const;

/** What the page shows besides its lists: nothing, a set-up, a confirmation, new codes. */
type Panel =
  | { kind: 'none' }
  | { kind: 'app-setup' }
  | { kind: 'app-off' }
  | { kind: 'new-codes' }
  | { kind: 'remove-passkey'; id: string; device: string }
  | { kind: 'codes'; codes: string[] };

export default function SecurityPage() {
  const texts = useTexts(twoStepTexts);
  const t = texts.security;
  const shared = useTexts(inboxTexts);
  const language = useLanguage();
  const errorText = useErrorText();
  const client = useQueryClient();
  const mayDo = useMayDo();
  const [panel, setPanel] = useState<Panel>({ kind: 'none' });
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    document.title = `${t.heading} · ${shared.title}`;
  }, [t, shared]);

  const factors = useQuery({
    queryKey: factorsKey,
    queryFn: ({ client, signal }) =>
      inboxGet(client, '/api/inbox/account/second-factors', secondFactorsAnswer, signal),
  });
  const refresh = () => client.invalidateQueries({ queryKey: factorsKey });
  const done = (message: string, codes?: string[]) => {
    setNotice(message);
    setPanel(codes && codes.length > 0 ? { kind: 'codes', codes } : { kind: 'none' });
    refresh();
  };

  const addPasskey = useMutation({
    mutationFn: () =>
      createPasskey((url, schema, body) => inboxPost(client, url, schema, body), {
        optionsUrl: '/api/inbox/account/passkeys/options',
        verifyUrl: '/api/inbox/account/passkeys',
        body: {},
        schema: recoveryCodesAnswer,
      }),
    onSuccess: (answer) => done(t.passkeyAdded, answer.recoveryCodes),
  });
  const appSetup = useMutation({
    mutationFn: () => inboxPost(client, '/api/inbox/account/totp/start', totpSetupAnswer, {}),
    onSuccess: () => setPanel({ kind: 'app-setup' }),
  });
  const appConfirm = useMutation({
    mutationFn: (code: string) =>
      inboxPost(client, '/api/inbox/account/totp/confirm', recoveryCodesAnswer, { code }),
    onSuccess: (answer) => done(t.appActivated, answer.recoveryCodes),
  });

  const data = factors.data;
  const begin = (next: Panel) => {
    setNotice(null);
    setPanel(next);
  };
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-6">
      <h1 className="text-2xl font-bold">{t.heading}</h1>
      {data && <p>{data.required ? t.required : t.optional}</p>}
      <Message text={factors.error && errorText(factors.error)} />
      <Message kind="notice" text={notice} />
      {!data && !factors.error && <p role="status">{shared.loading}</p>}

      {panel.kind === 'codes' && (
        <RecoveryCodes codes={panel.codes} onContinue={() => setPanel({ kind: 'none' })} />
      )}

      {data && panel.kind !== 'codes' && (
        <>
          <section aria-labelledby="passkeys-heading" className="space-y-3">
            <h2 id="passkeys-heading" className="text-xl font-bold">
              {t.passkeys}
            </h2>
            {data.passkeys.length === 0 ? (
              <p>{t.noPasskeys}</p>
            ) : (
              <ul className="space-y-2">
                {data.passkeys.map((passkey) => {
                  const device = passkey.device ?? t.unknownDevice;
                  return (
                    <li
                      key={passkey.id}
                      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 bg-white p-3"
                    >
                      <p>
                        {t.passkeyOn(device, formatDateTime(passkey.createdAt, language))}
                        {passkey.lastUsedAt &&
                          ` · ${t.lastUsed(formatDateTime(passkey.lastUsedAt, language))}`}
                      </p>
                      <button
                        type="button"
                        className={secondaryButtonClass}
                        aria-label={t.removePasskey(device)}
                        onClick={() => begin({ kind: 'remove-passkey', id: passkey.id, device })}
                      >
                        {t.remove}
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
            {panel.kind === 'remove-passkey' && (
              <PasswordConfirm
                key={panel.id}
                intro={t.removePasskey(panel.device)}
                submitLabel={t.remove}
                url={`/api/inbox/account/passkeys/${encodeURIComponent(panel.id)}/remove`}
                onDone={() => done(t.removed)}
                onCancel={() => setPanel({ kind: 'none' })}
              />
            )}
            <button
              type="button"
              className={primaryButtonClass}
              disabled={addPasskey.isPending}
              onClick={() => {
                begin({ kind: 'none' });
                addPasskey.mutate();
              }}
            >
              {addPasskey.isPending ? texts.passkeyWorking : t.addPasskey}
            </button>
            <Message text={addPasskey.error && errorText(addPasskey.error)} />
          </section>

          <section aria-labelledby="app-heading" className="space-y-3">
            <h2 id="app-heading" className="text-xl font-bold">
              {t.app}
            </h2>
            <p>{data.totp ? t.appOn : t.appOff}</p>
            {panel.kind === 'app-setup' && appSetup.data ? (
              <AppSetupForm
                setup={appSetup.data}
                onSubmit={(code) => appConfirm.mutate(code)}
                pending={appConfirm.isPending}
                failure={appConfirm.error}
              />
            ) : (
              <div className="flex flex-wrap gap-3">
                <button
                  type="button"
                  className={secondaryButtonClass}
                  disabled={appSetup.isPending}
                  onClick={() => {
                    begin({ kind: 'none' });
                    appConfirm.reset();
                    appSetup.mutate();
                  }}
                >
                  {data.totp ? t.replaceApp : t.setUpApp}
                </button>
                {data.totp && (
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    onClick={() => begin({ kind: 'app-off' })}
                  >
                    {t.turnOffApp}
                  </button>
                )}
              </div>
            )}
            <Message text={appSetup.error && errorText(appSetup.error)} />
            {panel.kind === 'app-off' && (
              <PasswordConfirm
                intro={t.turnOffIntro}
                submitLabel={t.turnOff}
                withCode
                url="/api/inbox/account/totp/disable"
                onDone={() => done(t.appTurnedOff)}
                onCancel={() => setPanel({ kind: 'none' })}
              />
            )}
          </section>

          {(data.totp || data.passkeys.length > 0) && (
            <section aria-labelledby="recovery-heading" className="space-y-3">
              <h2 id="recovery-heading" className="text-xl font-bold">
                {t.recovery}
              </h2>
              <p>{t.recoveryLeft(data.recoveryCodesLeft)}</p>
              {panel.kind === 'new-codes' ? (
                <PasswordConfirm
                  intro={t.newCodesIntro}
                  submitLabel={t.newCodes}
                  url="/api/inbox/account/recovery-codes"
                  onDone={(codes) => done(t.newCodes, codes)}
                  onCancel={() => setPanel({ kind: 'none' })}
                />
              ) : (
                <button
                  type="button"
                  className={secondaryButtonClass}
                  onClick={() => begin({ kind: 'new-codes' })}
                >
                  {t.newCodes}
                </button>
              )}
            </section>
          )}
        </>
      )}
      {mayDo('accounts:manage') && panel.kind !== 'codes' && <SecondFactorPolicy />}
    </main>
  );
}

/** The password (and, to turn the app off, a code) confirming a change; what was typed stays. */
function PasswordConfirm({
  intro,
  submitLabel,
  url,
  withCode = false,
  onDone,
  onCancel,
}: {
  intro: string;
  submitLabel: string;
  url: string;
  withCode?: boolean;
  onDone: (codes?: string[]) => void;
  onCancel: () => void;
}) {
  const t = useTexts(twoStepTexts).security;
  const errorText = useErrorText();
  const client = useQueryClient();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [problems, setProblems] = useState<{ password?: string; code?: string }>({});
  const send = useMutation({
    mutationFn: async () => {
      const body = withCode ? { password, code } : { password };
      const answer = await inboxPost(client, url, null, body);
      const parsed = recoveryCodesAnswer.safeParse(answer);
      return parsed.success ? parsed.data.recoveryCodes : undefined;
    },
    onSuccess: (codes) => onDone(codes),
  });
  useEffect(() => focusField('confirm-password'), []);

  function submit(event: FormEvent) {
    event.preventDefault();
    send.reset();
    const found = {
      password: password ? undefined : t.passwordRequired,
      code: withCode && !code.trim() ? t.codeRequired : undefined,
    };
    setProblems(found);
    if (found.password || found.code) {
      focusField(found.password ? 'confirm-password' : 'confirm-code');
      return;
    }
    send.mutate();
  }
  const refused = send.error ? 'confirm-error' : undefined;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-3 rounded-md border border-slate-300 bg-white p-4"
    >
      <p>{intro}</p>
      <div>
        <label htmlFor="confirm-password" className={labelClass}>
          {t.password}
        </label>
        <input
          id="confirm-password"
          type="password"
          autoComplete="current-password"
          className={inputClass}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          {...fieldAria('confirm-password', problems.password, {
            describedBy: refused,
            invalid: !!refused,
          })}
        />
        <FieldError fieldId="confirm-password" message={problems.password} />
      </div>
      {withCode && (
        <div>
          <label htmlFor="confirm-code" className={labelClass}>
            {t.code}
          </label>
          <input
            id="confirm-code"
            autoComplete="one-time-code"
            className={inputClass}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            {...fieldAria('confirm-code', problems.code, {
              describedBy: refused,
              invalid: !!refused,
            })}
          />
          <FieldError fieldId="confirm-code" message={problems.code} />
        </div>
      )}
      <Message id="confirm-error" text={send.error && errorText(send.error)} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButtonClass} disabled={send.isPending}>
          {submitLabel}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
