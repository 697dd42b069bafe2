import { attributionKeys } from '@contract/attribution';
import { legalBasisLabels } from '@contract/lead-fields';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, type ReactNode, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useLanguage } from '@/i18n/language-context';
import { useTexts } from '@/i18n/texts';
import { queryKeys } from '../api/query-keys';
import { useMayDo } from '../api/session';
import { BreakableEmail } from '../ui/BreakableEmail';
import { mailtoHref, telHref, whatsappHref } from '../ui/contact-links';
import { DuplicateMark } from '../ui/DuplicateMark';
import { formatDateTime } from '../ui/format';
import { Message } from '../ui/Message';
import { OwnerSelect } from '../ui/OwnerSelect';
import { paths } from '../ui/paths';
import { inboxTexts } from '../ui/texts';
import { useErrorText } from '../ui/use-error-text';
import { Deliveries } from './Deliveries';
import { EraseLead } from './EraseLead';
import { LeadNotes } from './LeadNotes';
import { Neighbours } from './Neighbours';
import { NextStep } from './NextStep';
import { SpamFolder } from './SpamFolder';
import { StatusChange } from './StatusChange';
import { leadTexts } from './texts';
import { useLead } from './use-lead';

const linkClass = 'font-semibold text-brand-800 underline';

/** One lead: its fields, owner, status, notes, notifications and erasure. */
export function LeadPage() {
  const { id = '' } = useParams();
  const t = useTexts(leadTexts);
  const inbox = useTexts(inboxTexts);
  const language = useLanguage();
  const errorText = useErrorText();
  const { data: detail, error } = useLead(id);
  const client = useQueryClient();
  const mayDo = useMayDo();
  // Opening it marks it read for everyone: the lists show it so when next asked.
  const opened = detail?.lead.id;
  useEffect(() => {
    if (opened) client.invalidateQueries({ queryKey: queryKeys.leads, refetchType: 'none' });
  }, [opened, client]);

  const back = (
    <Link to={paths.leads} className="font-semibold text-brand-800 underline">
      {t.back}
    </Link>
  );
  if (!detail) {
    return (
      <main className="mx-auto max-w-4xl space-y-4 px-4 py-6">
        {back}
        {error ? <Message text={errorText(error)} /> : <p role="status">{inbox.loading}</p>}
      </main>
    );
  }

  const { lead } = detail;
  const whatsapp = whatsappHref(lead.phone);
  const fields: [string, ReactNode][] = [
    [t.receivedAt, formatDateTime(lead.createdAt, language)],
    [
      t.email,
      <a key="email" href={mailtoHref(lead.email)} className={linkClass}>
        <BreakableEmail address={lead.email} />
      </a>,
    ],
    [
      t.phone,
      <span key="phone" className="flex flex-wrap gap-x-4">
        <a href={telHref(lead.phone)} className={linkClass}>
          {lead.phone}
        </a>
        {whatsapp && (
          <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {t.whatsapp}
          </a>
        )}
      </span>,
    ],
    [t.company, lead.company],
    [t.cnpj, lead.cnpj],
    [t.language, lead.language ? inbox.languageNames[lead.language] : null],
    [t.subject, lead.subject],
    [t.page, lead.page],
  ];

  // Only what was recorded: an old client or a visitor without JavaScript sent none.
  const attribution = attributionKeys.map((key): [string, ReactNode] => [
    t.attributionLabels[key],
    lead.attribution[key] ?? null,
  ]);

  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-6">
      <Neighbours leadId={lead.id} />
      <h1 className="text-2xl font-bold break-words">
        {lead.firstName} {lead.lastName}
      </h1>
      <DuplicateMark lead={lead} />
      <section
        aria-labelledby="lead-fields"
        className="rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="lead-fields" className="mb-3 text-lg font-bold">
          {t.fields}
        </h2>
        <Fields fields={fields} />
        {attribution.some(([, value]) => value) && (
          <>
            <h3 className="mt-4 font-semibold text-slate-700">{t.attribution}</h3>
            <Fields fields={attribution} />
          </>
        )}
        <h3 className="mt-4 font-semibold text-slate-700">{t.lgpd}</h3>
        <Fields
          fields={[
            [t.legalBasis, legalBasisLabels[lead.legalBasis]?.[language] ?? lead.legalBasis],
            [t.privacyNotice, lead.privacyNoticeVersion ?? t.privacyNoticeUnknown],
            [t.recordedAt, formatDateTime(lead.createdAt, language)],
          ]}
        />
        <h3 className="mt-4 font-semibold text-slate-700">{t.message}</h3>
        <p className="whitespace-pre-wrap break-words">{lead.message}</p>
      </section>
      {/* Keyed by the lead: another lead's page starts with its own choices and draft. */}
      <Fragment key={lead.id}>
        <div className="rounded-lg border border-slate-200 bg-white p-4">
          <OwnerSelect lead={lead} label={inbox.owner.label} visibleLabel />
        </div>
        <StatusChange lead={lead} />
        <SpamFolder lead={lead} />
        <NextStep lead={lead} />
        <LeadNotes leadId={lead.id} notes={detail.notes} />
        <Deliveries leadId={lead.id} deliveries={detail.deliveries} />
        {mayDo('privacy:handle') ? (
          <EraseLead lead={lead} />
        ) : (
          <p className="text-sm text-slate-600">{t.eraseIsForPrivacy}</p>
        )}
      </Fragment>
    </main>
  );
}

/** Labels and values, those without a value left out. */
function Fields({ fields }: { fields: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
      {fields
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-700">{label}</dt>
            {/* A grid item is as wide as its longest word unless told it may break one: a
                long e-mail would widen the whole page on a phone. */}
            <dd className="min-w-0 wrap-anywhere">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
