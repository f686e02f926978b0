import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { loanHomeQuery } from '@/features/loan-application/queries';
import { paths, withQuery } from '@/config/paths';

/**
 * What the newest order asks of the borrower, on the Loans tab. Loaded only for a borrower who has
 * finished onboarding (it brings the HTTP client and the order schema with it).
 */
export default function OrderNotice() {
  const { t } = useTranslation('pages');
  const home = useQuery(loanHomeQuery());
  if (home.data?.stage !== 'supplement') return null;
  return (
    <section className="card notice" aria-labelledby="order-supplement">
      <h2 id="order-supplement" className="form-heading">
        {t('loans.supplement.title')}
      </h2>
      <p>{t('loans.supplement.text')}</p>
      <Link className="link-button" to={withQuery(paths.info.photoCard, { supplement: 1 })}>
        {t('loans.supplement.action')}
      </Link>
    </section>
  );
}
