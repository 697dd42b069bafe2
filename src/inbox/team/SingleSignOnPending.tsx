import type { SingleSignOnPendingAccount } from '@contract/inbox-api';
import type { Role } from '@contract/roles';
import { useState } from 'react';
import { useLanguage } from '@/i18n/language-context';
import { useTexts } from '@/i18n/texts';
import { formatDateTime } from '../ui/format';
import { Message } from '../ui/Message';
import { primaryButtonClass, secondaryButtonClass } from '../ui/styles';
import { useErrorText } from '../ui/use-error-text';
import { RoleChoice } from './RoleChoice';
import { singleSignOnTeamTexts } from './single-sign-on-texts';
import {
  useAnswerPending,
  usePendingAccounts,
  useSingleSignOnSettings,
} from './use-single-sign-on';

/** First single sign-ons waiting for an admin (decision 460); nothing shows while none wait. */
export function SingleSignOnPending() {
  const t = useTexts(singleSignOnTeamTexts);
  const errorText = useErrorText();
  const pending = usePendingAccounts();
  const answer = useAnswerPending();
  const [done, setDone] = useState<string | null>(null);
  const list = pending.data?.pending ?? [];
  if (list.length === 0 && !done && !answer.error) return null;
  return (
    <section aria-labelledby="sso-pending" className="space-y-3">
      <h2 id="sso-pending" className="text-lg font-bold">
        {t.pendingHeading}
      </h2>
      <p className="text-slate-700">{t.pendingIntro}</p>
      <Message text={answer.error && errorText(answer.error)} />
      <Message kind="notice" text={done} />
      <ul className="space-y-3">
        {list.map((person) => (
          <PendingItem
            key={person.id}
            person={person}
            busy={answer.isPending}
            onAnswer={(roles) => {
              const who = person.name ?? person.email;
              setDone(null);
              answer.mutate(
                roles ? { id: person.id, approve: true, roles } : { id: person.id, approve: false },
                { onSuccess: () => setDone(roles ? t.approved(who) : t.declined(who)) },
              );
            }}
          />
        ))}
      </ul>
    </section>
  );
}

function PendingItem({
  person,
  busy,
  onAnswer,
}: {
  person: SingleSignOnPendingAccount;
  busy: boolean;
  onAnswer: (roles: Role[] | null) => void;
}) {
  const t = useTexts(singleSignOnTeamTexts);
  const language = useLanguage();
  const settings = useSingleSignOnSettings();
  const [roles, setRoles] = useState<Role[] | null>(null);
  const [problem, setProblem] = useState<string>();
  const chosen = roles ?? settings.data?.defaultRoles ?? ['sales'];
  const who = person.name ?? person.email;
  return (
    <li className="space-y-3 rounded-md border border-slate-200 bg-white p-4">
      <div>
        <p className="font-semibold break-words">{person.name ?? person.email}</p>
        {person.name && <p className="break-all text-slate-700">{person.email}</p>}
        <p className="text-sm text-slate-700">
          {t.requestedAt(formatDateTime(person.requestedAt, language))}
        </p>
      </div>
      <RoleChoice
        idPrefix={`sso-pending-${person.id}`}
        legend={t.rolesFor(who)}
        value={chosen}
        onChange={setRoles}
        error={problem}
      />
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={primaryButtonClass}
          disabled={busy}
          onClick={() => {
            if (chosen.length === 0) return setProblem(t.chooseRole);
            setProblem(undefined);
            onAnswer(chosen);
          }}
        >
          {t.approve_}
        </button>
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={busy}
          onClick={() => onAnswer(null)}
        >
          {t.decline}
        </button>
      </div>
    </li>
  );
}
