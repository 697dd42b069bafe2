import { attributionKeys } from '@contract/attribution';
import { type LeadDetailAnswer, leadDetailAnswer } from '@contract/inbox-api';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Deliveries } from './Deliveries';
import { EraseLead } from './EraseLead';
import { formatDateTime } from './format';
import { useInbox } from './inbox-context';
import { LeadNotes } from './LeadNotes';
import { StatusChange } from './StatusChange';
import { errorClass } from './styles';

/** One lead: its fields, status, notes, notifications and erasure. */
export function LeadPage() {
  const { id = '' } = useParams();
  const { t, language, get, errorText } = useInbox();
  const [detail, setDetail] = useState<LeadDetailAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(() => {
    get(`/api/inbox/leads/${encodeURIComponent(id)}`, leadDetailAnswer).then(
      (answer) => {
        setDetail(answer);
        setError(null);
      },
      (failure) => setError(errorText(failure)),
    );
  }, [id, get, errorText]);
  useEffect(reload, [reload]);

  const back = (
    <Link to="/inbox" className="font-semibold text-brand-800 underline">
      {t.lead.back}
    </Link>
  );
  if (!detail) {
    return (
      <main className="mx-auto max-w-4xl space-y-4 px-4 py-6">
        {back}
        {error ? (
          <p className={errorClass} role="alert">
            {error}
          </p>
        ) : (
          <p role="status">{t.loading}</p>
        )}
      </main>
    );
  }

  const { lead } = detail;
  const fields: [string, string | null][] = [
    [t.lead.receivedAt, formatDateTime(lead.createdAt, language)],
    [t.lead.email, lead.email],
    [t.lead.phone, lead.phone],
    [t.lead.language, lead.language ? t.languageNames[lead.language] : null],
    [t.lead.subject, lead.subject],
    [t.lead.page, lead.page],
  ];

  // Only what was recorded: an old client or a visitor without JavaScript sent none.
  const attribution = attributionKeys.flatMap((key) => {
    const value = lead.attribution[key];
    return value ? [[key, value] as const] : [];
  });

  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-6">
      {back}
      <h1 className="text-2xl font-bold break-words">
        {lead.firstName} {lead.lastName}
      </h1>
      <section
        aria-labelledby="lead-fields"
        className="rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="lead-fields" className="mb-3 text-lg font-bold">
          {t.lead.fields}
        </h2>
        <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
          {fields
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold text-slate-700">{label}</dt>
                <dd className="break-all">{value}</dd>
              </div>
            ))}
        </dl>
        {attribution.length > 0 && (
          <>
            <h3 className="mt-4 font-semibold text-slate-700">{t.lead.attribution}</h3>
            <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
              {attribution.map(([key, value]) => (
                <div key={key} className="contents">
                  <dt className="font-semibold text-slate-700">{t.lead.attributionLabels[key]}</dt>
                  <dd className="break-all">{value}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
        <h3 className="mt-4 font-semibold text-slate-700">{t.lead.message}</h3>
        <p className="whitespace-pre-wrap break-words">{lead.message}</p>
      </section>
      <StatusChange lead={lead} onChanged={(changed) => setDetail({ ...detail, lead: changed })} />
      <LeadNotes
        leadId={lead.id}
        notes={detail.notes}
        onAdded={(note) => setDetail({ ...detail, notes: [...detail.notes, note] })}
      />
      <Deliveries leadId={lead.id} deliveries={detail.deliveries} onResent={reload} />
      <EraseLead lead={lead} />
    </main>
  );
}
