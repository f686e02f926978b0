import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_MESSAGES, useDeleteAccount } from '@/features/account/queries';
import { Dialog } from '@/shared/ui/Dialog';
import { Button } from '@/shared/ui/Button';
import { Checkbox } from '@/shared/ui/Checkbox';
import { showToast } from '@/shared/ui/toastStore';
import { errorText } from '@/shared/errorText';
import { useBack } from '@/shared/navigation/navigation';
import { paths } from '@/config/paths';

/**
 * Account deletion: explains what is removed, asks for an explicit confirmation, calls
 * /api/index/deleteLogin, then clears everything like logout.
 */
export default function DeleteDialog() {
  const { t } = useTranslation('account');
  const back = useBack();
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(false);
  const [showAgreeError, setShowAgreeError] = useState(false);
  const remove = useDeleteAccount(() => {
    navigate(paths.root, { replace: true });
    showToast(t('delete.done'), { duration: 3000 });
  });

  const onDelete = () => {
    if (!agreed) {
      setShowAgreeError(true);
      return;
    }
    remove.submit().catch(() => {
      /* shown below from remove.error */
    });
  };

  return (
    <Dialog
      open
      onClose={back}
      dismissible={!remove.isPending}
      title={t('delete.title')}
      actions={
        <>
          <Button variant="secondary" onClick={back} disabled={remove.isPending}>
            {t('cancel', { ns: 'common' })}
          </Button>
          <Button variant="primary" className="button-danger" loading={remove.isPending} onClick={onDelete}>
            {t('delete.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('delete.text')}</p>
      <ul>
        <li>{t('delete.point1')}</li>
        <li>{t('delete.point2')}</li>
        <li>{t('delete.point3')}</li>
      </ul>
      <Checkbox
        label={t('delete.agree')}
        checked={agreed}
        onChange={(e) => {
          setAgreed(e.target.checked);
          setShowAgreeError(false);
        }}
        error={showAgreeError ? t('delete.agreeRequired') : undefined}
      />
      {remove.error && (
        <p role="alert" className="form-error">
          {errorText(t, remove.error, ACCOUNT_MESSAGES)}
        </p>
      )}
    </Dialog>
  );
}
