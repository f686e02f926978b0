import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ThreadMessage } from '@/features/messages/api';
import { Composer } from '@/features/messages/components/Composer';
import { ThreadStatusLine } from '@/features/messages/components/ThreadList';
import styles from '@/features/messages/components/threads.module.css';
import { messageTime } from '@/features/messages/messageTime';
import { messagesKeys, threadQuery } from '@/features/messages/queries';
import { refreshDots } from '@/shared/api/dots';
import { useRouteQuery } from '@/shared/navigation/navigation';
import { EmptyState } from '@/shared/ui/EmptyState';
import { QueryView } from '@/shared/ui/QueryView';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useIntlTag } from '@/shared/ui/useIntlTag';

const QUERY = ['id'] as const;

function Bubble({ message }: { message: ThreadMessage }) {
  const { t } = useTranslation(['threads', 'messages']);
  const tag = useIntlTag();
  const when = messageTime(message.at, tag);
  const mine = message.from === 'borrower';
  return (
    <li className={`${styles.bubble} ${mine ? styles.mine : styles.theirs}`}>
      <span className={styles.who}>{mine ? t('you') : t('company')}</span>
      <p className={styles.text}>{message.text}</p>
      {message.photoUrl && <img className={styles.photo} src={message.photoUrl} alt={t('thread.photo')} loading="lazy" />}
      {when && (
        <time className={styles.time} dateTime={message.at}>
          {t('messages:sentAt', { date: when.date, time: when.time })}
        </time>
      )}
    </li>
  );
}

/**
 * One conversation (`?id=`): its subject, ticket number, status and the day an answer is due, the messages
 * oldest first (the borrower's on the right), and the composer. Reading it delivers the company's answers,
 * so the Me tab's dot and the list's counts are asked again.
 */
export default function ThreadPage() {
  const { t } = useTranslation('threads');
  const { id } = useRouteQuery(QUERY);
  if (!id) return <EmptyState text={t('errors.notFound')} />;
  return <Thread threadId={id} />;
}

function Thread({ threadId }: { threadId: string }) {
  const { t } = useTranslation('threads');
  const queryClient = useQueryClient();
  const query = useQuery(threadQuery(threadId));

  const delivered = query.dataUpdatedAt;
  useEffect(() => {
    if (delivered === 0) return;
    void refreshDots(queryClient);
    void queryClient.invalidateQueries({ queryKey: messagesKeys.threads() });
  }, [delivered, queryClient]);

  return (
    <QueryView query={query} loading={<Skeleton lines={2} blocks={3} />} failed={t('thread.loadFailed')}>
      {(data) => (
        <>
          <header className={styles.header}>
            <h2 className={styles.heading}>{data.thread.subject}</h2>
            <ThreadStatusLine thread={data.thread} />
          </header>
          <ol className={styles.bubbles} aria-label={t('thread.label')}>
            {data.messages.map((m) => (
              <Bubble key={m.id} message={m} />
            ))}
          </ol>
          {data.thread.status === 'closed' ? (
            <p className="muted">{t('thread.closed')}</p>
          ) : (
            <Composer threadId={threadId} />
          )}
        </>
      )}
    </QueryView>
  );
}
