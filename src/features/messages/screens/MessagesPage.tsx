import { useEffect, useMemo, useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Pop } from '@/shared/api/pops';
import { refreshDots } from '@/shared/api/dots';
import { EmptyState } from '@/shared/ui/EmptyState';
import { ErrorState } from '@/shared/ui/ErrorState';
import { LoadMoreList } from '@/shared/ui/LoadMoreList';
import { PullToRefresh } from '@/shared/ui/PullToRefresh';
import { QueryView } from '@/shared/ui/QueryView';
import { Skeleton } from '@/shared/ui/Skeleton';
import { MessageCard } from '@/features/messages/components/MessageCard';
import { ThreadList } from '@/features/messages/components/ThreadList';
import { messagesQuery } from '@/features/messages/queries';
import styles from './MessagesPage.module.css';

const NO_IDS: ReadonlySet<string> = new Set();

/**
 * Messages (`information`): the borrower's messages, newest first, twenty a page with the next near the
 * bottom, pull to refresh, 'No news yet'. A message the server delivers unread is marked new for this
 * visit (a refresh or a language switch answers it as read: the mark stays until the page is left). Every
 * answer makes the Me tab's dots stale: what this page delivered is read now. Above the notices, the
 * borrower's conversations with the company (ThreadList).
 */
export default function MessagesPage() {
  const { t } = useTranslation('messages');
  const { t: tt } = useTranslation('threads');
  const queryClient = useQueryClient();
  const list = useInfiniteQuery(messagesQuery());

  const items = useMemo(() => {
    // Pages are slices of a list that grows at the top: a message may come twice until the next refresh.
    const byId = new Map<string, Pop>();
    for (const m of (list.data?.pages ?? []).flatMap((p) => p.list)) if (!byId.has(m.id)) byId.set(m.id, m);
    return [...byId.values()];
  }, [list.data]);

  // New on this visit: every message that arrived unread since the page opened.
  const [fresh, setFresh] = useState<ReadonlySet<string>>(NO_IDS);
  const arrivedUnread = items.filter((m) => !m.read && !fresh.has(m.id));
  if (arrivedUnread.length > 0) setFresh(new Set([...fresh, ...arrivedUnread.map((m) => m.id)]));

  const delivered = list.dataUpdatedAt;
  useEffect(() => {
    if (delivered > 0) void refreshDots(queryClient);
  }, [delivered, queryClient]);

  const newCount = items.filter((m) => fresh.has(m.id)).length;
  return (
    <>
      <ThreadList />
      <h2 className={styles.notices}>{tt('notices')}</h2>
      <QueryView query={list} loading={<Skeleton lines={2} blocks={3} />} failed={t('loadFailed')}>
        {() => (
          <PullToRefresh onRefresh={() => list.refetch()}>
            {newCount > 0 && <p className={`muted ${styles.summary}`}>{t('newCount', { n: newCount })}</p>}
            <LoadMoreList
              aria-label={t('label')}
              items={items}
              getKey={(m) => m.id}
              renderItem={(m) => <MessageCard message={m} isNew={fresh.has(m.id)} />}
              hasMore={list.hasNextPage && !list.isFetchNextPageError}
              loading={list.isFetchingNextPage}
              onLoadMore={() => void list.fetchNextPage()}
              empty={<EmptyState preset="news" />}
            />
            {list.isFetchNextPageError && <ErrorState error={list.error} message={t('moreFailed')} onRetry={() => void list.fetchNextPage()} />}
          </PullToRefresh>
        )}
      </QueryView>
    </>
  );
}
