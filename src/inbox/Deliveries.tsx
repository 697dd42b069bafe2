import { type Delivery, resendAnswer } from '@contract/inbox-api';
import { useState } from 'react';
import { formatDateTime } from './format';
import { useInbox } from './inbox-context';
import { errorClass, noticeClass, secondaryButtonClass } from './styles';

interface DeliveriesProps {
  leadId: string;
  deliveries: Delivery[];
  onResent: () => void;
}

/** Each notification's state, with "send again" where this server sends on that channel. */
export function Deliveries({ leadId, deliveries, onResent }: DeliveriesProps) {
  const { t, language, post, errorText } = useInbox();
  const [message, setMessage] = useState<{ kind: 'error' | 'saved'; text: string } | null>(null);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, language) : null);

  function deliveryText(delivery: Delivery): string {
    if (delivery.state === 'delivered') return t.lead.delivered(when(delivery.deliveredAt) ?? '');
    if (delivery.state === 'pending')
      return t.lead.pending(delivery.attempts, when(delivery.nextAttemptAt));
    return t.lead.failed(delivery.attempts, delivery.lastError ?? '', when(delivery.nextAttemptAt));
  }

  async function resend(delivery: Delivery) {
    setMessage(null);
    try {
      await post(`/api/inbox/leads/${leadId}/deliveries/${delivery.channel}/resend`, resendAnswer);
      setMessage({ kind: 'saved', text: t.lead.resent });
      onResent();
    } catch (failure) {
      setMessage({ kind: 'error', text: errorText(failure) });
    }
  }

  return (
    <section
      aria-labelledby="lead-deliveries"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="lead-deliveries" className="mb-3 text-lg font-bold">
        {t.lead.deliveries}
      </h2>
      {deliveries.length === 0 ? (
        <p className="text-slate-700">{t.lead.noDeliveries}</p>
      ) : (
        <ul className="space-y-3">
          {deliveries.map((delivery) => (
            <li
              key={delivery.channel}
              className="flex flex-wrap items-center justify-between gap-2"
            >
              <div>
                <p className="font-semibold">{t.lead.channels[delivery.channel]}</p>
                <p className={delivery.state === 'failed' ? 'text-red-800' : 'text-slate-700'}>
                  {delivery.channelOn ? deliveryText(delivery) : t.lead.channelOff}
                </p>
              </div>
              {delivery.channelOn && (
                <button
                  type="button"
                  className={secondaryButtonClass}
                  onClick={() => resend(delivery)}
                >
                  {t.lead.sendAgain}
                  <span className="sr-only"> ({t.lead.channels[delivery.channel]})</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {message && (
        <p
          className={`mt-3 ${message.kind === 'error' ? errorClass : noticeClass}`}
          role={message.kind === 'error' ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      )}
    </section>
  );
}
