import { useTranslation } from 'react-i18next';
import type { MaskedCard } from '@/features/bank-card/api';
import type { CardSummary } from '@/features/bank-card/cardForm';
import type { CardBrand } from '@/utils/card';
import { maskCard } from '@/utils/format';
import styles from './bankCard.module.css';

export const BRAND_NAME: Record<CardBrand, string> = { visa: 'Visa', mastercard: 'Mastercard' };

/** 'Visa •••• 6789': the most of a number the app ever shows (PCI DSS 3.4.1). */
export function maskedNumber(card: { brand: CardBrand; last4: string }): string {
  return `${BRAND_NAME[card.brand]} ${maskCard(card.last4)}`;
}

/** The saved payout card, drawn as a card, masked: bank, brand, •••• last 4, holder, expiry. */
export function SavedCard({ card }: { card: MaskedCard }) {
  const { t } = useTranslation('bankCard');
  return (
    <div className={styles.plastic} role="group" aria-label={t('saved.label', { card: maskedNumber(card), bank: card.bankName })}>
      <div className={styles.plasticTop}>
        <span>{card.bankName}</span>
        <span>{BRAND_NAME[card.brand]}</span>
      </div>
      <span className={styles.plasticNumber} translate="no">
        {maskCard(card.last4)}
      </span>
      <div className={styles.plasticBottom}>
        <span translate="no">
          <span className={styles.plasticLabel}>{t('fields.holder')}</span>
          {card.holder}
        </span>
        <span translate="no">
          <span className={styles.plasticLabel}>{t('fields.expiryShort')}</span>
          {card.expiry}
        </span>
      </div>
    </div>
  );
}

/** A card about to be saved (or refused), as a list: bank, card (brand •••• last 4), holder, expiry. */
export function CardSummaryList({ card }: { card: CardSummary }) {
  const { t } = useTranslation('bankCard');
  return (
    <dl className={styles.summary}>
      <dt>{t('fields.bank')}</dt>
      <dd>{card.bankName}</dd>
      <dt>{t('fields.card')}</dt>
      <dd translate="no">{maskedNumber(card)}</dd>
      <dt>{t('fields.holder')}</dt>
      <dd translate="no">{card.holder}</dd>
      <dt>{t('fields.expiryShort')}</dt>
      <dd translate="no">{card.expiry}</dd>
    </dl>
  );
}
