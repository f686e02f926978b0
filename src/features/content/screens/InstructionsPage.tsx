import { useId, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { productQuery } from '@/features/content/queries';
import { useFigures } from '@/features/content/components/useFigures';
import styles from '@/features/content/components/content.module.css';
import type { ProductInfoResponse } from '@/shared/api/product';
import { paths } from '@/config/paths';
import { errorText } from '@/shared/errorText';
import { ErrorState } from '@/shared/ui/ErrorState';
import { Skeleton } from '@/shared/ui/Skeleton';

type Product = ProductInfoResponse;
interface Section {
  key: string;
  title: string;
  body: ReactNode;
}

/**
 * Instructions ('Инструкция по применению'): how the loan works in plain words. Every figure is the
 * server's (productInfoForH5: limits, terms, rates, and the default offer worked through by the server);
 * the text around them is ours. Works signed out. A table of contents moves focus to the section chosen.
 */
export default function InstructionsPage() {
  const { t } = useTranslation('content');
  const product = useQuery(productQuery());
  const idBase = useId();
  const p = product.data;

  const sections: Section[] = [{ key: 'how', title: t('instructions.how.title'), body: <How /> }];
  if (p) {
    sections.push({ key: 'limits', title: t('instructions.limits.title'), body: <Limits p={p} /> });
    sections.push({ key: 'reward', title: t('instructions.reward.title'), body: <Reward p={p} /> });
  }
  sections.push({ key: 'repay', title: t('instructions.repay.title'), body: <Repay p={p} /> });
  if (p) {
    sections.push({ key: 'extend', title: t('instructions.extend.title'), body: <Extend p={p} /> });
    sections.push({ key: 'late', title: t('instructions.late.title'), body: <Late p={p} /> });
  }
  sections.push({ key: 'complaints', title: t('instructions.complaints.title'), body: <Complaints /> });
  sections.push({ key: 'contacts', title: t('instructions.contacts.title'), body: <Contacts /> });

  const headingId = (key: string) => `${idBase}-${key}`;
  const goTo = (key: string) => {
    const heading = document.getElementById(headingId(key));
    if (!heading) return;
    heading.focus({ preventScroll: true });
    // Not in every environment (jsdom); focus alone still brings a screen reader there.
    if (typeof heading.scrollIntoView === 'function') heading.scrollIntoView({ block: 'start' });
  };

  // The product's state shows where its sections will be: after the first one.
  const productState = product.isPending ? (
    <div className={styles.prose}>
      <Skeleton lines={6} />
    </div>
  ) : product.isError ? (
    <div className={styles.prose}>
      <ErrorState
        message={`${t('instructions.loadFailed')}. ${errorText(t, product.error)}`}
        onRetry={() => void product.refetch()}
        retrying={product.isFetching}
      />
    </div>
  ) : null;

  return (
    <>
      <p className={styles.intro}>{t('instructions.intro')}</p>
      <nav className={styles.toc} aria-labelledby={headingId('toc')}>
        <h2 id={headingId('toc')}>{t('instructions.toc')}</h2>
        <ol>
          {sections.map((s) => (
            <li key={s.key}>
              <button type="button" onClick={() => goTo(s.key)}>
                {s.title}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s, i) => (
        <SectionView key={s.key} id={headingId(s.key)} title={s.title} after={i === 0 ? productState : null}>
          {s.body}
        </SectionView>
      ))}
    </>
  );
}

function SectionView({ id, title, children, after }: { id: string; title: string; children: ReactNode; after: ReactNode }) {
  return (
    <>
      <section className={styles.prose} aria-labelledby={id}>
        <h2 id={id} tabIndex={-1}>
          {title}
        </h2>
        {children}
      </section>
      {after}
    </>
  );
}

function How() {
  const { t } = useTranslation('content');
  return (
    <ol className={styles.steps}>
      {(['1', '2', '3'] as const).map((n) => (
        <li key={n}>
          <h3>{t(`instructions.how.step${n}Title`)}</h3>
          <p>{t(`instructions.how.step${n}`)}</p>
        </li>
      ))}
    </ol>
  );
}

function Limits({ p }: { p: Product }) {
  const { t } = useTranslation('content');
  const f = useFigures();
  const highest = p.maxQuota ?? p.maxAmount;
  return (
    <>
      <p>{t('instructions.limits.amount', { min: f.money(p.minAmount), max: f.money(highest), step: f.money(p.amountStep) })}</p>
      <p>{t('instructions.limits.terms', { terms: f.terms(p.terms) })}</p>
      {p.firstQuota !== undefined && p.quotaStep !== undefined && (
        <p>{t('instructions.limits.growth', { first: f.money(p.firstQuota), step: f.money(p.quotaStep), max: f.money(highest) })}</p>
      )}
      {p.loyalty && <p>{t('instructions.limits.yours', { quota: f.money(p.loyalty.quota) })}</p>}
    </>
  );
}

function Reward({ p }: { p: Product }) {
  const { t } = useTranslation('content');
  const f = useFigures();
  const ex = p.defaultOffer;
  return (
    <>
      <p>{t('instructions.reward.daily', { rate: f.percent(p.dailyRatePercent), annual: f.percent(p.annualRatePercent) })}</p>
      {/* The server's lower rates for larger loans (the law's ГЭСВ cap above 45 MRP): each tier after the first. */}
      {(p.rates ?? []).slice(1).map((tier, i) => {
        const below = p.rates![i]!.upToAmount;
        return below === null ? null : (
          <p key={below}>{t('instructions.reward.dailyAbove', { amount: f.money(below), rate: f.percent(tier.dailyRatePercent), annual: f.percent(tier.annualRatePercent) })}</p>
        );
      })}
      <p>{t('instructions.reward.accrues')}</p>
      <p>{t('instructions.reward.noFees')}</p>
      <p>
        {t('instructions.reward.apr', {
          amount: f.money(ex?.amount ?? p.defaultAmount),
          days: f.days(ex?.days ?? p.defaultDays),
          apr: f.percent(ex?.aprPercent ?? p.aprPercent),
        })}
      </p>
      {ex && (
        <div className={styles.example}>
          <h3>{t('instructions.reward.exampleTitle')}</h3>
          <p>{t('instructions.reward.exampleIntro', { amount: f.money(ex.amount), days: f.days(ex.days) })}</p>
          <dl className={styles.figures}>
            <dt>{t('instructions.reward.received')}</dt>
            <dd>{f.money(ex.receiveAmount)}</dd>
            <dt>{t('instructions.reward.perDay')}</dt>
            <dd>{f.money(ex.interestPerDay)}</dd>
            <dt>{t('instructions.reward.interest')}</dt>
            <dd>{f.money(ex.interest)}</dd>
            <dt>{t('instructions.reward.repay')}</dt>
            <dd>{f.money(ex.repayAmount)}</dd>
            <dt>{t('instructions.reward.aprRow')}</dt>
            <dd>{f.percent(ex.aprPercent)}</dd>
          </dl>
          <p className={styles.formula}>
            {t('instructions.reward.formula', {
              repay: f.money(ex.repayAmount),
              received: f.money(ex.receiveAmount),
              term: ex.days,
              apr: f.percent(ex.aprPercent),
            })}
          </p>
        </div>
      )}
    </>
  );
}

function Repay({ p }: { p: Product | undefined }) {
  const { t } = useTranslation('content');
  const f = useFigures();
  const ex = p?.defaultOffer;
  return (
    <>
      <p>{t('instructions.repay.where')}</p>
      <ul>
        <li>{t('instructions.repay.card')}</li>
        <li>{t('instructions.repay.terminal')}</li>
        <li>{t('instructions.repay.transfer')}</li>
      </ul>
      <p>
        <Link to={paths.personal.loan_order}>{t('instructions.repay.myLoans')}</Link>
      </p>
      <h3>{t('instructions.repay.earlyTitle')}</h3>
      <p>{t('instructions.repay.early')}</p>
      {ex && (
        <p>
          {t('instructions.repay.earlyExample', {
            amount: f.money(ex.amount),
            days: f.days(ex.early.days),
            interest: f.money(ex.early.interest),
            repay: f.money(ex.early.repayAmount),
            full: f.money(ex.repayAmount),
          })}
        </p>
      )}
      {p?.minPartPayment !== undefined && <p>{t('instructions.repay.partial', { min: f.money(p.minPartPayment) })}</p>}
    </>
  );
}

function Extend({ p }: { p: Product }) {
  const { t } = useTranslation('content');
  const f = useFigures();
  const x = p.extension;
  const ex = p.defaultOffer;
  return (
    <>
      {x && (
        <>
          <p>{t('instructions.extend.what', { terms: f.terms(x.terms) })}</p>
          <p>
            {t('instructions.extend.window', {
              before: f.days(x.opensDaysBefore),
              after: f.days(x.closesDaysAfter),
              times: f.times(x.maxExtensions),
            })}
          </p>
        </>
      )}
      <p>{t('instructions.extend.fee')}</p>
      {ex && <p>{t('instructions.extend.feeExample', { amount: f.money(ex.amount), days: f.days(ex.days), fee: f.money(ex.extensionFee) })}</p>}
    </>
  );
}

function Late({ p }: { p: Product }) {
  const { t } = useTranslation('content');
  const f = useFigures();
  const ex = p.defaultOffer;
  const rate = f.percent(p.penaltyRatePercent);
  const days = p.penaltyMaxDays === undefined ? null : f.days(p.penaltyMaxDays);
  return (
    <>
      <p>{days === null ? t('instructions.late.chargeNoCap', { rate }) : t('instructions.late.charge', { rate, days })}</p>
      {ex && (
        <p>
          {days === null
            ? t('instructions.late.chargeExampleDay', { amount: f.money(ex.amount), perDay: f.money(ex.penaltyPerDay) })
            : t('instructions.late.chargeExample', { amount: f.money(ex.amount), perDay: f.money(ex.penaltyPerDay), days, max: f.money(ex.penaltyMax) })}
        </p>
      )}
      {p.overpaymentCapPercent !== undefined && <p>{t('instructions.late.cap', { cap: f.percent(p.overpaymentCapPercent) })}</p>}
      <p>{t('instructions.late.history')}</p>
      <p>{t('instructions.late.help')}</p>
    </>
  );
}

function Complaints() {
  const { t } = useTranslation('content');
  return (
    <>
      <p>{t('instructions.complaints.text')}</p>
      <p>
        <Link className="link-button link-button--secondary" to={paths.personal.feedback}>
          {t('instructions.complaints.link')}
        </Link>
      </p>
      <p>{t('instructions.complaints.answer')}</p>
      <p>{t('instructions.complaints.regulator')}</p>
    </>
  );
}

/** What the About page says (the same texts), and the ways to reach us. */
function Contacts() {
  const { t } = useTranslation('content');
  return (
    <>
      <dl className={styles.facts}>
        <dt>{t('instructions.contacts.company')}</dt>
        <dd>{t('companyName', { ns: 'common' })}</dd>
        <dt>{t('instructions.contacts.schedule')}</dt>
        <dd>{t('about.schedule', { ns: 'account' })}</dd>
        <dt>{t('instructions.contacts.write')}</dt>
        <dd>{t('instructions.contacts.writeText')}</dd>
      </dl>
      <ul className={styles.links}>
        <li>
          <Link to={paths.personal.feedback}>{t('menu.feedback', { ns: 'account' })}</Link>
        </li>
        <li>
          <Link to={paths.personal.about_us}>{t('menu.about', { ns: 'account' })}</Link>
        </li>
        <li>
          <Link to={paths.personal.license}>{t('menu.license', { ns: 'account' })}</Link>
        </li>
      </ul>
    </>
  );
}
