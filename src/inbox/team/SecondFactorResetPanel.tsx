/**
 * An admin resets a colleague's second sign-in step (decision 451): what happens is said before
 * the button that does it; the answer counts the sessions it ended.
 */
import type { TeamAccount } from '@contract/inbox-api';
import { useTexts } from '@/i18n/texts';
import { Message } from '../ui/Message';
import { primaryButtonClass, secondaryButtonClass } from '../ui/styles';
import { useErrorText } from '../ui/use-error-text';
import type { pt } from './pt';
import { teamTexts } from './texts';
import { useResetSecondFactors } from './use-team';

type Notice = (texts: (typeof pt)['team']) => string;

export function SecondFactorResetPanel({
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
  const reset = useResetSecondFactors();
  return (
    <form
      className="mt-3 space-y-3 border-t border-slate-200 pt-3"
      onSubmit={(event) => {
        event.preventDefault();
        reset.mutate(account.id, {
          onSuccess: (answer) => {
            const { sessionsEnded } = answer as { sessionsEnded: number };
            onDone((texts) => texts.factorsReset(sessionsEnded));
          },
        });
      }}
    >
      <h3 className="font-bold">{t.resetFactorsHeading(account.name ?? account.email)}</h3>
      <p>{t.resetFactorsExplain}</p>
      <Message text={reset.error && errorText(reset.error)} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButtonClass} disabled={reset.isPending}>
          {t.confirmResetFactors}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
