import { useTranslation } from 'react-i18next';
import { EMPLOYMENT_OPTIONS } from '@/features/onboarding/api';
import { useBack } from '@/shared/navigation/navigation';
import { Button } from '@/shared/ui/Button';
import { Dialog } from '@/shared/ui/Dialog';

/**
 * `work-pop` (employment type): what each choice of the work form means, so the borrower picks the one
 * that fits. Opened over the form from its employment field; what was typed stays in the form's draft.
 */
export default function WorkPopDialog() {
  const { t } = useTranslation('onboarding');
  const back = useBack();
  return (
    <Dialog
      open
      onClose={back}
      title={t('title.dialogs.work-pop', { ns: 'pages' })}
      actions={
        <Button variant="primary" fullWidth onClick={back}>
          {t('identity.guide.close')}
        </Button>
      }
    >
      <dl className="form-stack">
        {EMPLOYMENT_OPTIONS.map((id) => (
          <div key={id}>
            <dt>
              <strong>{t(`employment.${id}`, { ns: 'options' })}</strong>
            </dt>
            <dd>{t(`work.employmentHelp.${id}`)}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
