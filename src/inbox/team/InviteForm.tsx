import type { Language } from '@contract/languages';
import type { Role } from '@contract/roles';
import { type FormEvent, useState } from 'react';
import { useLanguage } from '@/i18n/language-context';
import { useTexts } from '@/i18n/texts';
import { FieldError, fieldAria, focusField, serverFieldNames } from '../ui/field-errors';
import { Message } from '../ui/Message';
import { inputClass, labelClass, primaryButtonClass } from '../ui/styles';
import { inboxTexts } from '../ui/texts';
import { useErrorText } from '../ui/use-error-text';
import { RoleChoice } from './RoleChoice';
import { teamTexts } from './texts';
import { useInvite } from './use-team';

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An address, its roles and the mail's language; kept as typed when the server refuses. */
export function InviteForm() {
  const t = useTexts(teamTexts).team;
  const shared = useTexts(inboxTexts);
  const errorText = useErrorText();
  const invite = useInvite();
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<Role[]>(['sales']);
  const [language, setLanguage] = useState<Language>(useLanguage());
  const [problems, setProblems] = useState<{ email?: string; roles?: string }>({});
  const [sentTo, setSentTo] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    invite.reset();
    setSentTo(null);
    const found = {
      email: emailShape.test(email.trim()) ? undefined : t.emailInvalid,
      roles: roles.length > 0 ? undefined : t.chooseRole,
    };
    setProblems(found);
    if (found.email || found.roles) {
      focusField(found.email ? 'invite-email' : `invite-role-${'admin'}`);
      return;
    }
    invite.mutate(
      { email: email.trim(), roles, language },
      {
        onSuccess: () => {
          setSentTo(email.trim());
          setEmail('');
        },
        onError: (failure) => {
          if (serverFieldNames(failure).includes('email')) {
            setProblems({ email: t.emailInvalid });
            focusField('invite-email');
          }
        },
      },
    );
  }

  const failure = serverFieldNames(invite.error).length === 0 ? invite.error : null;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-md border border-slate-200 bg-white p-4"
    >
      <h2 className="text-lg font-bold">{t.invite}</h2>
      <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
        <div>
          <label htmlFor="invite-email" className={labelClass}>
            {t.inviteEmail}
          </label>
          <input
            id="invite-email"
            type="email"
            autoComplete="off"
            className={inputClass}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            {...fieldAria('invite-email', problems.email)}
          />
          <FieldError fieldId="invite-email" message={problems.email} />
        </div>
        <div>
          <label htmlFor="invite-language" className={labelClass}>
            {t.inviteLanguage}
          </label>
          <select
            id="invite-language"
            className={inputClass}
            value={language}
            onChange={(event) => setLanguage(event.target.value as Language)}
          >
            <option value="pt">{shared.languageNames.pt}</option>
            <option value="en">{shared.languageNames.en}</option>
          </select>
        </div>
      </div>
      <RoleChoice
        idPrefix="invite-role"
        legend={t.inviteRoles}
        value={roles}
        onChange={setRoles}
        error={problems.roles}
      />
      <Message text={failure && errorText(failure)} />
      <Message kind="notice" text={sentTo && t.invited(sentTo)} />
      <button type="submit" className={primaryButtonClass} disabled={invite.isPending}>
        {invite.isPending ? t.sending : t.sendInvite}
      </button>
    </form>
  );
}
