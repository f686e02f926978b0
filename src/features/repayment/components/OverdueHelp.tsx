import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { companyQuery } from '@/features/repayment/queries';
import { paths } from '@/config/paths';
import { TaggedText } from '@/shared/ui/TaggedText';
import { displayPhone, telHref } from '@/utils/phone';

/**
 * How an overdue borrower reaches the company (copy review M1): the server's phone, a tap to call, and the
 * feedback form. Until the phone is known nothing is said; if it cannot be read, the form alone.
 */
export function OverdueHelp() {
  const { t } = useTranslation('repayment');
  const { t: tl } = useTranslation('loanPage');
  const company = useQuery(companyQuery());
  const feedback = <Link to={paths.personal.feedback} />;
  const phone = company.data ? displayPhone(company.data.phone) : '';
  if (phone && company.data) {
    return (
      <p className="muted">
        <TaggedText text={t('page.overdueHelp', { phone })} components={{ phone: <a href={telHref(company.data.phone)} />, feedback }} />
      </p>
    );
  }
  if (!company.isError && !company.data) return null;
  return (
    <p className="muted">
      <TaggedText text={tl('contact.noPhone')} components={{ feedback }} />
    </p>
  );
}
