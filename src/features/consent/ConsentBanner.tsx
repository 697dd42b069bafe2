import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import type { Language } from '@/i18n/languages';
import type { ConsentRecord } from './consent-record';
import { consentTexts } from './consent-texts';

export interface ConsentBannerProps {
  language: Language;
  privacyHref: string;
  /** The visitor's current choice, if any: preferences then start from it. */
  current: ConsentRecord | null;
  /** Opened from the footer's "Privacy preferences": start on the second layer, focused. */
  openPreferences: boolean;
  onChoose: (analytics: boolean) => void;
  /** Closing without a choice: only offered when a choice already exists. */
  onClose: () => void;
}

const panelClass =
  'fixed inset-x-0 bottom-0 z-50 max-h-[85vh] overflow-y-auto border-t border-slate-200 bg-white text-ink shadow-[0_-8px_30px_rgba(0,0,0,0.12)]';

/**
 * The consent banner (ANPD guidance): Accept and Reject side by side with the same look,
 * nothing non-essential before a choice, and a second layer that explains each purpose.
 * Fixed to the bottom of the viewport, so showing it moves nothing on the page.
 */
export function ConsentBanner(props: ConsentBannerProps) {
  const t = consentTexts[props.language];
  const [layer, setLayer] = useState<'summary' | 'preferences'>(
    props.openPreferences ? 'preferences' : 'summary',
  );
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const movedFocus = useRef(false);

  useEffect(() => {
    // Focus follows the visitor's own action (the footer link or "Customise"), never a page load.
    if (layer === 'preferences' && (props.openPreferences || movedFocus.current)) {
      headingRef.current?.focus();
    }
  }, [layer, props.openPreferences]);

  const canClose = props.current !== null;
  const choices = (
    <div className="flex flex-wrap gap-3">
      <Button variant="secondary" size="sm" onClick={() => props.onChoose(true)}>
        {t.accept}
      </Button>
      <Button variant="secondary" size="sm" onClick={() => props.onChoose(false)}>
        {t.reject}
      </Button>
    </div>
  );

  if (layer === 'summary') {
    return (
      <section aria-labelledby={titleId} className={panelClass}>
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-5 lg:flex-row lg:items-end lg:justify-between lg:px-8">
          <div className="max-w-3xl">
            <h2 id={titleId} className="text-lg font-bold">
              {t.title}
            </h2>
            <p className="mt-2 text-sm text-slate-700">
              {t.summary}{' '}
              <a href={props.privacyHref} className="font-semibold text-brand-800 underline">
                {t.privacyLink}
              </a>
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            {choices}
            <Button
              variant="tertiary"
              size="sm"
              onClick={() => {
                movedFocus.current = true;
                setLayer('preferences');
              }}
            >
              {t.customise}
            </Button>
          </div>
        </div>
      </section>
    );
  }

  return (
    <PreferencesLayer
      {...props}
      titleId={titleId}
      headingRef={headingRef}
      canClose={canClose}
      choices={choices}
    />
  );
}

function PreferencesLayer({
  language,
  privacyHref,
  current,
  onChoose,
  onClose,
  titleId,
  headingRef,
  canClose,
  choices,
}: ConsentBannerProps & {
  titleId: string;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  canClose: boolean;
  choices: React.ReactNode;
}) {
  const t = consentTexts[language];
  const [analytics, setAnalytics] = useState(current?.analytics ?? false);
  const analyticsId = useId();
  const essentialId = useId();

  return (
    <section
      aria-labelledby={titleId}
      className={panelClass}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && canClose) onClose();
      }}
    >
      <form
        className="mx-auto max-w-3xl px-4 py-5 lg:px-8"
        onSubmit={(event) => {
          event.preventDefault();
          onChoose(analytics);
        }}
      >
        <h2 id={titleId} ref={headingRef} tabIndex={-1} className="text-lg font-bold">
          {t.preferencesTitle}
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          {t.preferencesIntro}{' '}
          <a href={privacyHref} className="font-semibold text-brand-800 underline">
            {t.privacyLink}
          </a>
        </p>
        <div className="mt-4 space-y-4">
          <div className="flex gap-3">
            <input
              id={essentialId}
              type="checkbox"
              checked
              disabled
              aria-describedby={`${essentialId}-text`}
              className="mt-1 size-5 shrink-0 accent-brand-700"
            />
            <div>
              <label htmlFor={essentialId} className="font-semibold">
                {t.essentialTitle}{' '}
                <span className="font-normal text-slate-600">({t.alwaysOn})</span>
              </label>
              <p id={`${essentialId}-text`} className="text-sm text-slate-700">
                {t.essentialText}
              </p>
            </div>
          </div>
          <div className="flex gap-3">
            <input
              id={analyticsId}
              type="checkbox"
              checked={analytics}
              onChange={(event) => setAnalytics(event.target.checked)}
              aria-describedby={`${analyticsId}-text`}
              className="mt-1 size-5 shrink-0 accent-brand-700"
            />
            <div>
              <label htmlFor={analyticsId} className="font-semibold">
                {t.analyticsTitle}
              </label>
              <p id={`${analyticsId}-text`} className="text-sm text-slate-700">
                {t.analyticsText}
              </p>
            </div>
          </div>
        </div>
        <div className="mt-5 flex flex-wrap items-center gap-3">
          {choices}
          <Button type="submit" variant="primary" size="sm">
            {t.save}
          </Button>
          {canClose && (
            <Button variant="tertiary" size="sm" onClick={onClose}>
              {t.close}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
