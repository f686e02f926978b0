import { useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { HardshipApplyRequest, HardshipApplyResponse } from '@/features/hardship/api';
import { DocumentPhoto } from '@/features/hardship/components/DocumentPhoto';
import { HARDSHIP_MESSAGES, hardshipStatusQuery, useHardshipApply } from '@/features/hardship/queries';
import type { HardshipProposal, HardshipReason, HardshipStatusResponse } from '@/shared/api/hardship';
import { errorText } from '@/shared/errorText';
import { useRouteQuery } from '@/shared/navigation/navigation';
import { Button } from '@/shared/ui/Button';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Field } from '@/shared/ui/Field';
import { QueryView } from '@/shared/ui/QueryView';
import { SelectChips } from '@/shared/ui/SelectChips';
import { Skeleton } from '@/shared/ui/Skeleton';
import { TextArea } from '@/shared/ui/TextArea';
import { useIntlTag } from '@/shared/ui/useIntlTag';
import { paths, withQuery } from '@/config/paths';
import { formatDate, formatTenge } from '@/utils/format';
import styles from '@/shared/loan/Hardship.module.css';
import { Rows } from '@/shared/loan/Hardship';

const QUERY_KEYS = ['orderNo'] as const;
const REASONS: readonly HardshipReason[] = ['income_lost', 'illness', 'family', 'other'];
const PROPOSALS: readonly HardshipProposal[] = ['defer', 'smaller', 'extend'];
const REASON_TEXT_MAX = 1000;

function ToLoan({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('hardship');
  return (
    <Link className="link-button" to={withQuery(paths.loan.detail, { orderNo })}>
      {t('done.toLoan')}
    </Link>
  );
}

/**
 * «Не могу платить» (`/pages/loan/hardship?orderNo=`, issue 26): the borrower's application to change the
 * loan's terms (law.md section 1 row 20). The form, then a summary of what is asked, then the server's
 * registration number and the last day of its answer. Who may apply and until when is the server's.
 */
export default function HardshipPage() {
  const { t } = useTranslation('hardship');
  const { orderNo } = useRouteQuery(QUERY_KEYS);
  if (!orderNo) return <EmptyState text={t('cannot')} />;
  return <Hardship key={orderNo} orderNo={orderNo} />;
}

function Hardship({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('hardship');
  const status = useQuery(hardshipStatusQuery(orderNo));
  const [filed, setFiled] = useState<HardshipApplyResponse | null>(null);
  if (filed) return <Done orderNo={orderNo} app={filed} />;
  return (
    <QueryView query={status} loading={<Skeleton lines={6} />} failed={t('status.loadFailed')}>
      {(data) => (data.canApply ? <Application orderNo={orderNo} status={data} onFiled={setFiled} /> : <EmptyState text={t('cannot')} action={<ToLoan orderNo={orderNo} />} />)}
    </QueryView>
  );
}

interface Draft {
  reason: HardshipReason | null;
  reasonText: string;
  income: string;
  proposal: HardshipProposal | null;
  fileId: string | null;
  photoBusy: boolean;
}

type Errors = Partial<Record<'reason' | 'reasonText' | 'income' | 'proposal' | 'photo', string>>;

/** What the form lacks, in the borrower's words; empty when it can be sent. */
function check(d: Draft, t: (key: `form.errors.${'reason' | 'reasonText' | 'income' | 'proposal' | 'photoBusy'}`) => string): Errors {
  const e: Errors = {};
  if (!d.reason) e.reason = t('form.errors.reason');
  if (d.reason === 'other' && !d.reasonText.trim()) e.reasonText = t('form.errors.reasonText');
  if (!/^\d{1,9}$/.test(d.income.replace(/\s/g, ''))) e.income = t('form.errors.income');
  if (!d.proposal) e.proposal = t('form.errors.proposal');
  if (d.photoBusy) e.photo = t('form.errors.photoBusy');
  return e;
}

function Application({ orderNo, status, onFiled }: { orderNo: string; status: HardshipStatusResponse; onFiled: (app: HardshipApplyResponse) => void }) {
  const { t } = useTranslation('hardship');
  const tag = useIntlTag();
  const [draft, setDraft] = useState<Draft>({ reason: null, reasonText: '', income: '', proposal: null, fileId: null, photoBusy: false });
  const [errors, setErrors] = useState<Errors>({});
  const [request, setRequest] = useState<HardshipApplyRequest | null>(null);
  // One key per confirmed summary: a double tap or a retry after a lost answer files it once.
  const key = useRef('');
  const apply = useHardshipApply(() => key.current);
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    if (Object.keys(errors).length) setErrors({});
  };

  const review = (e: FormEvent) => {
    e.preventDefault();
    const found = check(draft, t);
    setErrors(found);
    if (Object.keys(found).length || !draft.reason || !draft.proposal) return;
    key.current = `hardship-${globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`}`;
    apply.reset();
    setRequest({
      orderNo,
      reason: draft.reason,
      reasonText: draft.reasonText.trim(),
      income: Number(draft.income.replace(/\s/g, '')),
      proposal: draft.proposal,
      fileId: draft.fileId,
    });
  };

  const send = async (req: HardshipApplyRequest) => {
    try {
      onFiled(await apply.submit(req));
    } catch {
      // Said under the summary; Send again uses the same key.
    }
  };

  if (request) {
    return (
      <div className="form-stack">
        <section className="card form-stack" aria-labelledby="hardship-summary">
          <h2 id="hardship-summary" className="form-heading">
            {t('summary.title')}
          </h2>
          <p>{t('summary.asking', { proposal: t(`form.proposals.${request.proposal}`) })}</p>
          <Rows
            items={[
              [t('summary.reason'), t(`form.reasons.${request.reason}`)],
              ...(request.reasonText ? [[t('summary.details'), request.reasonText] as const] : []),
              [t('summary.income'), formatTenge(request.income, tag)],
              [t('summary.photo'), request.fileId ? t('summary.photoYes') : t('summary.photoNo')],
            ]}
          />
        </section>
        {apply.error && (
          <p role="alert" className="form-error">
            {errorText(t, apply.error, HARDSHIP_MESSAGES)}
          </p>
        )}
        <Button type="button" variant="primary" fullWidth loading={apply.isPending} onClick={() => void send(request)}>
          {t('summary.send')}
        </Button>
        <Button type="button" variant="secondary" fullWidth disabled={apply.isPending} onClick={() => setRequest(null)}>
          {t('summary.edit')}
        </Button>
      </div>
    );
  }

  return (
    <form className="form-stack" noValidate onSubmit={review}>
      <p>{t('form.intro')}</p>
      {status.applyBy && <p className={styles.state}>{t('entry.window', { date: formatDate(status.applyBy, tag) })}</p>}
      <SelectChips
        name="hardship-reason"
        label={t('form.reason')}
        options={REASONS.map((r) => ({ value: r, label: t(`form.reasons.${r}`) }))}
        value={draft.reason}
        onChange={(reason) => set({ reason })}
        error={errors.reason}
      />
      <TextArea
        label={t('form.reasonText')}
        hint={t('form.reasonTextHint')}
        value={draft.reasonText}
        maxLength={REASON_TEXT_MAX}
        rows={3}
        onChange={(e) => set({ reasonText: e.target.value })}
        error={errors.reasonText}
      />
      <Field
        label={t('form.income')}
        hint={t('form.incomeHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={11}
        value={draft.income}
        onChange={(e) => set({ income: e.target.value.replace(/[^\d\s]/g, '') })}
        error={errors.income}
      />
      <SelectChips
        name="hardship-proposal"
        label={t('form.proposal')}
        options={PROPOSALS.map((p) => ({ value: p, label: t(`form.proposals.${p}`) }))}
        value={draft.proposal}
        onChange={(proposal) => set({ proposal })}
        error={errors.proposal}
      />
      <fieldset className={`form-stack ${styles.fieldset}`}>
        <legend className={styles.subheading}>{t('form.photo')}</legend>
        <p className="muted">{t('form.photoHint')}</p>
        <DocumentPhoto onChange={(file, busy) => set({ fileId: file?.fileId ?? null, photoBusy: busy })} />
        {errors.photo && (
          <p role="alert" className="form-error">
            {errors.photo}
          </p>
        )}
      </fieldset>
      <Button type="submit" variant="primary" fullWidth>
        {t('form.check')}
      </Button>
    </form>
  );
}

/** Filed: the registration number and the last day of the company's answer, as the server gave them. */
function Done({ orderNo, app }: { orderNo: string; app: HardshipApplyResponse }) {
  const { t } = useTranslation('hardship');
  const tag = useIntlTag();
  return (
    <section className="card form-stack" aria-labelledby="hardship-done">
      <h2 id="hardship-done" className="form-heading" tabIndex={-1}>
        {t('done.title')}
      </h2>
      <Rows
        items={[
          [t('status.number'), app.regNo],
          [t('status.answerBy'), formatDate(app.answerBy, tag)],
        ]}
      />
      <p>{t('done.next')}</p>
      <ToLoan orderNo={orderNo} />
    </section>
  );
}
