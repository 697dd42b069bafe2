/** The person's own signed-in devices (decision 375): end any, or every other. */
import { devicesAnswer } from '@contract/inbox-api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLanguage } from '@/i18n/language-context';
import { useTexts } from '@/i18n/texts';
import { inboxGet, inboxPost } from '../api/fetch';
import { formatDateTime } from '../ui/format';
import { Message } from '../ui/Message';
import { secondaryButtonClass } from '../ui/styles';
import { inboxTexts } from '../ui/texts';
import { useErrorText } from '../ui/use-error-text';
import { teamTexts } from './texts';

const devicesKey = ['devices'] as const;

export default function DevicesPage() {
  const t = useTexts(teamTexts).devices;
  const shared = useTexts(inboxTexts);
  const language = useLanguage();
  const errorText = useErrorText();
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    document.title = `${t.heading} · ${shared.title}`;
  }, [t, shared]);
  const devices = useQuery({
    queryKey: devicesKey,
    queryFn: ({ client, signal }) => inboxGet(client, '/api/inbox/devices', devicesAnswer, signal),
  });
  const end = useMutation({
    mutationFn: (id: string | 'others', { client }) =>
      inboxPost(
        client,
        id === 'others' ? '/api/inbox/devices/end-others' : `/api/inbox/devices/${id}/end`,
        null,
      ),
    onSettled: (_data, _error, _id, _result, { client }) =>
      client.invalidateQueries({ queryKey: devicesKey }),
  });
  const others = devices.data?.devices.filter((device) => !device.current) ?? [];
  return (
    <main className="mx-auto max-w-3xl space-y-4 px-4 py-6">
      <h1 className="text-2xl font-bold">{t.heading}</h1>
      <p>{t.explain}</p>
      <Message text={(devices.error || end.error) && errorText(devices.error ?? end.error)} />
      <Message kind="notice" text={notice} />
      {!devices.data && !devices.error && <p role="status">{shared.loading}</p>}
      <ul className="space-y-2">
        {devices.data?.devices.map((device) => (
          <li
            key={device.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 bg-white p-3"
          >
            <div>
              <p className="font-semibold">
                {device.device ?? t.unknownDevice}
                {device.current && (
                  <span className="ml-2 rounded bg-brand-50 px-2 py-0.5 text-sm text-brand-800">
                    {t.current}
                  </span>
                )}
              </p>
              <p className="text-sm text-slate-700">
                {t.since(formatDateTime(device.createdAt, language))} ·{' '}
                {t.lastSeen(formatDateTime(device.lastSeenAt, language))}
              </p>
            </div>
            {!device.current && (
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={end.isPending}
                onClick={() => end.mutate(device.id, { onSuccess: () => setNotice(t.ended) })}
              >
                {t.end}
              </button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 && (
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={end.isPending}
          onClick={() =>
            end.mutate('others', {
              onSuccess: (answer) =>
                setNotice(t.endedOthers((answer as { ended: number } | null)?.ended ?? 0)),
            })
          }
        >
          {t.endOthers}
        </button>
      )}
    </main>
  );
}
