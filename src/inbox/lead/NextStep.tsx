import { type InboxLead, nextStepMaxLength } from '@contract/inbox-api';
import { type FormEvent, useState } from 'react';
import { useLanguage } from '@/i18n/language-context';
import { useTexts } from '@/i18n/texts';
import { dayPlaceholder, parseTypedDay, typedDayOf } from '../ui/day-input';
import { FieldError, fieldAria, focusField, serverFieldNames } from '../ui/field-errors';
import { formatDateTime, formatDay } from '../ui/format';
import { Message } from '../ui/Message';
import { OverdueMark } from '../ui/OverdueMark';
import { inputClass, labelClass, primaryButtonClass, secondaryButtonClass } from '../ui/styles';
import { useErrorText } from '../ui/use-error-text';
import { leadTexts } from './texts';
import { conflictOf, useSetNextStep } from './use-lead';

const dayId = 'lead-next-step-day';
const textId = 'lead-next-step-text';

/**
 * The lead's next step (a day and a short text) and its follow-up marks: overdue, and while
 * new, when its first answer is due. A bad day is told at its field and nothing is sent.
 */
export function NextStep({ lead }: { lead: InboxLead }) {
  const t = useTexts(leadTexts);
  const language = useLanguage();
  const errorText = useErrorText();
  const [day, setDay] = useState(lead.nextStepOn ?? '');
  const [text, setText] = useState(lead.nextStep ?? '');
  const [dayProblem, setDayProblem] = useState(false);
  const save = useSetNextStep(lead.id);
  const serverFields = serverFieldNames(save.error);
  const dayError = dayProblem || serverFields.includes('on') ? t.nextStepDayInvalid : undefined;
  const textError = serverFields.includes('text') ? t.nextStepTextTooLong : undefined;
  const conflict = conflictOf(save.error);
  const failure =
    save.error && !dayError && !textError && `${t.nextStepNotSaved} ${errorText(save.error)}`;
  const cleared = save.isSuccess && save.variables?.on === null;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.reset();
    const on = parseTypedDay(day);
    setDayProblem(!on);
    if (!on) return focusField(dayId);
    save.mutate({ on, text, version: lead.version });
  }

  function clear() {
    save.reset();
    setDayProblem(false);
    save.mutate(
      { on: null, text: '', version: lead.version },
      {
        onSuccess: () => {
          setDay('');
          setText('');
        },
      },
    );
  }

  return (
    <section
      aria-labelledby="lead-next-step"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="lead-next-step" className="mb-2 flex flex-wrap items-center gap-2 text-lg font-bold">
        {t.nextStep}
        {lead.overdue && <OverdueMark />}
      </h2>
      <p className="mb-3 text-slate-700">
        {lead.nextStepOn
          ? `${formatDay(lead.nextStepOn, language)}${lead.nextStep ? ` · ${lead.nextStep}` : ''}`
          : t.nextStepNone}
      </p>
      {lead.respondBy && (
        <p className="mb-3 text-sm text-slate-700">
          {t.respondBy(formatDateTime(lead.respondBy, language))}
        </p>
      )}
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <div>
          <label htmlFor={dayId} className={labelClass}>
            {t.nextStepDay}
          </label>
          <input
            id={dayId}
            className={inputClass}
            value={typedDayOf(day)}
            placeholder={dayPlaceholder[language]}
            autoComplete="off"
            onChange={(event) => setDay(parseTypedDay(event.target.value) ?? event.target.value)}
            {...fieldAria(dayId, dayError)}
          />
          <FieldError fieldId={dayId} message={dayError} />
        </div>
        <div>
          <label htmlFor={textId} className={labelClass}>
            {t.nextStepText}
          </label>
          <input
            id={textId}
            className={inputClass}
            value={text}
            maxLength={nextStepMaxLength}
            onChange={(event) => setText(event.target.value)}
            {...fieldAria(textId, textError)}
          />
          <FieldError fieldId={textId} message={textError} />
        </div>
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <button type="submit" className={primaryButtonClass} disabled={save.isPending}>
            {t.saveNextStep}
          </button>
          {lead.nextStepOn && (
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={save.isPending}
              onClick={clear}
            >
              {t.clearNextStep}
            </button>
          )}
        </div>
      </form>
      <Message
        className="mt-3"
        kind="notice"
        text={save.isSuccess && (cleared ? t.nextStepCleared : t.nextStepSaved)}
      />
      <Message className="mt-3" text={conflict ? errorText(save.error) : failure} />
    </section>
  );
}
