import type { SingleSignOnNewAccountPolicy, SingleSignOnSettingsAnswer } from '@contract/inbox-api';
import type { Role } from '@contract/roles';
import { type FormEvent, useState } from 'react';
import { useTexts } from '@/i18n/texts';
import { InboxApiError } from '../api/request';
import { FieldError, fieldAria, focusField } from '../ui/field-errors';
import { Message } from '../ui/Message';
import { inputClass, labelClass, primaryButtonClass } from '../ui/styles';
import { inboxTexts } from '../ui/texts';
import { useErrorText } from '../ui/use-error-text';
import { RoleChoice } from './RoleChoice';
import { singleSignOnTeamTexts } from './single-sign-on-texts';
import { useSaveSingleSignOn, useSingleSignOnSettings } from './use-single-sign-on';

type Field = 'providerName' | 'issuerUrl' | 'clientId' | 'allowedDomains' | 'defaultRoles';
const ids: Record<Field, string> = {
  providerName: 'sso-provider-name',
  issuerUrl: 'sso-issuer-url',
  clientId: 'sso-client-id',
  allowedDomains: 'sso-domains',
  defaultRoles: 'sso-role-admin',
};
const fieldOrder: Field[] = [
  'providerName',
  'issuerUrl',
  'clientId',
  'allowedDomains',
  'defaultRoles',
];
const domainShape = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** The admin's single sign-on set-up (decision 460). */
export function SingleSignOnSettingsForm() {
  const settings = useSingleSignOnSettings();
  const errorText = useErrorText();
  const shared = useTexts(inboxTexts);
  if (settings.error) return <Message text={errorText(settings.error)} />;
  if (!settings.data) return <p role="status">{shared.loading}</p>;
  return <SettingsForm initial={settings.data} />;
}

function SettingsForm({ initial }: { initial: SingleSignOnSettingsAnswer }) {
  const t = useTexts(singleSignOnTeamTexts);
  const errorText = useErrorText();
  const save = useSaveSingleSignOn();
  const [enabled, setEnabled] = useState(initial.enabled);
  const [providerName, setProviderName] = useState(initial.providerName);
  const [issuerUrl, setIssuerUrl] = useState(initial.issuerUrl);
  const [clientId, setClientId] = useState(initial.clientId);
  const [clientSecret, setClientSecret] = useState('');
  const [domains, setDomains] = useState(initial.allowedDomains.join(', '));
  const [newAccounts, setNewAccounts] = useState<SingleSignOnNewAccountPolicy>(initial.newAccounts);
  const [defaultRoles, setDefaultRoles] = useState<Role[]>(initial.defaultRoles);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const secretSet = save.data?.clientSecretSet ?? initial.clientSecretSet;

  const domainList = () =>
    domains
      .split(/[\s,;]+/)
      .map((domain) => domain.trim().toLowerCase())
      .filter(Boolean);

  function show(found: Partial<Record<Field, string>>) {
    setProblems(found);
    const first = fieldOrder.find((field) => found[field]);
    focusField(first && ids[first]);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    save.reset();
    const list = domainList();
    const found: Partial<Record<Field, string>> = {
      providerName: providerName.trim() ? undefined : t.required,
      issuerUrl: /^https?:\/\/\S+$/.test(issuerUrl.trim()) ? undefined : t.urlInvalid,
      clientId: clientId.trim() ? undefined : t.required,
      allowedDomains:
        list.length === 0
          ? t.required
          : list.every((domain) => domainShape.test(domain))
            ? undefined
            : t.domainsInvalid,
      defaultRoles: defaultRoles.length > 0 ? undefined : t.chooseRole,
    };
    if (Object.values(found).some(Boolean)) return show(found);
    setProblems({});
    save.mutate(
      {
        enabled,
        providerName: providerName.trim(),
        issuerUrl: issuerUrl.trim(),
        clientId: clientId.trim(),
        ...(clientSecret ? { clientSecret } : {}),
        allowedDomains: list,
        newAccounts,
        defaultRoles,
      },
      {
        onSuccess: () => setClientSecret(''),
        onError: (failure) => {
          // The server's fields, told in this screen's words (what was typed stays).
          const fields =
            failure instanceof InboxApiError && typeof failure.body.fields === 'object'
              ? Object.keys(failure.body.fields ?? {})
              : [];
          if (fields.length === 0) return;
          show({
            issuerUrl: fields.includes('issuerUrl')
              ? failure instanceof InboxApiError && failure.code === 'sso_discovery_failed'
                ? errorText(failure)
                : t.urlInvalid
              : undefined,
            providerName: fields.includes('providerName') ? t.required : undefined,
            clientId: fields.includes('clientId') ? t.required : undefined,
            allowedDomains: fields.some((name) => name.startsWith('allowedDomains'))
              ? t.domainsInvalid
              : undefined,
          });
        },
      },
    );
  }

  const fieldFailure =
    save.error instanceof InboxApiError && typeof save.error.body.fields === 'object';
  const text = (
    field: 'providerName' | 'issuerUrl' | 'clientId',
    value: string,
    set: (next: string) => void,
    hint?: string,
  ) => (
    <div>
      <label htmlFor={ids[field]} className={labelClass}>
        {t[field]}
      </label>
      <input
        id={ids[field]}
        type={field === 'issuerUrl' ? 'url' : 'text'}
        autoComplete="off"
        className={inputClass}
        value={value}
        onChange={(event) => set(event.target.value)}
        {...fieldAria(ids[field], problems[field], { describedBy: hint && `${ids[field]}-hint` })}
      />
      {hint && (
        <p id={`${ids[field]}-hint`} className="mt-1 text-sm text-slate-700">
          {hint}
        </p>
      )}
      <FieldError fieldId={ids[field]} message={problems[field]} />
    </div>
  );

  const saved = save.data ?? initial;
  // Folded: set up once, rarely looked at again; the line above it says whether it is on.
  return (
    <section
      aria-labelledby="sso-heading"
      className="space-y-3 rounded-md border border-slate-200 bg-white p-4"
    >
      <h2 id="sso-heading" className="text-lg font-bold">
        {t.heading}
      </h2>
      <p className="text-slate-700">{t.intro}</p>
      <p className="font-semibold">{saved.enabled ? t.stateOn(saved.providerName) : t.stateOff}</p>
      <details>
        <summary className="cursor-pointer font-semibold text-blue-800 underline">
          {t.configure}
        </summary>
        <form onSubmit={submit} noValidate aria-labelledby="sso-heading" className="mt-4 space-y-4">
          <div>
            <p className={labelClass}>{t.redirectUri}</p>
            <code className="block break-all rounded bg-slate-100 px-2 py-1 text-sm">
              {initial.redirectUri}
            </code>
          </div>
          <label className="inline-flex items-center gap-2">
            <input
              type="checkbox"
              id="sso-enabled"
              className="h-5 w-5 shrink-0"
              checked={enabled}
              onChange={(event) => setEnabled(event.target.checked)}
            />
            {t.enabled}
          </label>
          <div className="grid gap-4 md:grid-cols-2">
            {text('providerName', providerName, setProviderName, t.providerNameHint)}
            {text('issuerUrl', issuerUrl, setIssuerUrl, t.issuerUrlHint)}
            {text('clientId', clientId, setClientId)}
            <div>
              <label htmlFor="sso-client-secret" className={labelClass}>
                {t.clientSecret}
              </label>
              <input
                id="sso-client-secret"
                type="password"
                autoComplete="new-password"
                className={inputClass}
                value={clientSecret}
                onChange={(event) => setClientSecret(event.target.value)}
                aria-describedby="sso-client-secret-hint"
              />
              <p id="sso-client-secret-hint" className="mt-1 text-sm text-slate-700">
                {secretSet ? t.clientSecretKept : t.clientSecretNone}
              </p>
            </div>
          </div>
          <div>
            <label htmlFor={ids.allowedDomains} className={labelClass}>
              {t.allowedDomains}
            </label>
            <input
              id={ids.allowedDomains}
              type="text"
              autoComplete="off"
              className={inputClass}
              value={domains}
              onChange={(event) => setDomains(event.target.value)}
              {...fieldAria(ids.allowedDomains, problems.allowedDomains, {
                describedBy: 'sso-domains-hint',
              })}
            />
            <p id="sso-domains-hint" className="mt-1 text-sm text-slate-700">
              {t.allowedDomainsHint}
            </p>
            <FieldError fieldId={ids.allowedDomains} message={problems.allowedDomains} />
          </div>
          <fieldset>
            <legend className={labelClass}>{t.newAccounts}</legend>
            {(['create', 'approve'] as const).map((policy) => (
              <label key={policy} className="flex items-center gap-2 py-1">
                <input
                  type="radio"
                  name="sso-new-accounts"
                  id={`sso-new-${policy}`}
                  className="h-5 w-5 shrink-0"
                  checked={newAccounts === policy}
                  onChange={() => setNewAccounts(policy)}
                />
                {t[policy]}
              </label>
            ))}
          </fieldset>
          <RoleChoice
            idPrefix="sso-role"
            legend={t.defaultRoles}
            value={defaultRoles}
            onChange={setDefaultRoles}
            error={problems.defaultRoles}
          />
          <Message text={save.error && !fieldFailure && errorText(save.error)} />
          <Message kind="notice" text={save.isSuccess && t.saved} />
          <button type="submit" className={primaryButtonClass} disabled={save.isPending}>
            {save.isPending ? t.saving : t.save}
          </button>
        </form>
      </details>
    </section>
  );
}
