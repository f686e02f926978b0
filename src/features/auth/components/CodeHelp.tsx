import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '@/shared/ui/BottomSheet';
import { Button } from '@/shared/ui/Button';
import styles from './LoginForm.module.css';

export interface CodeHelpProps {
  /** The number the code went to, masked as the form shows it. */
  phone: string;
  /** Closes the sheet and puts the borrower in the number field to correct it. */
  onChangeNumber: () => void;
}

/** «Код не приходит?»: what to check on the phone before asking again, with the way back to the number. */
export function CodeHelp({ phone, onChangeNumber }: CodeHelpProps) {
  const { t } = useTranslation('otp');
  const [open, setOpen] = useState(false);
  // The sheet hands the focus back to its opener as it closes; the number field takes it after that.
  const toNumber = useRef(false);
  useEffect(() => {
    if (open || !toNumber.current) return;
    toNumber.current = false;
    onChangeNumber();
  }, [open, onChangeNumber]);
  return (
    <>
      <Button type="button" variant="text" className={styles.help} onClick={() => setOpen(true)}>
        {t('help.open')}
      </Button>
      <BottomSheet open={open} onClose={() => setOpen(false)} title={t('help.title')}>
        <p className={styles.helpText}>{t('help.intro')}</p>
        <ul className={styles.helpList}>
          <li>{t('help.number', { phone })}</li>
          <li>{t('help.network')}</li>
          <li>{t('help.blocked')}</li>
        </ul>
        <p className={styles.helpText}>{t('help.resend')}</p>
        <Button
          type="button"
          variant="secondary"
          fullWidth
          onClick={() => {
            toNumber.current = true;
            setOpen(false);
          }}
        >
          {t('help.changeNumber')}
        </Button>
      </BottomSheet>
    </>
  );
}
