/**
 * One language's status and writes in the studio: save draft, publish, unpublish, the history
 * with restore. A write names the version it was made on; when someone saved a newer one, the
 * server refuses it and this says so, keeping what was typed (decision 401).
 */
import type { ContentLanguageState } from '@contract/content/studio-api';
import { useState } from 'react';
import { useLanguage } from '@/i18n/language-context';
import { useTexts } from '@/i18n/texts';
import { InboxApiError } from '../api/request';
import { formatDateTime } from '../ui/format';
import { Message } from '../ui/Message';
import { primaryButtonClass, secondaryButtonClass } from '../ui/styles';
import { useErrorText } from '../ui/use-error-text';
import { contentTexts } from './texts';
import { useContentHistory, useContentWrite } from './use-content';

interface LanguageActionsProps {
  id: string;
  state: ContentLanguageState;
  draft: unknown;
  /** `replace`: the answer's document takes the fields' place (a restore, "load current"). */
  onSuccess: (answer: ContentLanguageState, replace: boolean) => void;
  onFailure: (error: unknown) => void;
}

export function LanguageActions({ id, state, draft, onSuccess, onFailure }: LanguageActionsProps) {
  const t = useTexts(contentTexts);
  const shownIn = useLanguage();
  const errorText = useErrorText();
  const { language } = state;
  const write = useContentWrite(id, language);
  const [notice, setNotice] = useState<string>();
  const [historyOpen, setHistoryOpen] = useState(false);
  const history = useContentHistory(id, language, historyOpen);
  const conflict = write.error instanceof InboxApiError && write.error.code === 'content_conflict';
  const headingId = `${language}-status-heading`;

  const run = (
    step: 'draft' | 'publish' | 'unpublish' | 'restore',
    body: object,
    done: string,
    replace = false,
  ) => {
    setNotice(undefined);
    write.mutate(
      { step, body: { baseVersion: state.version, ...body } },
      {
        onSuccess: (answer) => {
          setNotice(done);
          onSuccess(answer, replace);
        },
        onError: onFailure,
      },
    );
  };

  const status =
    state.status === 'published' && state.unpublishedChanges
      ? t.status.changes
      : t.status[state.status];

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {t.languages[language]}: <span data-testid={`${language}-status`}>{status}</span>
      </h2>
      <p className="text-sm text-slate-700">
        {t.version(state.version, state.savedBy, formatDateTime(state.savedAt, shownIn))}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={write.isPending}
          onClick={() => run('draft', { data: draft }, t.saved)}
        >
          {t.saveDraft} ({t.languages[language]})
        </button>
        <button
          type="button"
          className={primaryButtonClass}
          disabled={write.isPending}
          onClick={() => run('publish', { data: draft }, t.published)}
        >
          {t.publish} ({t.languages[language]})
        </button>
        {state.status === 'published' && (
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={write.isPending}
            onClick={() => run('unpublish', {}, t.unpublished)}
          >
            {t.unpublish} ({t.languages[language]})
          </button>
        )}
      </div>
      <div aria-live="polite">
        {notice && !write.error && <Message kind="notice" text={notice} className="mt-3" />}
        {write.error && <Message text={errorText(write.error)} className="mt-3" />}
      </div>
      {conflict && (
        <button
          type="button"
          className={`${secondaryButtonClass} mt-2`}
          onClick={() => {
            write.reset();
            onSuccess(state, true);
          }}
        >
          {t.loadCurrent}
        </button>
      )}
      <details className="mt-3" onToggle={(event) => setHistoryOpen(event.currentTarget.open)}>
        <summary className="cursor-pointer font-semibold text-brand-800">
          {t.history} ({t.languages[language]})
        </summary>
        <ul className="mt-2 space-y-2 text-sm">
          {history.data?.versions.map((entry) => (
            <li key={entry.version} className="flex flex-wrap items-center gap-2">
              <span>
                {t.version(entry.version, entry.savedBy, formatDateTime(entry.savedAt, shownIn))} ·{' '}
                {t.actions[entry.action]} {entry.published ? t.publishedMark : ''}
              </span>
              {entry.version !== state.version && (
                <button
                  type="button"
                  className={secondaryButtonClass}
                  disabled={write.isPending}
                  onClick={() =>
                    run('restore', { version: entry.version }, t.restored(entry.version), true)
                  }
                >
                  {t.restore(entry.version)}
                </button>
              )}
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
