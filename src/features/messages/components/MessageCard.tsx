import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useQualifiedText } from '@/lib/i18n';
import { Link } from 'react-router-dom';
import type { Pop } from '@/shared/api/pops';
import { appLinkTarget, pageTitleKey } from '@/shared/navigation/appLink';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { messageTime } from '@/features/messages/messageTime';
import styles from './MessageCard.module.css';

/**
 * One message: its title (with "new" the first time it reaches the page), when it was sent (Kazakhstan
 * time), its text as plain text (markup shows as typed, line breaks kept), and its link as a button only
 * when it names a page of the app.
 */
export function MessageCard({ message, isNew }: { message: Pop; isNew: boolean }) {
  const { t } = useTranslation('messages');
  const text = useQualifiedText();
  const tag = useIntlTag();
  const titleId = useId();
  const when = messageTime(message.createdAt, tag);
  const target = appLinkTarget(message.link);
  const titleKey = target ? pageTitleKey(target.split('?')[0] ?? '') : undefined;
  return (
    <article className={isNew ? `card ${styles.item} ${styles.unread}` : `card ${styles.item}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {isNew && (
          <>
            <span className={styles.badge}>{t('new')}</span>{' '}
          </>
        )}
        {message.title}
      </h2>
      {when && (
        <time className={styles.time} dateTime={message.createdAt}>
          {t('sentAt', { date: when.date, time: when.time })}
        </time>
      )}
      <p className={styles.text}>{message.text}</p>
      {target && titleKey && (
        <Link className={`link-button link-button--secondary ${styles.action}`} to={target}>
          {t('open', { page: text(titleKey) })}
        </Link>
      )}
    </article>
  );
}
