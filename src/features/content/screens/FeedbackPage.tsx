import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { FeedbackForm } from '@/features/content/components/FeedbackForm';
import { showToast } from '@/shared/ui/toastStore';
import { useBack, useStillHere } from '@/shared/navigation/navigation';

/**
 * Feedback: once sent, the conversation it opened takes the form's place (its ticket number and the day
 * an answer is due are there, and the answer will be); a server that names no thread sends the borrower back.
 */
export default function FeedbackPage() {
  const { t } = useTranslation('account');
  const { t: tt } = useTranslation('threads');
  const back = useBack();
  const navigate = useNavigate();
  const stillHere = useStillHere();
  return (
    <FeedbackForm
      onSent={(res) => {
        if (!res.thread) {
          showToast(t('feedback.sent'), { duration: 3000 });
          back();
          return;
        }
        showToast(tt('feedback.registered', { no: res.thread.ticketNo }), { duration: 3000 });
        // An answer that arrives after the borrower went elsewhere does not move them.
        if (stillHere()) void navigate(`${paths.personal.thread}?id=${encodeURIComponent(res.thread.id)}`, { replace: true });
      }}
    />
  );
}
