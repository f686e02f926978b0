import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { loanHomeQuery } from '@/features/loan-application/queries';
import { useBack } from '@/shared/navigation/navigation';
import { Button } from '@/shared/ui/Button';
import { Dialog } from '@/shared/ui/Dialog';
import { paths, withQuery } from '@/config/paths';

/**
 * `finish`: the three onboarding groups are complete. What comes next: the payout card form (when there is
 * none yet), then the amount and term on the Loans tab.
 */
export default function FinishDialog() {
  const { t } = useTranslation('loan');
  const back = useBack();
  const navigate = useNavigate();
  const home = useQuery(loanHomeQuery());
  const needsCard = home.data?.stage === 'no_card';
  return (
    <Dialog
      open
      onClose={back}
      title={t('title.dialogs.finish', { ns: 'pages' })}
      actions={
        needsCard ? (
          <>
            <Button variant="secondary" onClick={back}>
              {t('finish.later')}
            </Button>
            <Button variant="primary" onClick={() => navigate(withQuery(paths.bankInfo.bankInfo, { redirect: paths.root }), { replace: true })}>
              {t('finish.addCard')}
            </Button>
          </>
        ) : (
          <Button variant="primary" fullWidth onClick={back}>
            {t('finish.chooseAmount')}
          </Button>
        )
      }
    >
      <p>{t('finish.text')}</p>
      <ol>
        <li>{t('finish.step1')}</li>
        <li>{t('finish.step2')}</li>
      </ol>
    </Dialog>
  );
}
