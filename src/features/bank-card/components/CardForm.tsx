import { useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Bank, MaskedCard } from '@/features/bank-card/api';
import { bankByBin, binOf } from '@/features/bank-card/bin';
import { registerCardForm, useCardForm, type CardFormHandle, type CardSummary } from '@/features/bank-card/cardForm';
import { BRAND_NAME } from '@/features/bank-card/components/CardView';
import { CardNumberField } from '@/features/bank-card/components/CardNumberField';
import { CardStepIntro } from '@/features/bank-card/components/CardStepIntro';
import { isDialogPath } from '@/features/bank-card/flow';
import { holderFromName, holderInput, holderMatches, holderProblem, normaliseHolder, type KnownName } from '@/features/bank-card/holder';
import { CARD_MESSAGES, cardRefusal, isKaspi, useSaveCard, type CardField } from '@/features/bank-card/queries';
import { paths } from '@/config/paths';
import { errorText } from '@/shared/errorText';
import { useFormDraft } from '@/shared/forms/useFormDraft';
import { useBack, useOpenDialog } from '@/shared/navigation/navigation';
import { useUnsavedChangesGuard } from '@/shared/navigation/useUnsavedChangesGuard';
import { Button } from '@/shared/ui/Button';
import { Field } from '@/shared/ui/Field';
import { PickerField } from '@/shared/ui/PickerField';
import { showToast } from '@/shared/ui/toastStore';
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
  /** A bank given in the query (`bank`): wins over the draft's; the number's BIN wins over both. */
  initialBank: string | undefined;
  /** The name the server holds for the borrower; null when unknown (then only the server checks). */
  owner: KnownName | null;
  /** The card now on file, replaced by this one. */
  savedCard: MaskedCard | null;
  exitPath: string;
  orderNo: string | undefined;
  /** Opened straight after the last onboarding step: says the form is done and what comes next. */
  onboarded?: boolean;
}

/**
 * The payout card (spec sections 3, 5, 9): number (Visa or Mastercard, Luhn), bank, expiry (not in the
 * past), holder as on the card (and the borrower's own name), CVC (3 digits, masked). The brand comes
 * from the number's prefix and the bank from its first six digits (the server's BIN table), so the bank
 * list is only needed when the BIN is not in the table; the holder starts as the recognised name in
 * Latin letters. Checked here and sent once with setBankInfo by «Сохранить карту»: what the borrower
 * confirms (the bank found from the number, the holder, the digits typed) is all in the form above the
 * button, so no separate confirmation sheet. A refusal comes back to its field (bank-conf says why).
 */
export function CardForm({ banks, initialBank, owner, savedCard, exitPath, orderNo, onboarded = false }: CardFormProps) {
  const { t } = useTranslation('bankCard');
  // A default value, not a change: leaving the form untouched asks nothing, and a draft's holder wins.
  const [prefilledHolder] = useState(() => holderFromName(owner));
  const form = useForm<CardValues>({
    defaultValues: {
      ...EMPTY,
      bankCode: initialBank && banks.some((b) => b.code === initialBank) ? initialBank : '',
      holder: prefilledHolder,
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, handleSubmit, getValues, setValue, setError, clearErrors, setFocus } = form;
  const draft = useFormDraft(CARD_FORM, form, { fields: DRAFT_FIELDS });
  const guard = useUnsavedChangesGuard(control, { title: t('title.dialogs.bank-quit', { ns: 'pages' }), text: t('quit.text') });
  const save = useSaveCard();
  const openDialog = useOpenDialog();
  const back = useBack();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  /** A network or server fault on saving: said above the button, to try again (a refusal goes to its field). */
  const [saveError, setSaveError] = useState<unknown>(null);

  // The bank given in the query wins over the one in the draft (the draft is restored in a layout effect above).
  useLayoutEffect(() => {
    if (initialBank && banks.some((b) => b.code === initialBank) && getValues('bankCode') !== initialBank) {
      setValue('bankCode', initialBank, { shouldDirty: true });
    }
  }, [initialBank, banks, getValues, setValue]);

  const rules = useMemo(
    () => ({
      // Asked for only once the number is right: until then the number's own message says what to do,
      // and the bank usually follows from it.
      bankCode: (v: string) => (banks.some((b) => b.code === v) || cardNumberProblem(getValues('number')) ? true : t('errors.bank')),
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
    [banks, owner, t, getValues],
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

  // The bank named by the number's BIN, while the bank field holds it (the borrower may still pick another).
  // Read by the bank field alone: a key in the number re-renders the number and, on a new BIN, the bank field.
  const [detected] = useState(() => valueStore<string | null>(null));
  const lastBin = useRef<string | null>(null);
  const detectBank = (digits: string) => {
    const bin = binOf(digits);
    if (bin === lastBin.current) return;
    lastBin.current = bin;
    const found = bankByBin(banks, digits);
    if (found) {
      setValue('bankCode', found.code, { shouldDirty: true });
      // Cleared only when there is one: clearing notifies every field of the form.
      if (form.getFieldState('bankCode').error) clearErrors('bankCode');
      detected.set(found.code);
    } else {
      // A bank found from digits no longer there does not hold for the new ones; one the borrower chose stays.
      if (detected.get() !== null && getValues('bankCode') === detected.get()) setValue('bankCode', '', { shouldDirty: true });
      detected.set(null);
    }
  };

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

  // No form value is watched here: a key re-renders its own field (and the bank field when the BIN changes),
  // never the whole form (issue 27, INP while typing).
  const openBanks = () => {
    pendingFocus.current = () => bankButton.current?.focus();
    openDialog(paths.dialogs.bankList);
  };
  // One save at a time: a double tap's second submit may pass validation before the button shows it is busy.
  const saving = useRef(false);
  const onSubmit = handleSubmit(async () => {
    if (saving.current) return;
    saving.current = true;
    pendingFocus.current = null;
    setSaveError(null);
    try {
      const result = await handle.send();
      if (result.ok) {
        showToast(t(orderNo ? 'saved.toastPayout' : 'saved.toast'));
        navigate(exitPath, { replace: true });
      } else {
        openDialog(paths.dialogs.bankConf);
      }
    } catch (e) {
      setSaveError(e);
    } finally {
      saving.current = false;
    }
  });
  const cancel = () => (guard.isDirty() ? openDialog(paths.dialogs.bankQuit) : back());

  return (
    <form className="card form-stack" onSubmit={onSubmit} method="post" noValidate autoComplete="on">
      <CardStepIntro onboarded={onboarded} orderNo={orderNo} savedCard={savedCard} />
      <p className={styles.secure}>
        <LockIcon />
        <span>{t('secure')}</span>
      </p>
      <div className={styles.fields}>
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
                const grew = digits.length > field.value.length;
                field.onChange(digits);
                detectBank(digits);
                // A whole, valid number typed or pasted: on to the expiry, one tap fewer.
                if (grew && cardNumberProblem(digits) === null) setFocus('expiry');
                // A brand we do not take is said at once, not after sixteen digits.
                if (!mayBecomeAccepted(digits)) setError('number', { type: 'brand', message: t('errors.number.brand') });
                else if (fieldState.error?.type === 'brand') clearErrors('number');
              }}
              hint={numberHint(t, field.value)}
              error={
                fieldState.error?.message &&
                (fieldState.error.type === 'brand' || fieldState.error.type === 'server' ? <span role="alert">{fieldState.error.message}</span> : fieldState.error.message)
              }
            />
          )}
        />
        <BankField
          control={control}
          banks={banks}
          detected={detected}
          validate={rules.bankCode}
          buttonRef={(el) => {
            bankButton.current = el;
          }}
          onOpen={openBanks}
        />
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
              onChange={(e) => {
                const next = expiryInput(e.target.value);
                const grew = next.length > field.value.length;
                field.onChange(next);
                // A whole, valid date: on to the next field still empty (the holder is usually prefilled).
                if (grew && expiryProblem(next) === null) setFocus(getValues('holder') ? 'cvc' : 'holder');
              }}
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
              hint={prefilledHolder && field.value === prefilledHolder ? t('holderFromId') : t('fields.holderHint')}
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
      {orderNo && <p className="muted">{t('payout.form')}</p>}
      {saveError != null && (
        <p role="alert" className="form-error">
          {errorText(t, saveError, CARD_MESSAGES)}
        </p>
      )}
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

type T = ReturnType<typeof useTranslation<'bankCard'>>['t'];

/** Under the number: its brand once the first digits say it, else how to type it. */
function numberHint(t: T, number: string): string {
  const brand = cardBrand(number);
  return brand ? t('fields.brand', { brand: BRAND_NAME[brand] }) : t('fields.numberHint');
}

/** A value outside the form that one leaf reads (useSyncExternalStore), so changing it re-renders that leaf only. */
interface ValueStore<V> {
  get: () => V;
  set: (v: V) => void;
  subscribe: (listener: () => void) => () => void;
}
function valueStore<V>(initial: V): ValueStore<V> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (v) => {
      if (Object.is(v, value)) return;
      value = v;
      for (const l of listeners) l();
    },
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}

/**
 * The bank: found from the number's BIN (said so under it) or chosen from the list. Re-renders when the bank,
 * whether a BIN is typed, or the bank found changes; not on every digit of the number.
 */
function BankField({
  control,
  banks,
  detected: detectedStore,
  validate,
  buttonRef,
  onOpen,
}: {
  control: Control<CardValues>;
  banks: readonly Bank[];
  detected: ValueStore<string | null>;
  validate: (v: string) => true | string;
  buttonRef: (el: HTMLButtonElement | null) => void;
  onOpen: () => void;
}) {
  const { t } = useTranslation('bankCard');
  const binTyped = useWatch({ control, name: 'number', compute: (n: string) => binOf(n) !== null });
  const detected = useSyncExternalStore(detectedStore.subscribe, detectedStore.get);
  return (
    <Controller
      name="bankCode"
      control={control}
      rules={{ validate }}
      render={({ field, fieldState }) => {
        const bank = banks.find((b) => b.code === field.value);
        const hint: ReactNode = bank ? (
          <>
            {bank.code === detected && <span>{t('detect.found')}</span>}
            {bank.code === detected && !isKaspi(bank) && ' '}
            {!isKaspi(bank) && <span>{t('banks.kaspiAdvice')}</span>}
          </>
        ) : binTyped ? (
          t('detect.unknown')
        ) : undefined;
        return (
          <PickerField
            id="card-bank"
            ref={(el) => {
              buttonRef(el);
              field.ref(el);
            }}
            label={t('fields.bank')}
            valueText={bank?.name ?? null}
            placeholder={binTyped ? t('fields.bankPlaceholder') : t('detect.auto')}
            hint={hint}
            error={fieldState.error?.message}
            expanded={false}
            onOpen={onOpen}
          />
        );
      }}
    />
  );
}

/** The dialogs the card form opens (refusal, quit, bank list): loaded ahead, errors ignored. */
function preloadCardDialogs(): void {
  for (const load of [
    () => import('@/features/bank-card/screens/BankConfDialog'),
    () => import('@/features/bank-card/screens/BankQuitDialog'),
    () => import('@/features/bank-card/screens/BankListDialog'),
  ]) {
    load().catch(() => {});
  }
}

/** A padlock beside the line that says the card number and CVC are not kept. */
function LockIcon() {
  return (
    <svg className={styles.lock} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3"
      />
    </svg>
  );
}
