import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styles from '@/features/account/components/account.module.css';
import { companyQuery } from '@/shared/api/company';
import { QueryView } from '@/shared/ui/QueryView';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { formatDate } from '@/utils/format';

/**
 * Licence page, titled with the company name (route title). Works signed out. The licence (number, date,
 * issuer) is the server's company details, the same answer the loan page and the debt certificate show.
 */
export default function LicensePage() {
  const { t } = useTranslation('account');
  const tag = useIntlTag();
  const company = useQuery(companyQuery());
  return (
    <article className={styles.prose}>
      <h2>{t('license.heading')}</h2>
      <QueryView query={company} loading={<Skeleton lines={4} />} failed={t('license.loadFailed')}>
        {({ licence }) => (
          <dl className={styles.dl}>
            <dt>{t('license.number')}</dt>
            <dd>{licence.number}</dd>
            <dt>{t('license.date')}</dt>
            <dd>{formatDate(licence.issuedOn, tag)}</dd>
            <dt>{t('license.issuer')}</dt>
            <dd>{licence.issuer}</dd>
            <dt>{t('license.activity')}</dt>
            <dd>{t('license.activityText')}</dd>
          </dl>
        )}
      </QueryView>
    </article>
  );
}
