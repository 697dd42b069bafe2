import type { TotpSetupAnswer } from '@contract/inbox-api';
import { type FormEvent, useState } from 'react';
import { useTexts } from '@/i18n/texts';
import { FieldError, fieldAria, focusField } from '../ui/field-errors';
import { Message } from '../ui/Message';
import { inputClass, labelClass, primaryButtonClass } from '../ui/styles';
import { useErrorText } from '../ui/use-error-text';
import { QrCode } from './QrCode';
import { twoStepTexts } from './two-step-texts';

/**
 * Setting up an authenticator app: its QR code, the key to type instead, and the first code
 * it shows, which turns it on (decision 450). The code typed stays after a refusal.
 */
export function AppSetupForm({
  setup,
  onSubmit,
  pending,
  failure,
}: {
  setup: TotpSetupAnswer;
  onSubmit: (code: string) => void;
  pending: boolean;
  failure: unknown;
}) {
  const texts = useTexts(twoStepTexts);
  const t = texts.app;
  const errorText = useErrorText();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const fieldId = 'app-setup-code';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.replaceAll(/\s/g, ''))) {
      setProblem(texts.step.codeRequired);
      focusField(fieldId);
      return;
    }
    setProblem(undefined);
    onSubmit(code);
  }

  const refused = failure ? errorText(failure) : null;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p>{t.scan}</p>
      <QrCode rows={setup.qr} label={t.qrLabel} />
      <p>
        {t.typeInstead}{' '}
        <code className="rounded bg-slate-100 px-2 py-1 font-mono text-base wrap-anywhere">
          {setup.secret}
        </code>
      </p>
      <div>
        <label htmlFor={fieldId} className={labelClass}>
          {t.confirmCode}
        </label>
        <input
          id={fieldId}
          inputMode="numeric"
          autoComplete="one-time-code"
          className={inputClass}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          {...fieldAria(fieldId, problem, {
            describedBy: refused ? 'app-setup-error' : undefined,
            invalid: !!refused,
          })}
        />
        <FieldError fieldId={fieldId} message={problem} />
      </div>
      <Message id="app-setup-error" text={refused} />
      <button type="submit" className={primaryButtonClass} disabled={pending}>
        {pending ? t.confirming : t.confirm}
      </button>
    </form>
  );
}
