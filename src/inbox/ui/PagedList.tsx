import type { ReactNode } from 'react';
import { useTexts } from '@/i18n/texts';
import type { useInfiniteList } from '../api/use-infinite-list';
import { Message } from './Message';
import { secondaryButtonClass } from './styles';
import { inboxTexts } from './texts';
import { useErrorText } from './use-error-text';

interface PagedListProps<Item> {
  list: Omit<ReturnType<typeof useInfiniteList>, 'items'> & { items: Item[] | null };
  /** Told in place of the list when it cannot be asked for (a filter the API would refuse). */
  problem?: string;
  empty: string;
  loadMore: string;
  /** The items, drawn by the screen (a table on desktop, cards on a phone). */
  children: (items: Item[]) => ReactNode;
}

/** A list's states around its items: failed, loading, empty, and "load more" after the last. */
export function PagedList<Item>(props: PagedListProps<Item>) {
  const { list } = props;
  const t = useTexts(inboxTexts);
  const errorText = useErrorText();
  const error = props.problem ?? (list.error ? errorText(list.error) : null);
  const { items } = list;
  return (
    <>
      <Message text={error} />
      {list.isLoading && <p role="status">{t.loading}</p>}
      {items && items.length === 0 && <p>{props.empty}</p>}
      {items && items.length > 0 && props.children(items)}
      {items && items.length > 0 && list.hasNextPage && (
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() => list.fetchNextPage()}
          disabled={list.isFetchingNextPage}
        >
          {list.isFetchingNextPage ? t.loading : props.loadMore}
        </button>
      )}
    </>
  );
}
