import { useTexts } from '@/i18n/texts';
import { useAccounts, useTakesLeads } from '../api/owners';
import { useSignedInUser } from '../api/session';
import { Message } from '../ui/Message';
import { useErrorText } from '../ui/use-error-text';
import { leadsTexts } from './texts';

/** The signed-in account joins or leaves the turn that gives out new leads (round-robin). */
export function TakesLeads() {
  const t = useTexts(leadsTexts);
  const errorText = useErrorText();
  const me = useSignedInUser();
  const mine = useAccounts().data?.accounts.find((account) => account.id === me?.id);
  const change = useTakesLeads();
  if (!mine) return null;
  const checked = change.isPending ? change.variables : mine.takesLeads;
  return (
    <div className="text-sm">
      <label className="inline-flex items-center gap-2 font-semibold text-slate-800">
        <input
          type="checkbox"
          className="size-5 accent-brand-700"
          checked={checked}
          aria-busy={change.isPending}
          onChange={(event) => {
            if (!change.isPending) change.mutate(event.target.checked);
          }}
          aria-describedby="takes-leads-hint"
        />
        {t.takesLeads}
      </label>
      {/* On a phone the hint is read, not shown: the first lead stays on the first screen. */}
      <p id="takes-leads-hint" className="text-slate-700 max-md:sr-only">
        {t.takesLeadsHint}
      </p>
      <Message
        className="mt-2"
        text={change.error && `${t.takesLeadsNotSaved} ${errorText(change.error)}`}
      />
    </div>
  );
}
