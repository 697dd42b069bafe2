import type { Delivery } from '@contract/inbox-api';
import { useLanguage } from '@/i18n/language-context';
import { useTexts } from '@/i18n/texts';
import { formatDateTime } from '../ui/format';
import { Message } from '../ui/Message';
import { secondaryButtonClass } from '../ui/styles';
import { useErrorText } from '../ui/use-error-text';
import { leadTexts } from './texts';
import { useResend } from './use-lead';

/** Each notification's state, with "send again" where this server sends on that channel. */
export function Deliveries({ leadId, deliveries }: { leadId: string; deliveries: Delivery[] }) {
  const t = useTexts(leadTexts);
  const language = useLanguage();
  const errorText = useErrorText();
  const resend = useResend(leadId);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, language) : null);

  function deliveryText(delivery: Delivery): string {
    if (delivery.state === 'delivered') return t.delivered(when(delivery.deliveredAt) ?? '');
    if (delivery.state === 'skipped' && delivery.skippedReason === 'spam')
      return t.skippedSpam(when(delivery.deliveredAt) ?? '');
    if (delivery.state === 'skipped')
      return t.skippedRecipientLimit(when(delivery.deliveredAt) ?? '');
    if (delivery.state === 'pending')
      return t.pending(delivery.attempts, when(delivery.nextAttemptAt));
    return t.failed(delivery.attempts, delivery.lastError ?? '', when(delivery.nextAttemptAt));
  }

  return (
    <section
      aria-labelledby="lead-deliveries"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="lead-deliveries" className="mb-3 text-lg font-bold">
        {t.deliveries}
      </h2>
      {deliveries.length === 0 ? (
        <p className="text-slate-700">{t.noDeliveries}</p>
      ) : (
        <ul className="space-y-3">
          {deliveries.map((delivery) => (
            <li
              key={delivery.channel}
              className="flex flex-wrap items-center justify-between gap-2"
            >
              <div>
                <p className="font-semibold">{t.channels[delivery.channel]}</p>
                <p className={delivery.state === 'failed' ? 'text-red-800' : 'text-slate-700'}>
                  {delivery.channelOn ? deliveryText(delivery) : t.channelOff}
                </p>
              </div>
              {delivery.channelOn && (
                <button
                  type="button"
                  className={secondaryButtonClass}
                  onClick={() => resend.mutate(delivery.channel)}
                  disabled={resend.isPending}
                >
                  {t.sendAgain}
                  <span className="sr-only"> ({t.channels[delivery.channel]})</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Message className="mt-3" kind="notice" text={resend.isSuccess && t.resent} />
      <Message className="mt-3" text={resend.error && errorText(resend.error)} />
    </section>
  );
}
