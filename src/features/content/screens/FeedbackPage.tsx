import { useTranslation } from 'react-i18next';
import { FeedbackForm } from '@/features/content/components/FeedbackForm';
import { showToast } from '@/shared/ui/toastStore';
import { useBack } from '@/shared/navigation/navigation';

export default function FeedbackPage() {
  const { t } = useTranslation('account');
  const back = useBack();
  return (
    <FeedbackForm
      onSent={() => {
        showToast(t('feedback.sent'), { duration: 3000 });
        back();
      }}
    />
  );
}
