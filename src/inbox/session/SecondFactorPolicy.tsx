/** Admins: which roles must hold a second factor (decision 450). */

import { secondFactorPolicy } from '@contract/inbox-api';
import { type Role, roles } from '@contract/roles';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTexts } from '@/i18n/texts';
import { inboxGet, inboxPost } from '../api/fetch';
import { Message } from '../ui/Message';
import { primaryButtonClass } from '../ui/styles';
import { inboxTexts } from '../ui/texts';
import { useErrorText } from '../ui/use-error-text';
import { twoStepTexts } from './two-step-texts';

const policyUrl = '/api/inbox/accounts/second-factor-policy';

export function SecondFactorPolicy() {
  const t = useTexts(twoStepTexts).policy;
  const shared = useTexts(inboxTexts);
  const errorText = useErrorText();
  const policy = useQuery({
    queryKey: ['second-factor-policy'],
    queryFn: ({ client, signal }) => inboxGet(client, policyUrl, secondFactorPolicy, signal),
  });
  const [chosen, setChosen] = useState<Role[] | null>(null);
  const save = useMutation({
    mutationFn: (requiredRoles: Role[], { client }) =>
      inboxPost(client, policyUrl, secondFactorPolicy, { requiredRoles }),
    onSuccess: (answer) => setChosen(answer.requiredRoles),
  });
  const value = chosen ?? policy.data?.requiredRoles;
  function submit(event: FormEvent) {
    event.preventDefault();
    if (value) save.mutate(value);
  }
  return (
    <section aria-labelledby="policy-heading" className="space-y-3">
      <h2 id="policy-heading" className="text-xl font-bold">
        {t.heading}
      </h2>
      <p>{t.intro}</p>
      <Message text={(policy.error || save.error) && errorText(policy.error ?? save.error)} />
      {value && (
        <form onSubmit={submit} className="space-y-3">
          <fieldset>
            <legend className="mb-1 block text-sm font-semibold text-slate-800">{t.legend}</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-1">
              {roles.map((role) => (
                <label key={role} className="inline-flex items-center gap-2 py-1">
                  <input
                    type="checkbox"
                    className="h-5 w-5"
                    checked={value.includes(role)}
                    onChange={(event) => {
                      save.reset();
                      setChosen(
                        event.target.checked
                          ? roles.filter((r) => r === role || value.includes(r))
                          : value.filter((r) => r !== role),
                      );
                    }}
                  />
                  {shared.roleNames[role]}
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" className={primaryButtonClass} disabled={save.isPending}>
            {save.isPending ? t.saving : t.save}
          </button>
          <Message kind="notice" text={save.isSuccess && t.saved} />
        </form>
      )}
    </section>
  );
}
