import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { EmptyState } from '@/shared/ui/EmptyState';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main id="main" className="page">
      <EmptyState text={t('notFound.text')} action={<Link className="link-button" to={paths.root}>{t('notFound.home')}</Link>} />
    </main>
  );
}
