import type { InboxUser } from '@contract/inbox-api';
import { useId, useRef, useState } from 'react';
import { useTexts } from '@/i18n/texts';
import { useAccounts, useChangeOwner } from '../api/owners';
import { useSignedInUser } from '../api/session';
import { Message } from './Message';
import { inputClass, labelClass } from './styles';
import { inboxTexts } from './texts';
import { useErrorText } from './use-error-text';

const steppingKeys = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/** A key that moves a closed select's choice: arrows and type-ahead, not those opening its list. */
function movesClosedSelect(event: {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}) {
  if (event.altKey || event.ctrlKey || event.metaKey) return false;
  return steppingKeys.has(event.key) || event.key.length === 1;
}

interface OwnerSelectProps {
  lead: { id: string; version: number; owner: InboxUser | null };
  /** The select's label: the lead's name in a list, "Owner" on its page. */
  label: string;
  /** The label drawn above the select (the lead's page) or only for screen readers (a list). */
  visibleLabel?: boolean;
}

/**
 * Assigns, reassigns or unassigns the lead in one action: an account picked from the open list
 * (a click, or Enter in the list) saves at once, at the version shown, so a change made
 * meanwhile by someone else is told, not overwritten. Keys on the closed select (arrows,
 * type-ahead) only move the choice, as each step fires a change: Enter or leaving the select
 * saves it, Escape takes it back. A choice whose save failed stays shown with the error.
 */
export function OwnerSelect({ lead, label, visibleLabel = false }: OwnerSelectProps) {
  const t = useTexts(inboxTexts);
  const errorText = useErrorText();
  const id = useId();
  const me = useSignedInUser();
  const accounts = useAccounts().data?.accounts ?? [];
  const change = useChangeOwner(lead.id);
  const saved = lead.owner?.id ?? '';
  const [draft, setDraft] = useState<string>();
  // Set by a key on the closed select, so the change it fires moves the choice only.
  const keyStep = useRef(false);
  const commit = (ownerId: string) => {
    if (ownerId === saved || change.isPending) return;
    change.mutate(
      { ownerId: ownerId || null, version: lead.version },
      { onSuccess: () => setDraft(undefined) },
    );
  };
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
        value={draft ?? saved}
        // Not disabled while saving: that would take the keyboard's focus away.
        aria-busy={change.isPending}
        onMouseDown={() => {
          keyStep.current = false;
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit(event.currentTarget.value);
          } else if (event.key === 'Escape' && draft !== undefined) {
            setDraft(undefined);
          } else {
            keyStep.current = movesClosedSelect(event);
          }
        }}
        onChange={(event) => {
          setDraft(event.target.value);
          if (!keyStep.current) commit(event.target.value);
          keyStep.current = false;
        }}
        onBlur={(event) => commit(event.currentTarget.value)}
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
