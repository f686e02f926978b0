import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { ExtensionInfoV2Response } from '@/features/extension/api';
import { EXTENSION_MESSAGES, extensionInfoQuery, useLoanPayLink } from '@/features/extension/queries';
import { CapMeter, RepayOption } from '@/features/extension/components/Comparison';
import { ExtensionUnavailable } from '@/features/extension/components/ExtensionUnavailable';
import { isApiError } from '@/lib/api-error';
import { LOAN_ERROR } from '@/shared/api/order';
import { errorText } from '@/shared/errorText';
import { webviewState } from '@/shared/navigation/webview';
import { useCardPayment } from '@/shared/payment/cardPayment';
import { Button } from '@/shared/ui/Button';
import { QueryView } from '@/shared/ui/QueryView';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { paths, withQuery } from '@/config/paths';
import { formatDate, formatTenge } from '@/utils/format';
import styles from './extension.module.css';

/**
 * Repay or extend, side by side (extensionInfoV2), or why the loan cannot be extended. Repaying in full: what
 * it costs today. Extending for the chosen term: what to pay now, the new due date and what is owed then.
 * Under both, how much of the overpayment cap the loan has used. All the server's figures. Paying is the one
 * card-payment flow (src/shared/payment/cardPayment.ts): the provider's page, then back here with `return=1`
 * and the term.
 */
export function ExtensionOffer({ orderNo, initialDays }: { orderNo: string; initialDays: number | undefined }) {
  const { t } = useTranslation('extension');
  const info = useQuery(extensionInfoQuery(orderNo));

  return (
    <QueryView query={info} loading={<Skeleton lines={5} blocks={1} />} failed={t('loadFailed')}>
      {(data) =>
        !data.available || data.options.length === 0 ? (
          <ExtensionUnavailable orderNo={orderNo} info={data} />
        ) : (
          <Terms orderNo={orderNo} info={data} initialDays={initialDays} onStale={() => void info.refetch()} />
        )
      }
    </QueryView>
  );
}

function Terms({
  orderNo,
  info,
  initialDays,
  onStale,
}: {
  orderNo: string;
  info: ExtensionInfoV2Response;
  initialDays: number | undefined;
  /** The server says the offer changed (4007): read it again. */
  onStale: () => void;
}) {
  const { t } = useTranslation('extension');
  const tag = useIntlTag();
  const money = (v: number) => formatTenge(v, tag);
  const navigate = useNavigate();
  const name = useId();
  const extendTitle = useId();
  const { options } = info;
  const [picked, setPicked] = useState(initialDays);
  // The term asked for when the server still offers it, else the first offer.
  const chosen = options.find((o) => o.days === picked) ?? options[0]!;

  // One payment per term (and fee: if it changed since a lost answer, a new day or overdue, the retry is
  // another payment). It returns here with the term it paid for.
  const pay = useCardPayment('extension', orderNo, { path: paths.extension, query: { orderNo, days: chosen.days } });
  const link = useLoanPayLink((req) => pay.key(`${req.days}:${options.find((o) => o.days === req.days)?.fee ?? ''}`));

  const onPay = async () => {
    try {
      await pay.start((returnUrl) => link.submit({ orderNo, days: chosen.days, returnUrl }));
    } catch (e) {
      // The window closed or the terms moved since the page was read: show what the server offers now.
      if (isApiError(e) && e.code === LOAN_ERROR.wrongOrderState) onStale();
    }
  };

  return (
    <section className="card form-stack" aria-labelledby="extension-offer">
      <h2 id="extension-offer" className="form-heading">
        {t('compare.title')}
      </h2>
      <fieldset className={styles.terms} disabled={link.isPending}>
        <legend className={styles.legend}>{t('offer.term')}</legend>
        <div className={styles.chips}>
          {options.map((o) => (
            <label key={o.days} className={o.days === chosen.days ? `${styles.chip} ${styles.chipOn}` : styles.chip}>
              <input
                type="radio"
                name={name}
                value={o.days}
                checked={o.days === chosen.days}
                onChange={() => {
                  setPicked(o.days);
                  link.reset();
                  // The choice goes into the address too: after the session ends and the borrower signs in
                  // again (login brings them back to this address), or after a reload, the same term is chosen.
                  navigate(withQuery(paths.extension, { orderNo, days: o.days }), { replace: true });
                }}
                className={styles.radio}
              />
              {t('days', { count: o.days })}
            </label>
          ))}
        </div>
      </fieldset>

      <div className={styles.compare}>
        <RepayOption orderNo={orderNo} amount={info.repayAmount} />
        <section className={styles.option} aria-labelledby={extendTitle}>
          <h3 id={extendTitle} className={styles.optionTitle}>
            {t('compare.extend.title')}
          </h3>
          <dl className={styles.figures} aria-live="polite">
            <div>
              <dt>{t('compare.extend.cost')}</dt>
              <dd className={styles.strong}>{money(chosen.fee)}</dd>
            </div>
            <div>
              <dt>{t('offer.newDueDate')}</dt>
              <dd className={styles.strong}>{formatDate(chosen.newDueDate, tag)}</dd>
            </div>
            <div>
              <dt>{t('offer.newRepay')}</dt>
              <dd>{money(chosen.newRepayAmount)}</dd>
            </div>
          </dl>
          {/* What paying concludes, readable before it is paid. */}
          {chosen.agreementUrl && (
            <Link to={paths.loan.supplement} state={webviewState(chosen.agreementUrl)}>
              {t('compare.extend.agreement')}
            </Link>
          )}
          {link.error && (
            <p role="alert" className="form-error">
              {errorText(t, link.error, EXTENSION_MESSAGES)}
            </p>
          )}
          <Button type="button" variant="primary" fullWidth loading={link.isPending} onClick={() => void onPay()} className={styles.optionAction}>
            {t('offer.pay', { fee: money(chosen.fee) })}
          </Button>
        </section>
      </div>
      <CapMeter cap={info.overpaymentCap} used={info.overpaymentUsed} usedThen={chosen.overpaymentUsedOnNewDueDate} />
      <p className={styles.note}>{t('offer.feeNote')}</p>
      <p className={styles.note}>{t('offer.cardNote')}</p>
    </section>
  );
}
