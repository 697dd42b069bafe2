import type { InboxUser } from '@contract/inbox-api';
import { useId } from 'react';
import { useTexts } from '@/i18n/texts';
import { useAccounts, useChangeOwner } from '../api/owners';
import { useSignedInUser } from '../api/session';
import { Message } from './Message';
import { inputClass, labelClass } from './styles';
import { inboxTexts } from './texts';
import { useErrorText } from './use-error-text';

interface OwnerSelectProps {
  lead: { id: string; version: number; owner: InboxUser | null };
  /** The select's label: the lead's name in a list, "Owner" on its page. */
  label: string;
  /** The label drawn above the select (the lead's page) or only for screen readers (a list). */
  visibleLabel?: boolean;
}

/**
 * Assigns, reassigns or unassigns the lead in one action: choosing an account saves at once
 * (at the version shown, so a change made meanwhile by someone else is told, not overwritten).
 */
export function OwnerSelect({ lead, label, visibleLabel = false }: OwnerSelectProps) {
  const t = useTexts(inboxTexts);
  const errorText = useErrorText();
  const id = useId();
  const me = useSignedInUser();
  const accounts = useAccounts().data?.accounts ?? [];
  const change = useChangeOwner(lead.id);
  // The owner stays listed while the team loads, or if its account was removed since.
  const options =
    lead.owner && !accounts.some((account) => account.id === lead.owner?.id)
      ? [lead.owner, ...accounts]
      : accounts;
  const nameOf = (user: InboxUser) => {
    const name = user.name ?? user.email;
    return user.id === me?.id ? t.owner.you(name) : name;
  };
  const failure = change.error && `${t.owner.notSaved} ${errorText(change.error)}`;

  return (
    <div>
      <label htmlFor={id} className={visibleLabel ? labelClass : 'sr-only'}>
        {label}
      </label>
      <select
        id={id}
        className={`${inputClass} min-w-40`}
        value={lead.owner?.id ?? ''}
        // Not disabled while saving: that would take the keyboard's focus away.
        aria-busy={change.isPending}
        onChange={(event) => {
          if (change.isPending) return;
          change.mutate({ ownerId: event.target.value || null, version: lead.version });
        }}
      >
        <option value="">{t.owner.nobody}</option>
        {options.map((account) => (
          <option key={account.id} value={account.id}>
            {nameOf(account)}
          </option>
        ))}
      </select>
      <Message className="mt-2" text={failure} />
      <Message
        className="mt-2"
        kind="notice"
        text={visibleLabel && change.isSuccess && t.owner.saved}
      />
    </div>
  );
}
