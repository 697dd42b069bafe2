/** The studio's list of content items, each language's status beside it (decision 401). */
import { Link } from 'react-router';
import { useLanguage } from '@/i18n/language-context';
import { useTexts } from '@/i18n/texts';
import { formatDateTime } from '../ui/format';
import { Message } from '../ui/Message';
import { paths } from '../ui/paths';
import { inboxTexts } from '../ui/texts';
import { useErrorText } from '../ui/use-error-text';
import { contentTexts } from './texts';
import { useContentList } from './use-content';
import { useDocumentTitle } from './use-document-title';

export default function ContentListPage() {
  const t = useTexts(contentTexts);
  const shared = useTexts(inboxTexts);
  const language = useLanguage();
  const errorText = useErrorText();
  const list = useContentList();
  useDocumentTitle(t.heading);
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-6">
      <h1 className="text-2xl font-bold">{t.heading}</h1>
      <p className="max-w-3xl text-slate-700">{t.intro}</p>
      {list.error && <Message text={errorText(list.error)} />}
      {!list.data && !list.error && <p role="status">{shared.loading}</p>}
      <ul className="space-y-3">
        {list.data?.items.map((item) => (
          <li key={item.id} className="rounded-lg border border-slate-200 bg-white p-4">
            <h2 className="text-lg font-semibold">
              <Link to={paths.contentItem(item.id)} className="text-brand-800 underline">
                {t.items[item.id] ?? item.id}
              </Link>
            </h2>
            <ul className="mt-2 space-y-1 text-sm text-slate-700">
              {item.languages.map((state) => (
                <li key={state.language}>
                  {t.languages[state.language]}:{' '}
                  {state.unpublishedChanges && state.status === 'published'
                    ? t.status.changes
                    : t.status[state.status]}{' '}
                  ·{' '}
                  {t.version(state.version, state.savedBy, formatDateTime(state.savedAt, language))}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </main>
  );
}
