/**
 * The admins' Team screen (decision 375): invite, the pending invitations (send again), and
 * every account with its roles, state and last sign-in, whose roles an admin changes and which
 * they deactivate (handing its leads to one salesperson) or reactivate, and whose lost second
 * sign-in step they reset (decision 451).
 */
import type { PendingInvitation, TeamAccount } from '@contract/inbox-api';
import { mayDo, type Role } from '@contract/roles';
import { useEffect, useState } from 'react';
import { useLanguage } from '@/i18n/language-context';
import { useTexts } from '@/i18n/texts';
import { useSignedInUser } from '../api/session';
import { formatDateTime } from '../ui/format';
import { Message } from '../ui/Message';
import { inputClass, labelClass, primaryButtonClass, secondaryButtonClass } from '../ui/styles';
import { inboxTexts } from '../ui/texts';
import { useErrorText } from '../ui/use-error-text';
import { InviteForm } from './InviteForm';
import type { pt } from './pt';
import { RoleChoice } from './RoleChoice';
import { SecondFactorResetPanel } from './SecondFactorResetPanel';
import { SingleSignOnPending } from './SingleSignOnPending';
import { SingleSignOnSettingsForm } from './SingleSignOnSettingsForm';
import { teamTexts } from './texts';
import {
  useChangeRoles,
  useDeactivate,
  useOwnedLeads,
  useReactivate,
  useResend,
  useTeam,
} from './use-team';

type TeamTexts = (typeof pt)['team'];
type Notice = (texts: TeamTexts) => string;
const reactivated: Notice = (texts) => texts.reactivated;
const rolesSaved: Notice = (texts) => texts.rolesSaved;

export default function TeamPage() {
  const t = useTexts(teamTexts).team;
  const shared = useTexts(inboxTexts);
  const errorText = useErrorText();
  const team = useTeam();
  useEffect(() => {
    document.title = `${t.heading} · ${shared.title}`;
  }, [t, shared]);
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-6">
      <h1 className="text-2xl font-bold">{t.heading}</h1>
      <InviteForm />
      <SingleSignOnPending />
      {team.error && <Message text={errorText(team.error)} />}
      {!team.data && !team.error && <p role="status">{shared.loading}</p>}
      {team.data && (
        <>
          <Invitations invitations={team.data.invitations} />
          <section aria-labelledby="team-accounts" className="space-y-3">
            <h2 id="team-accounts" className="text-lg font-bold">
              {t.accounts}
            </h2>
            <ul className="space-y-3">
              {team.data.accounts.map((account) => (
                <AccountItem key={account.id} account={account} team={team.data.accounts} />
              ))}
            </ul>
          </section>
        </>
      )}
      <SingleSignOnSettingsForm />
    </main>
  );
}

function Invitations({ invitations }: { invitations: PendingInvitation[] }) {
  const t = useTexts(teamTexts).team;
  const shared = useTexts(inboxTexts);
  const language = useLanguage();
  const errorText = useErrorText();
  const resend = useResend();
  const [resentTo, setResentTo] = useState<string | null>(null);
  return (
    <section aria-labelledby="team-invitations" className="space-y-3">
      <h2 id="team-invitations" className="text-lg font-bold">
        {t.invitations}
      </h2>
      {invitations.length === 0 && <p>{t.noInvitations}</p>}
      <Message text={resend.error && errorText(resend.error)} />
      <Message kind="notice" text={resentTo && t.resent(resentTo)} />
      <ul className="space-y-2">
        {invitations.map((invitation) => (
          <li
            key={invitation.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 bg-white p-3"
          >
            <div className="min-w-0">
              <p className="font-semibold wrap-anywhere">{invitation.email}</p>
              <p className="text-sm text-slate-700">
                {invitation.roles.map((role) => shared.roleNames[role]).join(', ')} ·{' '}
                {(invitation.expired ? t.expiredAt : t.expiresAt)(
                  formatDateTime(invitation.expiresAt, language),
                )}
              </p>
            </div>
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={resend.isPending}
              onClick={() => {
                setResentTo(null);
                resend.mutate(invitation.id, { onSuccess: () => setResentTo(invitation.email) });
              }}
            >
              {t.resend}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function AccountItem({ account, team }: { account: TeamAccount; team: TeamAccount[] }) {
  const t = useTexts(teamTexts).team;
  const shared = useTexts(inboxTexts);
  const language = useLanguage();
  const me = useSignedInUser();
  const [open, setOpen] = useState<'roles' | 'deactivate' | 'reset' | null>(null);
  // Kept as what happened, not its text, so it follows the PT | EN switch.
  const [notice, setNotice] = useState<Notice | null>(null);
  const reactivate = useReactivate();
  const errorText = useErrorText();
  const isMe = me?.id === account.id;
  const who = account.name ?? account.email;
  return (
    <li className="rounded-md border border-slate-200 bg-white p-4" aria-label={who}>
      <div className="grid gap-2 md:grid-cols-[2fr_1.25fr_0.75fr_1.75fr_13rem] md:items-center">
        <div className="min-w-0">
          <p className="font-semibold wrap-anywhere">
            {who} {isMe && <span className="font-normal text-slate-700">{t.you}</span>}
          </p>
          <p className="text-sm text-slate-700 wrap-anywhere">{account.email}</p>
        </div>
        <p className="text-sm">
          <span className="font-semibold md:sr-only">{t.roles}: </span>
          {account.roles.map((role) => shared.roleNames[role]).join(', ')}
        </p>
        <p className="text-sm">
          <span className="font-semibold md:sr-only">{t.state}: </span>
          <span className={account.active ? 'text-green-800' : 'font-semibold text-red-800'}>
            {account.active ? t.active : t.inactive}
          </span>
        </p>
        <p className="text-sm">
          <span className="font-semibold">{t.lastSignIn}: </span>
          {account.lastSignInAt ? formatDateTime(account.lastSignInAt, language) : t.never}
        </p>
        <div className="flex flex-wrap gap-2 md:justify-end">
          {account.active ? (
            <>
              <button
                type="button"
                className={secondaryButtonClass}
                aria-expanded={open === 'roles'}
                onClick={() => setOpen(open === 'roles' ? null : 'roles')}
              >
                {t.changeRoles}
              </button>
              {!isMe && (
                <button
                  type="button"
                  className={secondaryButtonClass}
                  aria-expanded={open === 'deactivate'}
                  onClick={() => setOpen(open === 'deactivate' ? null : 'deactivate')}
                >
                  {t.deactivate}
                </button>
              )}
              {!isMe && (
                <button
                  type="button"
                  className={secondaryButtonClass}
                  aria-expanded={open === 'reset'}
                  onClick={() => setOpen(open === 'reset' ? null : 'reset')}
                >
                  {t.resetFactors}
                </button>
              )}
            </>
          ) : (
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={reactivate.isPending}
              onClick={() =>
                reactivate.mutate(account.id, { onSuccess: () => setNotice(() => reactivated) })
              }
            >
              {t.reactivate}
            </button>
          )}
        </div>
      </div>
      <Message className="mt-3" text={reactivate.error && errorText(reactivate.error)} />
      <Message className="mt-3" kind="notice" text={notice?.(t)} />
      {open === 'roles' && (
        <RolesEditor
          account={account}
          onDone={(text) => {
            setOpen(null);
            setNotice(() => text);
          }}
          onCancel={() => setOpen(null)}
        />
      )}
      {open === 'reset' && (
        <SecondFactorResetPanel
          account={account}
          onDone={(text) => {
            setOpen(null);
            setNotice(() => text);
          }}
          onCancel={() => setOpen(null)}
        />
      )}
      {open === 'deactivate' && (
        <DeactivatePanel
          account={account}
          team={team}
          onDone={(text) => {
            setOpen(null);
            setNotice(() => text);
          }}
          onCancel={() => setOpen(null)}
        />
      )}
    </li>
  );
}

function RolesEditor({
  account,
  onDone,
  onCancel,
}: {
  account: TeamAccount;
  onDone: (notice: Notice) => void;
  onCancel: () => void;
}) {
  const t = useTexts(teamTexts).team;
  const errorText = useErrorText();
  const change = useChangeRoles();
  const [roles, setRoles] = useState<Role[]>(account.roles);
  const [problem, setProblem] = useState<string | undefined>();
  return (
    <form
      className="mt-3 space-y-3 border-t border-slate-200 pt-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (roles.length === 0) return setProblem(t.chooseRole);
        setProblem(undefined);
        change.mutate({ id: account.id, roles }, { onSuccess: () => onDone(rolesSaved) });
      }}
    >
      <RoleChoice
        idPrefix={`roles-${account.id}`}
        legend={t.roles}
        value={roles}
        onChange={setRoles}
        error={problem}
      />
      <Message text={change.error && errorText(change.error)} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButtonClass} disabled={change.isPending}>
          {t.saveRoles}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}

function DeactivatePanel({
  account,
  team,
  onDone,
  onCancel,
}: {
  account: TeamAccount;
  team: TeamAccount[];
  onDone: (notice: Notice) => void;
  onCancel: () => void;
}) {
  const t = useTexts(teamTexts).team;
  const shared = useTexts(inboxTexts);
  const errorText = useErrorText();
  const owned = useOwnedLeads(account.id);
  const deactivate = useDeactivate();
  const heirs = team.filter(
    (other) => other.id !== account.id && other.active && mayDo(other.roles, 'leads:work'),
  );
  const [leadsTo, setLeadsTo] = useState<string>(heirs[0]?.id ?? '');
  const selectId = `leads-to-${account.id}`;
  const total = owned.data?.total ?? account.ownedLeads;
  return (
    <form
      className="mt-3 space-y-3 border-t border-slate-200 pt-3"
      onSubmit={(event) => {
        event.preventDefault();
        deactivate.mutate(
          { id: account.id, leadsTo: leadsTo || null },
          {
            onSuccess: (answer) => {
              const { leads } = answer as { leads: number };
              onDone((texts) => texts.deactivated(leads));
            },
          },
        );
      }}
    >
      <h3 className="font-bold">{t.deactivateHeading(account.name ?? account.email)}</h3>
      <p>{t.deactivateExplain}</p>
      <p>{t.owned(total)}</p>
      {owned.data && owned.data.leads.length > 0 && (
        <ul className="list-disc space-y-1 pl-6 text-sm">
          {owned.data.leads.map((lead) => (
            <li key={lead.id}>
              {lead.name}
              {lead.company ? ` · ${lead.company}` : ''}
            </li>
          ))}
          {owned.data.total > owned.data.leads.length && (
            <li>{t.more(owned.data.total - owned.data.leads.length)}</li>
          )}
        </ul>
      )}
      {total > 0 && (
        <div className="max-w-md">
          <label htmlFor={selectId} className={labelClass}>
            {t.leadsTo}
          </label>
          <select
            id={selectId}
            className={inputClass}
            value={leadsTo}
            onChange={(event) => setLeadsTo(event.target.value)}
          >
            {heirs.map((heir) => (
              <option key={heir.id} value={heir.id}>
                {heir.name ?? heir.email} (
                {heir.roles.map((role) => shared.roleNames[role]).join(', ')})
              </option>
            ))}
            <option value="">{t.nobody}</option>
          </select>
        </div>
      )}
      <Message text={deactivate.error && errorText(deactivate.error)} />
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          className="inline-flex items-center justify-center rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          disabled={deactivate.isPending}
        >
          {t.confirmDeactivate}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
