import { useEffect } from 'react';
import { useTexts } from '@/i18n/texts';
import { inboxTexts } from '../ui/texts';

/** The tab's title: the screen's heading, then the inbox's name. */
export function useDocumentTitle(heading: string) {
  const shared = useTexts(inboxTexts);
  useEffect(() => {
    document.title = `${heading} · ${shared.title}`;
  }, [heading, shared]);
}
