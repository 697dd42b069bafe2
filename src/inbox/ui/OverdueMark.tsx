import { useTexts } from '@/i18n/texts';
import { inboxTexts } from './texts';

/** "Overdue", in words and not by colour alone. */
export function OverdueMark() {
  const t = useTexts(inboxTexts);
  return (
    <span className="inline-flex items-center rounded-full border border-red-300 bg-red-50 px-2 py-0.5 text-sm font-semibold whitespace-nowrap text-red-800">
      {t.overdue}
    </span>
  );
}
