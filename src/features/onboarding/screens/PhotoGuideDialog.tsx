import { useTranslation } from 'react-i18next';
import { Dialog } from '@/shared/ui/Dialog';
import { Button } from '@/shared/ui/Button';
import { useBack, usePageLocation } from '@/shared/navigation/navigation';
import { paths } from '@/config/paths';
import styles from './PhotoGuideDialog.module.css';

type GuideKind = 'front' | 'back' | 'selfie';

/** The spec's guidance dialogs: photo_zm (front of the ID), photo_fm (back), photo_zp (selfie). */
const KIND_OF: Record<string, GuideKind> = {
  [paths.dialogs.photo_zm]: 'front',
  [paths.dialogs.photo_fm]: 'back',
  [paths.dialogs.photo_zp]: 'selfie',
};

const TIPS = ['tip1', 'tip2', 'tip3', 'tip4'] as const;

/** A drawing of what a good photo looks like: the card inside corner marks, or a face inside the oval. */
function Illustration({ kind }: { kind: GuideKind }) {
  if (kind === 'selfie') {
    return (
      <svg className={styles.art} viewBox="0 0 160 120" aria-hidden="true" focusable="false">
        <ellipse cx="80" cy="60" rx="34" ry="46" fill="none" stroke="currentColor" strokeWidth="3" strokeDasharray="6 5" />
        <circle cx="80" cy="52" r="18" fill="currentColor" opacity="0.25" />
        <path d="M52 100c6-16 50-16 56 0" fill="currentColor" opacity="0.25" />
      </svg>
    );
  }
  return (
    <svg className={styles.art} viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <path d="M18 30V18h12M142 30V18h-12M18 90v12h12M142 90v12h-12" fill="none" stroke="currentColor" strokeWidth="3" />
      <rect x="28" y="28" width="104" height="64" rx="6" fill="currentColor" opacity="0.15" />
      {kind === 'front' ? (
        <>
          <rect x="36" y="38" width="28" height="36" rx="3" fill="currentColor" opacity="0.35" />
          <path d="M72 44h48M72 54h40M72 64h44" stroke="currentColor" strokeWidth="4" opacity="0.5" />
        </>
      ) : (
        <>
          <path d="M38 40h4M46 40h2M52 40h6M62 40h2M68 40h4M76 40h2M82 40h6M92 40h2" stroke="currentColor" strokeWidth="10" opacity="0.45" />
          <path d="M38 70h84M38 80h84" stroke="currentColor" strokeWidth="4" strokeDasharray="3 2" opacity="0.5" />
        </>
      )}
    </svg>
  );
}

/** How to take this photo: a drawing and four short tips, closed with one button. */
export default function PhotoGuideDialog() {
  const { t } = useTranslation('onboarding');
  const back = useBack();
  const kind = KIND_OF[usePageLocation().pathname] ?? 'front';
  return (
    <Dialog
      open
      onClose={back}
      title={t(`identity.guide.${kind}.title`)}
      actions={
        <Button variant="primary" fullWidth onClick={back}>
          {t('identity.guide.close')}
        </Button>
      }
    >
      <Illustration kind={kind} />
      <ul className={styles.tips}>
        {TIPS.map((tip) => (
          <li key={tip}>{t(`identity.guide.${kind}.${tip}`)}</li>
        ))}
      </ul>
    </Dialog>
  );
}
