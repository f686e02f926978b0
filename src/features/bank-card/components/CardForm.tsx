import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Bank, MaskedCard } from '@/features/bank-card/api';
import { registerCardForm, useCardForm, type CardFormHandle, type CardSummary } from '@/features/bank-card/cardForm';
import { BRAND_NAME, maskedNumber } from '@/features/bank-card/components/CardView';
import { CardNumberField } from '@/features/bank-card/components/CardNumberField';
import { isDialogPath } from '@/features/bank-card/flow';
import { holderInput, holderMatches, holderProblem, normaliseHolder, type KnownName } from '@/features/bank-card/holder';
import { cardRefusal, isKaspi, useSaveCard, type CardField } from '@/features/bank-card/queries';
import { paths } from '@/config/paths';
import { useFormDraft } from '@/shared/forms/useFormDraft';
import { useBack, useOpenDialog } from '@/shared/navigation/navigation';
import { useUnsavedChangesGuard } from '@/shared/navigation/useUnsavedChangesGuard';
import { Button } from '@/shared/ui/Button';
import { Field } from '@/shared/ui/Field';
import { PickerField } from '@/shared/ui/PickerField';
import { cardBrand, cardNumberProblem, mayBecomeAccepted } from '@/utils/card';
import { expiryInput, expiryProblem } from '@/utils/expiry';
import styles from './bankCard.module.css';

export interface CardValues {
  bankCode: string;
  /** Digits only. Never in a draft, a store, a log or a URL. */
  number: string;
  /** 'MM/YY' as typed */
  expiry: string;
  holder: string;
  /** Never in a draft, a store, a log or a URL. */
  cvc: string;
}

/** The draft keeps the bank and the holder only (quality.md: "card holder and bank"); never number or CVC. */
export const CARD_FORM = 'bank-card';
const DRAFT_FIELDS = ['bankCode', 'holder'] as const;
const EMPTY: CardValues = { bankCode: '', number: '', expiry: '', holder: '', cvc: '' };

/** -webkit-text-security masks the CVC without making it a password field; where it is missing, type=password does. */
const textSecurity = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('-webkit-text-security', 'disc');

export interface CardFormProps {
  banks: readonly Bank[];
  /** The bank chosen on bank-select (query `bank`): wins over the draft's. */
  initialBank: string | undefined;
  /** The name the server holds for the borrower; null when unknown (then only the server checks). */
  owner: KnownName | null;
  /** The card now on file, replaced by this one. */
  savedCard: MaskedCard | null;
  exitPath: string;
  orderNo: string | undefined;
}

/**
 * The payout card (spec sections 3, 5, 9): bank, number (Visa or Mastercard, Luhn), expiry (not in the
 * past), holder as on the card (and the borrower's own name), CVC (3 digits, masked). Checked here,
 * confirmed in bank-confirm, then sent once with setBankInfo; a refusal comes back to its field.
 */
export function CardForm({ banks, initialBank, owner, savedCard, exitPath, orderNo }: CardFormProps) {
  const { t } = useTranslation('bankCard');
  const form = useForm<CardValues>({
    defaultValues: { ...EMPTY, bankCode: initialBank && banks.some((b) => b.code === initialBank) ? initialBank : '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, handleSubmit, formState, getValues, setValue, setError, clearErrors, setFocus } = form;
  const draft = useFormDraft(CARD_FORM, form, { fields: DRAFT_FIELDS });
  const guard = useUnsavedChangesGuard(formState.isDirty, { title: t('title.dialogs.bank-quit', { ns: 'pages' }), text: t('quit.text') });
  const save = useSaveCard();
  const openDialog = useOpenDialog();
  const back = useBack();
  const { pathname } = useLocation();

  // The bank chosen on bank-select wins over the one in the draft (the draft is restored in a layout effect above).
  useLayoutEffect(() => {
    if (initialBank && banks.some((b) => b.code === initialBank) && getValues('bankCode') !== initialBank) {
      setValue('bankCode', initialBank, { shouldDirty: true });
    }
  }, [initialBank, banks, getValues, setValue]);

  const rules = useMemo(
    () => ({
      bankCode: (v: string) => (banks.some((b) => b.code === v) ? true : t('errors.bank')),
      number: (v: string) => {
        const p = cardNumberProblem(v);
        return p ? t(`errors.number.${p}`) : true;
      },
      expiry: (v: string) => {
        const p = expiryProblem(v);
        return p ? t(`errors.expiry.${p}`) : true;
      },
      holder: (v: string) => {
        const p = holderProblem(v);
        if (p) return t(`errors.holder.${p}`);
        return holderMatches(v, owner) ? true : t('errors.holder.notOwner');
      },
      cvc: (v: string) => (v === '' ? t('errors.cvc.empty') : /^\d{3}$/.test(v) ? true : t('errors.cvc.length')),
    }),
    [banks, owner, t],
  );

  // Focus to put back once a dialog over the form closes (the page beneath a dialog is inert, so the
  // browser drops the focus when one opens).
  const pendingFocus = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (isDialogPath(pathname) || !pendingFocus.current) return;
    const focus = pendingFocus.current;
    pendingFocus.current = null;
    focus();
  }, [pathname]);
  const bankButton = useRef<HTMLButtonElement | null>(null);
  const expiryButton = useRef<HTMLButtonElement | null>(null);

  // The handle the dialogs use; it reads the form when called, so it is made once.
  const latest = useRef({ banks, rules, save, draft, guard, exitPath, orderNo, t });
  latest.current = { banks, rules, save, draft, guard, exitPath, orderNo, t };
  const handle = useMemo<CardFormHandle>(() => {
    const summary = (): CardSummary | null => {
      const { banks: list, rules: r } = latest.current;
      const v = getValues();
      const valid = (Object.keys(r) as CardField[]).every((k) => r[k](v[k]) === true);
      const brand = cardBrand(v.number);
      const bank = list.find((b) => b.code === v.bankCode);
      if (!valid || !brand || !bank) return null;
      return { bankName: bank.name, brand, last4: v.number.slice(-4), holder: normaliseHolder(v.holder), expiry: v.expiry };
    };
    return {
      current: () => ({ bankCode: getValues('bankCode'), expiry: getValues('expiry') }),
      chooseBank: (code) => {
        setValue('bankCode', code, { shouldDirty: true });
        clearErrors('bankCode');
      },
      chooseExpiry: (expiry) => {
        setValue('expiry', expiry, { shouldDirty: true });
        clearErrors('expiry');
      },
      summary,
      send: async () => {
        const { save: s, draft: d, guard: g, orderNo: order, t: tr } = latest.current;
        const card = summary();
        const v = getValues();
        useCardForm.setState({ refusal: null });
        try {
          const res = await s.submit({
            bankCode: v.bankCode,
            cardNumber: v.number,
            expiry: v.expiry,
            holder: normaliseHolder(v.holder),
            cvc: v.cvc,
            ...(order ? { orderNo: order } : {}),
          });
          // The number and CVC leave the form's memory as soon as the server has them.
          setValue('number', '');
          setValue('cvc', '');
          d.discard();
          g.release();
          return { ok: true, card: res.card };
        } catch (e) {
          const refusal = cardRefusal(e);
          if (!refusal) throw e;
          setError(refusal.field, { type: 'server', message: tr(refusal.message) });
          useCardForm.setState({ refusal: { refusal, summary: card } });
          return { ok: false, refusal };
        }
      },
      focusOnReturn: (field) => {
        pendingFocus.current = () => (field === 'bankCode' ? bankButton.current?.focus() : setFocus(field));
      },
      release: () => latest.current.guard.release(),
      get exitPath() {
        return latest.current.exitPath;
      },
      get orderNo() {
        return latest.current.orderNo;
      },
    };
  }, [getValues, setValue, setError, clearErrors, setFocus]);
  useEffect(() => registerCardForm(handle), [handle]);
  // The form's dialogs are fetched while it is open, so a connection lost halfway through the form
  // does not keep them from opening: the save then says "no connection" instead of the page failing.
  useEffect(() => preloadCardDialogs(), []);

  const bankCode = form.watch('bankCode');
  const number = form.watch('number');
  const bank = banks.find((b) => b.code === bankCode);
  const brand = cardBrand(number);

  const openBanks = () => {
    pendingFocus.current = () => bankButton.current?.focus();
    openDialog(paths.dialogs.bankList);
  };
  const openExpiry = () => {
    pendingFocus.current = () => expiryButton.current?.focus();
    openDialog(paths.dialogs.bankTime);
  };
  const onSubmit = handleSubmit(() => {
    pendingFocus.current = null;
    openDialog(paths.dialogs.bankConfirm);
  });
  const cancel = () => (formState.isDirty ? openDialog(paths.dialogs.bankQuit) : back());

  return (
    <form className="card form-stack" onSubmit={onSubmit} method="post" noValidate autoComplete="on">
      {orderNo && <p className="notice">{t('payout.form')}</p>}
      {savedCard && <p className="muted">{t('form.replaces', { card: maskedNumber(savedCard) })}</p>}
      <p className="muted">{t('form.lead')}</p>
      <div className={styles.fields}>
        <Controller
          name="bankCode"
          control={control}
          rules={{ validate: rules.bankCode }}
          render={({ field, fieldState }) => (
            <PickerField
              id="card-bank"
              ref={(el) => {
                bankButton.current = el;
                field.ref(el);
              }}
              label={t('fields.bank')}
              valueText={bank?.name ?? null}
              placeholder={t('fields.bankPlaceholder')}
              hint={bank && !isKaspi(bank) ? t('banks.kaspiAdvice') : undefined}
              error={fieldState.error?.message}
              expanded={false}
              onOpen={openBanks}
            />
          )}
        />
        <Controller
          name="number"
          control={control}
          rules={{ validate: rules.number }}
          render={({ field, fieldState }) => (
            <CardNumberField
              label={t('fields.number')}
              name="cc-number"
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(digits) => {
                field.onChange(digits);
                // A brand we do not take is said at once, not after sixteen digits.
                if (!mayBecomeAccepted(digits)) setError('number', { type: 'brand', message: t('errors.number.brand') });
                else if (fieldState.error?.type === 'brand') clearErrors('number');
              }}
              hint={brand ? t('fields.brand', { brand: BRAND_NAME[brand] }) : t('fields.numberHint')}
              error={
                fieldState.error?.message &&
                (fieldState.error.type === 'brand' || fieldState.error.type === 'server' ? <span role="alert">{fieldState.error.message}</span> : fieldState.error.message)
              }
            />
          )}
        />
        <div className="form-stack">
          <Controller
            name="expiry"
            control={control}
            rules={{ validate: rules.expiry }}
            render={({ field, fieldState }) => (
              <Field
                ref={field.ref}
                label={t('fields.expiry')}
                name="cc-exp"
                value={field.value}
                onChange={(e) => field.onChange(expiryInput(e.target.value))}
                onBlur={field.onBlur}
                inputMode="numeric"
                autoComplete="cc-exp"
                autoCorrect="off"
                spellCheck={false}
                placeholder={t('fields.expiryPlaceholder')}
                hint={t('fields.expiryHint')}
                error={fieldState.error?.message}
              />
            )}
          />
          <Button ref={expiryButton} variant="secondary" onClick={openExpiry} aria-haspopup="dialog">
            {t('fields.expiryPick')}
          </Button>
        </div>
        <Controller
          name="holder"
          control={control}
          rules={{ validate: rules.holder }}
          render={({ field, fieldState }) => (
            <Field
              ref={field.ref}
              label={t('fields.holder')}
              name="cc-name"
              value={field.value}
              onChange={(e) => field.onChange(holderInput(e.target.value))}
              onBlur={field.onBlur}
              autoComplete="cc-name"
              autoCapitalize="characters"
              autoCorrect="off"
              spellCheck={false}
              translate="no"
              maxLength={45}
              hint={t('fields.holderHint')}
              error={fieldState.error?.message && (fieldState.error.type === 'server' ? <span role="alert">{fieldState.error.message}</span> : fieldState.error.message)}
            />
          )}
        />
        <Controller
          name="cvc"
          control={control}
          rules={{ validate: rules.cvc }}
          render={({ field, fieldState }) => (
            <Field
              ref={field.ref}
              label={t('fields.cvc')}
              name="cc-csc"
              value={field.value}
              onChange={(e) => field.onChange(e.target.value.replace(/\D/g, '').slice(0, 3))}
              onBlur={field.onBlur}
              type={textSecurity ? 'text' : 'password'}
              className={textSecurity ? styles.secret : undefined}
              inputMode="numeric"
              autoComplete="cc-csc"
              autoCorrect="off"
              spellCheck={false}
              translate="no"
              maxLength={3}
              hint={t('fields.cvcHint')}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
      <Button type="submit" variant="primary" fullWidth loading={save.isPending}>
        {t('form.submit')}
      </Button>
      <Button variant="text" fullWidth onClick={cancel}>
        {t('form.cancel')}
      </Button>
      {guard.dialog}
    </form>
  );
}

/** The dialogs the card form opens (confirm, refusal, quit, bank list, expiry): loaded ahead, errors ignored. */
function preloadCardDialogs(): void {
  for (const load of [
    () => import('@/features/bank-card/screens/BankConfirmDialog'),
    () => import('@/features/bank-card/screens/BankConfDialog'),
    () => import('@/features/bank-card/screens/BankQuitDialog'),
    () => import('@/features/bank-card/screens/BankListDialog'),
    () => import('@/features/bank-card/screens/BankTimeDialog'),
  ]) {
    load().catch(() => {});
  }
}
