import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { ThreadSummary } from '@/features/messages/api';
import { threadsQuery } from '@/features/messages/queries';
import { QueryView } from '@/shared/ui/QueryView';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { formatDate } from '@/utils/format';
import styles from './threads.module.css';

/** Where a thread opens. */
export const threadLink = (id: string): string => `${paths.personal.thread}?id=${encodeURIComponent(id)}`;

/** Ticket number, status and, while an answer is owed, the day it is due: the line under a thread's subject. */
export function ThreadStatusLine({ thread }: { thread: ThreadSummary }) {
  const { t } = useTranslation('threads');
  const tag = useIntlTag();
  const parts = [t('ticket', { no: thread.ticketNo }), t(`status.${thread.status}`)];
  if (thread.status === 'open' && thread.answerDue) parts.push(t('due', { date: formatDate(thread.answerDue, tag) }));
  return <span className={styles.meta}>{parts.join(' · ')}</span>;
}

function ThreadItem({ thread }: { thread: ThreadSummary }) {
  const { t } = useTranslation('threads');
  const last = thread.lastMessage;
  return (
    <li>
      <Link className={thread.unread > 0 ? `card ${styles.item} ${styles.unread}` : `card ${styles.item}`} to={threadLink(thread.id)}>
        <span className={styles.subject}>{thread.subject}</span>
        <ThreadStatusLine thread={thread} />
        {last && <p className={`muted ${styles.last}`}>{last.from === 'borrower' ? t('youWrote', { text: last.text }) : last.text}</p>}
        {thread.unread > 0 && <span className={styles.badge}>{t('unread', { count: thread.unread })}</span>}
      </Link>
    </li>
  );
}

/**
 * The borrower's conversations above the notices: each with its ticket number, status, the day an answer
 * is due and how many answers are unread; «Написать нам» opens the feedback form (a new conversation).
 */
export function ThreadList() {
  const { t } = useTranslation('threads');
  const query = useQuery(threadsQuery());
  return (
    <section className={styles.section} aria-labelledby="threads-heading">
      <div className={styles.head}>
        <h2 id="threads-heading" className={styles.heading}>
          {t('section')}
        </h2>
        <Link className="link-button link-button--secondary" to={paths.personal.feedback}>
          {t('write')}
        </Link>
      </div>
      <QueryView query={query} loading={<Skeleton lines={2} />} failed={t('loadFailed')}>
        {(data) =>
          data.list.length === 0 ? (
            <p className="muted">{t('empty')}</p>
          ) : (
            <ul className={styles.list} aria-labelledby="threads-heading">
              {data.list.map((thread) => (
                <ThreadItem key={thread.id} thread={thread} />
              ))}
            </ul>
          )
        }
      </QueryView>
    </section>
  );
}
