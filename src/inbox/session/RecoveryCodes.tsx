import { useEffect, useRef, useState } from 'react';
import { useTexts } from '@/i18n/texts';
import { Message } from '../ui/Message';
import { primaryButtonClass, secondaryButtonClass } from '../ui/styles';
import { twoStepTexts } from './two-step-texts';

/**
 * The recovery codes, shown once (only their keyed hashes are kept, decision 450): a list
 * to copy or write down, and the way on. Its heading takes the focus, so a screen reader
 * starts reading here.
 */
export function RecoveryCodes({
  codes,
  onContinue,
}: {
  codes: readonly string[];
  onContinue: () => void;
}) {
  const t = useTexts(twoStepTexts).codes;
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="space-y-4" aria-labelledby="recovery-codes-heading">
      <h2 id="recovery-codes-heading" ref={heading} tabIndex={-1} className="text-xl font-bold">
        {t.heading}
      </h2>
      <p>{t.intro}</p>
      <ol
        aria-label={t.listLabel}
        className="grid grid-cols-2 gap-2 rounded-md border border-slate-300 bg-white p-3 font-mono text-base"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() =>
            navigator.clipboard?.writeText(codes.join('\n')).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {t.copy}
        </button>
        <button type="button" className={primaryButtonClass} onClick={onContinue}>
          {t.continue}
        </button>
      </div>
      <Message kind="notice" text={copied && t.copied} />
    </section>
  );
}
