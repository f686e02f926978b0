import { useTranslation } from 'react-i18next';
import type { MaskedCard } from '@/features/bank-card/api';
import { maskedNumber } from '@/features/bank-card/components/CardView';

/**
 * The top of the card step, the same whichever way the card is entered (the app's form or the provider's page):
 * onboarding done and what comes next, the payout the card is for, the card it replaces, what the card is for.
 */
export function CardStepIntro({ onboarded, orderNo, savedCard }: { onboarded: boolean; orderNo: string | undefined; savedCard: MaskedCard | null }) {
  const { t } = useTranslation('bankCard');
  const { t: s2 } = useTranslation('signup2');
  return (
    <>
      {onboarded && (
        <div className="notice" role="status">
          <p>
            <strong>{s2('card.done')}</strong> {s2('card.next')}
          </p>
        </div>
      )}
      {orderNo && <p className="notice">{t('payout.select')}</p>}
      {savedCard && <p className="muted">{t('form.replaces', { card: maskedNumber(savedCard) })}</p>}
      <p className="muted">{t('form.lead')}</p>
    </>
  );
}
