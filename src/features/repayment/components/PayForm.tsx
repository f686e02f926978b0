import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { amountProblem, parseAmount } from '@/features/repayment/amount';
import type { RepayChannel } from '@/features/repayment/api';
import {
  REPAYMENT_MESSAGES,
  repayBankCardQuery,
  repayChannelsQuery,
  repayCouponsQuery,
  terminalsQuery,
  terminalTipQuery,
  useRepayCoupon,
  useRepaymentLink,
} from '@/features/repayment/queries';
import type { RepayInfoResponse } from '@/shared/api/payment';
import { errorText } from '@/shared/errorText';
import { serverText } from '@/shared/serverText';
import { useFormDraft } from '@/shared/forms/useFormDraft';
import { useCardPayment, type PaymentPage } from '@/shared/payment/cardPayment';
import { Button } from '@/shared/ui/Button';
import { Field } from '@/shared/ui/Field';
import { groupedAmount } from '@/features/repayment/components/groupedAmount';
import { Select } from '@/shared/ui/Select';
import { Skeleton } from '@/shared/ui/Skeleton';
import { showToast } from '@/shared/ui/toastStore';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { paths, withQuery } from '@/config/paths';
import { formatDate, formatTenge } from '@/utils/format';
import { PayNeedsNetwork, useScreenFreshness } from '@/shared/offline/KeptNote';
import styles from './PayForm.module.css';

type Channel = RepayChannel['id'];
interface PayValues {
  /** Digits, as typed. */
  amount: string;
  channel: Channel;
}

const NO_COUPON = '';

/** The draft of one order's payment (amount and way), kept across the trip to the provider's page. */
const payFormId = (orderNo: string) => `repay:${orderNo}`;

/**
 * How much to pay and how. The amount starts at what is owed today and follows it (a coupon, a new day)
 * until the borrower types their own; a part is accepted from the server's minimum when it allows one.
 * By card: the provider's page (Visa, Mastercard; Kaspi advised), its result confirmed by the server on
 * return. At a terminal: the operators and their steps. By transfer: the details and the certificate.
 */
export function PayForm({ info, page }: { info: RepayInfoResponse; page: PaymentPage }) {
  const { t, i18n } = useTranslation('repayment');
  const tag = useIntlTag();
  const navigate = useNavigate();
  const amountId = useId();
  const { orderNo } = info;
  const channels = useQuery(repayChannelsQuery());
  const bankCard = useQuery(repayBankCardQuery(orderNo));
  const coupons = useQuery(repayCouponsQuery(orderNo));
  const form = useForm<PayValues>({ defaultValues: { amount: String(info.repayAmount), channel: 'card' }, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { control, handleSubmit, setValue, getValues, formState } = form;
  useFormDraft(payFormId(orderNo), form, { fields: ['amount', 'channel'] });
  // watch, not useWatch: the draft is restored (reset) before useWatch would subscribe, and it would keep the default.
  // The amount is not watched here: a key re-renders the field and the two leaves that show it (PayAll, PayCardText).
  const channel = form.watch('channel');

  // The field follows what is owed while it shows the whole sum (or is empty, or asks for more than is owed).
  const lastOwed = useRef(info.repayAmount);
  useEffect(() => {
    const current = parseAmount(getValues('amount'));
    if (current === null || Number.isNaN(current) || current === lastOwed.current || current > info.repayAmount) {
      setValue('amount', String(info.repayAmount), { shouldValidate: formState.isSubmitted });
    }
    lastOwed.current = info.repayAmount;
  }, [info.repayAmount, getValues, setValue, formState.isSubmitted]);

  // One payment per amount (its key kept with the drafts); once the server confirms it, the amount typed is done with.
  const pay = useCardPayment('repay', orderNo, page, { doneDrafts: [payFormId(orderNo)] });
  const link = useRepaymentLink((req) => pay.key(String(req.amount)));
  const coupon = useRepayCoupon();
  const [couponId, setCouponId] = useState<string>(NO_COUPON);
  // Offline, the button stays and says why paying waits (as on the Loans tab); a tap says it again, sends nothing.
  const { offline } = useScreenFreshness();
  const [offlineTaps, setOfflineTaps] = useState(0);
  const payNote = `${amountId}-pay-needs-network`;

  // The form's one submit (its button, or Enter in the amount field) does what the chosen way says, for an
  // amount the server's rules allow: by card, the provider's page; by transfer, the details for that amount;
  // at a terminal, nothing (the amount is paid there).
  const submit = handleSubmit(async ({ amount: raw, channel: how }) => {
    const value = parseAmount(raw) ?? info.repayAmount;
    if (how === 'transfer') return navigate(withQuery(paths.transfer, { orderNo, amount: value }));
    if (how !== 'card') return;
    if (offline) {
      setOfflineTaps((n) => n + 1);
      return;
    }
    try {
      await pay.start((returnUrl) => link.submit({ orderNo, amount: value, returnUrl }));
    } catch {
      // Said under the button (link.error); the amount stays.
    }
  });

  // Applied at once: the server's discount then shows in the breakdown and the total (read again), and the
  // coupon, now used, leaves the list.
  const chooseCoupon = async (id: string) => {
    setCouponId(id);
    if (id === NO_COUPON) return;
    try {
      const res = await coupon.submit({ orderNo, couponId: id });
      showToast(t('form.couponApplied', { amount: formatTenge(res.discount, tag) }));
    } catch {
      // Said under the picker.
    } finally {
      setCouponId(NO_COUPON);
    }
  };

  const usable = coupons.data?.list.filter((c) => c.status === 'available') ?? [];
  const channelList: readonly RepayChannel[] = channels.data?.list ?? [];
  const amountError = formState.errors.amount?.message;

  return (
    <form className="card form-stack" onSubmit={submit} noValidate aria-labelledby="pay-title" lang={i18n.language}>
      <h2 id="pay-title" className="form-heading">
        {t('form.title')}
      </h2>

      {usable.length > 0 && (
        <Select
          label={t('form.coupon')}
          value={couponId}
          options={[
            { value: NO_COUPON, label: t('form.noCoupon') },
            ...usable.map((c) => ({ value: c.id, label: `${serverText(c, 'title', tag)} (−${formatTenge(c.amount, tag)})` })),
          ]}
          onChange={(v) => void chooseCoupon(v)}
          error={coupon.error ? errorText(t, coupon.error, REPAYMENT_MESSAGES) : undefined}
          disabled={coupon.isPending}
        />
      )}

      <Controller
        control={control}
        name="amount"
        rules={{
          validate: (v) => {
            const p = amountProblem(v, info);
            return p ? t(`form.errors.${p}`, { min: formatTenge(info.minPayment, tag), max: formatTenge(info.repayAmount, tag) }) : true;
          },
        }}
        render={({ field }) => (
          <Field
            {...field}
            id={amountId}
            label={t('form.amount')}
            inputMode="numeric"
            autoComplete="off"
            enterKeyHint="done"
            readOnly={!info.partialAllowed}
            hint={info.partialAllowed ? t('form.amountHint', { min: formatTenge(info.minPayment, tag) }) : t('form.fullOnly')}
            error={amountError}
            {...groupedAmount(field.value, field.onChange)}
          />
        )}
      />
      {info.partialAllowed && (
        <PayAll control={control} owed={info.repayAmount} onClick={() => setValue('amount', String(info.repayAmount), { shouldValidate: true })} />
      )}

      <fieldset className={styles.channels}>
        <legend className={styles.legend}>{t('form.channel')}</legend>
        {/* Until the server's names come (and offline, where they wait for the network): the three ways this app knows,
            as chips of the same size, not a placeholder of another height that would move the Pay button when they come. */}
        <Controller
          control={control}
          name="channel"
          render={({ field }) => (
            <div className={styles.chips}>
              {(channelList.length ? channelList : FALLBACK_CHANNELS).map((c) => (
                <label key={c.id} className={c.id === field.value ? `${styles.chip} ${styles.chipOn}` : styles.chip}>
                  <input type="radio" name={field.name} value={c.id} checked={c.id === field.value} onChange={() => field.onChange(c.id)} className={styles.radio} />
                  {channelList.length ? serverText(c, 'name', tag) : t(`form.channels.${c.id}`)}
                </label>
              ))}
            </div>
          )}
        />
      </fieldset>

      {channel === 'card' && (
        <div className="form-stack">
          {/* Its place is held while the card on file is asked for (and in the copy kept for the next visit, which leaves
              the card out): the line arriving would push the Pay button down under the borrower's thumb. */}
          {(bankCard.isPending || bankCard.data?.card || offline) && (
            <p className={`muted ${styles.savedCard}`}>
              {bankCard.data?.card ? (
                <span data-unkept="">{t('form.savedCard', { bank: bankCard.data.card.bankName, last4: bankCard.data.card.last4 })}</span>
              ) : (
                // Offline, the card cannot be read (it is never kept): the place says so rather than stand blank.
                offline && <span data-unkept="">{t('form.savedCardOffline')}</span>
              )}
            </p>
          )}
          <p className="muted">{t('form.cardAdvice')}</p>
          <Button type="submit" variant="primary" fullWidth loading={link.isPending} aria-describedby={offline ? payNote : undefined}>
            <PayCardText control={control} owed={info.repayAmount} />
          </Button>
          <PayNeedsNetwork id={payNote} tapped={offlineTaps} />
          {link.error && (
            <p role="alert" className="form-error">
              {errorText(t, link.error, REPAYMENT_MESSAGES)}
            </p>
          )}
        </div>
      )}
      {channel === 'terminal' && <TerminalChoice orderNo={orderNo} />}
      {channel === 'transfer' && (
        <div className="form-stack">
          <p className="muted">{t('form.transferText')}</p>
          <Button type="submit" variant="secondary" fullWidth>
            {t('form.transfer')}
          </Button>
        </div>
      )}
      {info.dueDate && info.status !== 'overdue' && info.dueDateAmount !== info.repayAmount && (
        <p className="muted">{t('form.onDueDate', { date: formatDate(info.dueDate, tag), amount: formatTenge(info.dueDateAmount, tag) })}</p>
      )}
    </form>
  );
}

/** «Pay it all»: offered while the amount typed is not the whole sum owed (re-renders only when that changes). */
function PayAll({ control, owed, onClick }: { control: Control<PayValues>; owed: number; onClick: () => void }) {
  const { t } = useTranslation('repayment');
  const tag = useIntlTag();
  const partial = useWatch({ control, name: 'amount', compute: (v: string) => parseAmount(v) !== owed });
  if (!partial) return null;
  return (
    <button type="button" className={`link-inline ${styles.full}`} onClick={onClick}>
      {t('form.payAll', { amount: formatTenge(owed, tag) })}
    </button>
  );
}

/** The card button's text with the amount typed (the sum owed while the field holds no number). */
function PayCardText({ control, owed }: { control: Control<PayValues>; owed: number }) {
  const { t } = useTranslation('repayment');
  const tag = useIntlTag();
  const amount = useWatch({ control, name: 'amount', compute: (v: string) => parseAmount(v) });
  return t('form.payCard', { amount: formatTenge(amount !== null && !Number.isNaN(amount) ? amount : owed, tag) });
}

/** Shown while the server's channel names load or when it sends none: the three ways this app knows. */
const FALLBACK_CHANNELS: readonly RepayChannel[] = [
  { id: 'card', name: '', nameKz: '' },
  { id: 'terminal', name: '', nameKz: '' },
  { id: 'transfer', name: '', nameKz: '' },
];

function TerminalChoice({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('repayment');
  const tip = useQuery(terminalTipQuery());
  const terminals = useQuery(terminalsQuery(orderNo));
  if (terminals.isPending) return <Skeleton lines={2} />;
  if (terminals.isError) {
    return (
      <p role="alert" className="form-error">
        {t('terminal.loadFailed')}{' '}
        <button type="button" className="link-inline" onClick={() => void terminals.refetch()}>
          {t('retry')}
        </button>
      </p>
    );
  }
  return (
    <div className="form-stack">
      {tip.data?.show && <p className="muted">{tip.data.text}</p>}
      <ul className={styles.terminals} aria-label={t('terminal.list')}>
        {terminals.data.list.map((term) => (
          <li key={term.id}>
            <Link className="link-button link-button--secondary" to={withQuery(paths.webview.terminal, { orderNo, id: term.id })}>
              {term.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
