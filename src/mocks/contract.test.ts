/**
 * The API contract (src/features/*\/api.ts) and the sandbox checked against each other:
 * every section-7 path is declared once, every declared endpoint has a handler, and the answers parse.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import * as account from '@/features/account/api';
import * as analytics from '@/features/analytics/api';
import * as auth from '@/features/auth/api';
import * as bankCard from '@/features/bank-card/api';
import * as bankCardBinding from '@/features/bank-card/bindingApi';
import * as content from '@/features/content/api';
import * as coupons from '@/features/coupons/api';
import * as loanApplication from '@/features/loan-application/api';
import * as repayment from '@/features/repayment/api';
import * as extension from '@/features/extension/api';
import * as stepInfo from '@/shared/api/stepInfoApi';
import * as onboarding from '@/features/onboarding/api';
import { db, server } from '../../tests/msw-server';
import { PRODUCT, TEST_CARDS } from './data';
import { seedBorrower, type SeedStage } from './fixtures';
import { loanState, overpaymentCapFor, quote, replayLoan, rewardFor, type Loan } from './domain/money';
import { addDaysIso, kzDay } from '@/utils/kzDate';
import { CLOCK_START, connectClient, sandboxOnClock, type TestClient } from './testing';
import { orderLoan, shiftLoanDays } from './domain/lending';
import { LOAN_ERROR } from '@/shared/api/order';
import { bankByBin } from '@/features/bank-card/bin';
import * as hardship from '@/features/hardship/api';
import * as cooling from '@/shared/api/cooling';
import { CARD_BINDING_TEXT, CARD_BINDING_TTL_MS } from './domain/cardBinding';
import { reportCardBindingToDb } from './routes/bank-card';
import { recordCounts } from './views';

/** A fresh Idempotency-Key, as a form's draft would hold. */
const key = () => ({ idempotencyKey: crypto.randomUUID() });

interface Declared {
  (...args: never[]): Promise<unknown>;
  path: string;
  read: boolean;
  schema: { safeParse: (v: unknown) => { success: boolean } };
}

const modules = { account, analytics, auth, bankCard, bankCardBinding, content, coupons, loanApplication, repayment, extension, onboarding, stepInfo };

function declared(): Declared[] {
  return Object.values(modules).flatMap((m) =>
    Object.values(m).filter((v): v is Declared => typeof v === 'function' && typeof (v as Partial<Declared>).path === 'string'),
  );
}

/** The loan's own page's calls (our assumption, docs/api.md "The loan's own page"). */
const LOAN_PAGE_PATHS = ['/api/prod/companyInfo', '/api/loan/orderDetail', '/api/prod/repayQuote', '/api/loan/debtCertificate'];

/** Every path of spec section 7 (the company API). */
const SPEC_PATHS = [
  '/api/web/addresscfg',
  '/api/web/shouquan',
  '/feedBack',
  '/bury3/add',
  '/bury3/pop/get',
  '/bury2/add',
  '/review/getLivenessFlowLink',
  '/review/getLivenessFlowSwitch',
  '/review/identifyFile',
  '/review/liveExamination',
  '/review/uploadLivenessFlow',
  '/review/uploadPhoto',
  '/review/getSessionIdAndCode',
  '/review/getUserInfoFromCitizenLibrary',
  '/review/getUserInfoFromClCount',
  '/api/index/requestDc',
  '/coupon/couponMessage',
  '/after/confirm/getNextProductInfoAndSendCoupon',
  '/coupon/getRepayListCoupon',
  '/coupon/getAppIndexCoupon',
  '/coupon/getUserCouponList',
  '/coupon/getApplyListCoupon',
  '/coupon/repayUseCoupon',
  '/newcomerGift/getUserCoupon',
  '/newcomerGift/getCouponInfo',
  '/api/index/getConfigForFront',
  '/api/index/deleteLogin',
  '/api/index/login',
  '/api/index/sendCode',
  '/api/loan/getBankInfo',
  '/api/loan/getBankList',
  '/api/loan/getContractInfo',
  '/api/loan/getRepayBankCard',
  '/api/loan/myOrderList',
  '/api/loan/setBankInfo',
  '/api/loan/supplementData',
  '/api/loan/lastOrder',
  '/api/loan/userInfo',
  '/api/prod/confirm',
  '/api/prod/extensionInfo',
  '/api/prod/extensionInfoV2',
  '/api/prod/getIsTerminalPayTip',
  '/api/prod/getLoanPayLink',
  '/api/prod/getPayVoucher',
  '/api/prod/getRepayChannelNameList',
  '/api/prod/getTerminalPayList',
  '/api/prod/productInfoForH5',
  '/api/prod/repayInfo',
  '/api/prod/submitOrder',
  '/api/prod/getRepaymentLink',
  '/api/user/uploadDeviceInfo',
  '/api/uploadFile/userFile',
  '/api/user/getStepInfo',
  '/api/user/info',
  '/api/user/loaninfo',
  '/api/fcb/application/create',
  '/api/fcb/application/sign',
  '/api/fcb/session/status',
  '/Sensors/getField',
];

/**
 * Declared beyond section 7 (docs/api.md): the spec names the service but not its path (userStepData); the
 * cost card's call and the loan's own page's calls (issue 24).
 */
/** Card binding on the provider's page (issue 29 M3 (b), our assumption, docs/api.md). */
const CARD_BINDING_PATHS = ['/api/loan/startCardBinding', '/api/loan/cardBindingResult'];
const ASSUMED_PATHS = ['/api/user/userStepData', '/api/prod/cost', ...LOAN_PAGE_PATHS, ...CARD_BINDING_PATHS];
/**
 * Declared twice on purpose: getStepInfo is "used twice, once with extra flags" (spec), the plain read and
 * onboarding's read with flags; /api/user/info is read whole by the account and, for the holder check,
 * as surname and name only by the bank card (a feature does not import another); the client config is read whole by
 * the account and, for `cardBinding` only, by the bank card.
 */
const TWICE = ['/api/user/getStepInfo', '/api/user/info', '/api/index/getConfigForFront'];

let client: TestClient;
beforeEach(() => {
  client = connectClient();
});

describe('contract', () => {
  it('declares every section-7 path exactly once, and nothing else but the documented assumption', () => {
    const paths = declared().map((e) => e.path);
    expect([...paths].sort()).toEqual([...SPEC_PATHS, ...ASSUMED_PATHS, ...TWICE].sort());
    expect(new Set(paths).size).toBe(61 + LOAN_PAGE_PATHS.length + CARD_BINDING_PATHS.length);
  });

  it('has a sandbox handler for every declared endpoint (answers an envelope, never unhandled)', async () => {
    for (const e of declared()) {
      const res = await fetch(`http://localhost${e.path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(res.status, e.path).toBe(200);
      const body = (await res.json()) as { code: unknown };
      expect(typeof body.code, e.path).toBe('number');
    }
  });

  it('answers a schema-valid response from every read endpoint for an onboarded borrower with a loan', async () => {
    const { token } = seedBorrower(db, { stage: 'active_loan' });
    client.token = token;
    const order = (await loanApplication.lastOrder({ page: 1 })).order;
    expect(order?.status).toBe('awaiting_repayment');
    const orderNo = order!.orderNo;
    const { applicationId } = await loanApplication.fcbCreate({ amount: 30000, days: 14 }, key());

    const reads: Record<string, () => Promise<unknown>> = {
      '/api/user/info': () => account.userInfo(),
      '/api/user/getStepInfo': async () => {
        await stepInfo.getStepInfo({});
        return onboarding.getStepInfoWithFlags({ withFlags: true });
      },
      '/api/user/loaninfo': () => account.loanInfo(),
      '/api/index/getConfigForFront': () => account.getConfigForFront(),
      '/review/getLivenessFlowSwitch': () => onboarding.getLivenessFlowSwitch(),
      '/review/getUserInfoFromClCount': () => onboarding.getUserInfoFromClCount(),
      '/api/web/addresscfg': () => onboarding.getAddressCfg(),
      '/api/fcb/session/status': () => loanApplication.fcbStatus({ applicationId }),
      '/Sensors/getField': () => analytics.getSensorsField({ deviceId: 'test-device' }),
      '/api/loan/getBankList': () => bankCard.getBankList(),
      '/api/loan/getBankInfo': () => bankCard.getBankInfo(),
      '/api/loan/getRepayBankCard': () => repayment.getRepayBankCard({ orderNo }),
      '/api/loan/lastOrder': () => loanApplication.lastOrder({ page: 1 }),
      '/api/loan/myOrderList': () => repayment.myOrderList({ page: 1 }),
      '/api/loan/getContractInfo': () => loanApplication.getContractInfo({ orderNo }),
      '/api/loan/userInfo': () => loanApplication.loanUserInfo(),
      '/api/prod/productInfoForH5': () => loanApplication.productInfoForH5(),
      '/api/prod/confirm': () => loanApplication.confirmQuote({ amount: 20000, days: 7 }),
      '/api/prod/cost': () => loanApplication.loanCost({ amount: 20000, days: 7 }),
      '/api/prod/repayInfo': () => repayment.repayInfo({ orderNo }),
      '/api/prod/extensionInfo': () => extension.extensionInfo({ orderNo }),
      '/api/prod/extensionInfoV2': () => extension.extensionInfoV2({ orderNo }),
      '/api/prod/getIsTerminalPayTip': () => repayment.getIsTerminalPayTip(),
      '/api/prod/getTerminalPayList': () => repayment.getTerminalPayList({ orderNo }),
      '/api/prod/getRepayChannelNameList': () => repayment.getRepayChannelNameList(),
      '/coupon/couponMessage': () => coupons.couponMessage(),
      '/coupon/getRepayListCoupon': () => repayment.getRepayListCoupon({ orderNo }),
      '/coupon/getAppIndexCoupon': () => loanApplication.getAppIndexCoupon(),
      '/coupon/getUserCouponList': () => coupons.getUserCouponList(),
      '/coupon/getApplyListCoupon': () => loanApplication.getApplyListCoupon({ amount: 30000, days: 14 }),
      '/newcomerGift/getCouponInfo': () => coupons.getNewcomerCouponInfo(),
      '/bury3/pop/get': () => content.getPops({ position: 'messages' }),
      '/api/prod/companyInfo': () => repayment.getCompanyInfo(),
      '/api/loan/orderDetail': () => repayment.orderDetail({ orderNo }),
      '/api/prod/repayQuote': () => repayment.repayQuote({ orderNo, date: order!.dueDate! }),
      '/api/loan/debtCertificate': () => repayment.debtCertificate({ orderNo }),
      // Our assumption (docs/api.md "Card binding on the provider's page"): a session this borrower started.
      '/api/loan/cardBindingResult': async () => bankCardBinding.getCardBindingResult({ ref: (await bankCardBinding.startCardBinding({ returnUrl: '/' }, key())).ref }),
    };
    const readPaths = [...new Set(declared().filter((e) => e.read).map((e) => e.path))].sort();
    expect(Object.keys(reads).sort()).toEqual(readPaths);
    for (const [path, call] of Object.entries(reads)) {
      // The endpoint function parses with its schema and throws ApiError('parse') on a mismatch.
      await expect(call(), path).resolves.toBeDefined();
    }
  });

  it('answers repayment and extension in their schemas at every stage of a loan, with the optional parts filled', async () => {
    const stages: SeedStage[] = ['in_review', 'active_loan', 'due_soon', 'overdue', 'voucher_review', 'repaid'];
    for (const [i, stage] of stages.entries()) {
      client.token = seedBorrower(db, { phone: `7702000000${i}`, stage }).token;
      const order = (await loanApplication.lastOrder({ page: 1 })).order!;
      const { orderNo } = order;
      const info = await repayment.repayInfo({ orderNo });
      const v1 = await extension.extensionInfo({ orderNo });
      const v2 = await extension.extensionInfoV2({ orderNo });
      const card = await repayment.getRepayBankCard({ orderNo });
      expect(card.card, stage).toEqual({ bankName: 'Kaspi Bank', last4: '6789' });
      expect(v2.available, stage).toBe(stage === 'due_soon' || stage === 'overdue');
      expect(v1.available, stage).toBe(v2.available);
      expect(v1.option !== null, stage).toBe(v2.options.length > 0);
      expect(v2.reason === null, stage).toBe(v2.available);
      expect(order.repaidAt !== null, stage).toBe(stage === 'repaid');
      expect(info.voucher !== null, stage).toBe(stage === 'voucher_review');
      expect(info.lastPayment !== null, stage).toBe(stage === 'repaid');
      expect(info.repayAmount, stage).toBe(order.repayAmount);
      if (stage === 'in_review') expect([v2.opensOn, v2.closesOn]).toEqual([null, null]);
    }
    // A voucher's answer is the Voucher shape too.
    client.token = seedBorrower(db, { phone: '77020000099', stage: 'active_loan' }).token;
    const { orderNo } = (await loanApplication.lastOrder({ page: 1 })).order!;
    await expect(repayment.getPayVoucher({ orderNo, url: 'http://localhost/__sandbox/files/none' }, key())).resolves.toMatchObject({
      status: 'under_review',
    });
  });

  it('marks reads and writes as the reliability rules need (creates are never reads)', () => {
    const byPath = new Map(declared().map((e) => [e.path, e]));
    for (const p of [
      '/api/index/login',
      '/api/index/sendCode',
      '/api/prod/submitOrder',
      '/api/loan/setBankInfo',
      '/api/uploadFile/userFile',
      '/api/prod/getRepaymentLink',
      '/api/index/deleteLogin',
      '/feedBack',
    ]) {
      expect(byPath.get(p)?.read, p).toBe(false);
    }
  });

  it("states the server's money rules where the copy quotes them: the overpayment cap, and the contract page's figures and language", async () => {
    const product = await loanApplication.productInfoForH5();
    expect(product.overpaymentCapPercent).toBe(PRODUCT.overpaymentCap * 100);
    expect(product.penaltyRatePercent).toBe(PRODUCT.penaltyRate * 100);
    expect(product.penaltyMaxDays).toBe(PRODUCT.penaltyMaxDays);

    client.token = seedBorrower(db, { stage: 'with_card' }).token;
    const link = new URL((await loanApplication.getContractInfo({ amount: 30000, days: 14 })).url);
    expect(Object.fromEntries(link.searchParams)).toMatchObject({
      amount: '30000',
      days: '14',
      rate: String(PRODUCT.dailyRate * 100),
      penalty: String(PRODUCT.penaltyRate * 100),
      penaltyDays: String(PRODUCT.penaltyMaxDays),
      cap: String(PRODUCT.overpaymentCap * 100),
      lang: 'ru',
    });
    // The vendor page is told the borrower's language, as the app sends it.
    client.headers = { 'accept-language': 'kk' };
    expect(new URL((await loanApplication.getContractInfo({ amount: 30000, days: 14 })).url).searchParams.get('lang')).toBe('kz');
  });
});

describe('contract: extend or repay, and the overpayment cap (docs/api.md, our assumption)', () => {
  /** The borrower's newest order as the sandbox holds it. */
  const record = (phone: string) => db.state.users[phone]!.orders[0]!;

  /** Both extension answers and repayInfo for the newest order, checked against money.ts. */
  async function checked(phone: string) {
    const { orderNo } = (await loanApplication.lastOrder({ page: 1 })).order!;
    const repay = await repayment.repayInfo({ orderNo });
    const v2 = await extension.extensionInfoV2({ orderNo });
    const v1 = await extension.extensionInfo({ orderNo });
    const order = record(phone);
    const loan = orderLoan(order);
    const state = loan ? replayLoan(loan, kzDay(order.repaidAt ?? db.now())) : null;
    const cap = overpaymentCapFor(order.amount);

    // Repaying in full costs what repayInfo says; the cap is the server's share of the principal.
    expect(v2.repayAmount).toBe(repay.repayAmount);
    expect(v2.overpaymentCap).toBe(cap);
    expect(v2.overpaymentUsed).toBe(state ? state.charged.reward + state.charged.penalty : 0);
    expect(v2.overpaymentUsed).toBeLessThanOrEqual(cap);
    expect(v1).toMatchObject({ repayAmount: v2.repayAmount, overpaymentCap: cap, overpaymentUsed: v2.overpaymentUsed });
    for (const o of v2.options) {
      // Extending costs the reward and penalty accrued to today; repaying costs that and the principal.
      expect(o.fee).toBe(state!.owed.reward + state!.owed.penalty);
      expect(o.fee).toBe(repay.repayAmount - repay.principal);
      const paid = { day: state!.day, kind: 'extension' as const, amount: o.fee, discount: 0, dueDate: o.newDueDate };
      const then = replayLoan({ ...loan!, events: [...loan!.events, paid] }, o.newDueDate);
      expect(o.overpaymentUsedOnNewDueDate).toBe(then.charged.reward + then.charged.penalty);
      expect(o.newRepayAmount).toBe(then.owed.total);
      expect(o.overpaymentUsedOnNewDueDate).toBeGreaterThanOrEqual(v2.overpaymentUsed!);
      expect(o.overpaymentUsedOnNewDueDate).toBeLessThan(cap);
      // The supplementary agreement this term would make, readable before paying: a document page of the sandbox.
      expect(new URL(o.agreementUrl!).pathname).toMatch(/document\.html$/);
    }
    return { orderNo, repay, v2, v1 };
  }

  it('parse at every stage of a loan and agree with money.ts (replayLoan, overpaymentCapFor) and repayInfo', async () => {
    const stages: SeedStage[] = ['in_review', 'active_loan', 'due_soon', 'overdue', 'repaid'];
    for (const [i, stage] of stages.entries()) {
      const phone = `7703000000${i}`;
      client.token = seedBorrower(db, { phone, stage }).token;
      const { v2 } = await checked(phone);
      expect(v2.options.length > 0, stage).toBe(stage === 'due_soon' || stage === 'overdue');
      // Nothing paid yet: everything charged so far is what extending costs today.
      for (const o of v2.options) expect(o.fee, stage).toBe(v2.overpaymentUsed);
    }
  });

  it('an extended loan: the cap used counts every extension paid and what accrued since', async () => {
    const phone = '77030000010';
    client.token = seedBorrower(db, { phone, stage: 'due_soon' }).token;
    const { orderNo } = (await loanApplication.lastOrder({ page: 1 })).order!;
    const link = await extension.getLoanPayLink({ orderNo, days: 7, returnUrl: 'http://localhost/#/' }, key());
    db.vendorResult(link.ref, 'ok');
    expect((await repayment.repayInfo({ orderNo })).lastPayment).toMatchObject({ kind: 'extension', status: 'success' });
    // Eight days on (the story moved back): due tomorrow, inside the window for the second extension.
    shiftLoanDays(record(phone), -8);
    const { repay, v2 } = await checked(phone);
    expect(v2).toMatchObject({ available: true, extensionsUsed: 1 });
    expect(v2.overpaymentUsed).toBe(link.amount + repay.interest + repay.penalty);
  });

  it('when every term would reach the cap: not available, reason cap_reached, and the pay link is refused', async () => {
    const phone = '77030000020';
    client.token = seedBorrower(db, { phone, stage: 'due_soon', days: 665 }).token;
    const { orderNo, v2, v1 } = await checked(phone);
    expect(v2).toMatchObject({ available: false, options: [], reason: 'cap_reached' });
    expect(v1).toMatchObject({ available: false, option: null, reason: 'cap_reached' });
    const refused = await extension.getLoanPayLink({ orderNo, days: 7, returnUrl: 'http://localhost/#/' }, key()).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: LOAN_ERROR.wrongOrderState });
  });
});

describe('the cost card (/api/prod/cost)', () => {
  it('answers signed out with the whole cost, every figure as the money rules make it', async () => {
    const today = kzDay(db.now());
    const cost = await loanApplication.loanCost({ amount: 30_000, days: 14 });
    const q = quote(30_000, 14, 0, today);
    expect(cost).toMatchObject(q);
    expect(cost.overpayment).toBe(q.repayAmount - q.receiveAmount);
    const cap = overpaymentCapFor(30_000);
    expect(cap).toBe(30_000 * PRODUCT.overpaymentCap);
    expect(cost.cap).toEqual({ percent: PRODUCT.overpaymentCap * 100, amount: cap });
    expect(cost.maxTotal).toBe(30_000 + cap);
    // One payment on the due date: the schedule's row is the amount to repay, split.
    expect(cost.schedule).toEqual([{ date: q.dueDate, principal: 30_000, reward: q.interest, total: q.repayAmount }]);
    expect(cost.paymentOrder).toEqual(['penalty', 'reward', 'principal']);
    expect(cost.early).toEqual({ whole: true, part: true, fee: 0, minPartPayment: PRODUCT.minPartPayment, rewardPerDay: rewardFor(30_000, 1) });
    expect(cost.penalty).toEqual({
      ratePercent: PRODUCT.penaltyRate * 100,
      perDay: 30_000 * PRODUCT.penaltyRate,
      startsOn: addDaysIso(q.dueDate, 1),
      maxDays: PRODUCT.penaltyMaxDays,
      lastDay: addDaysIso(q.dueDate, PRODUCT.penaltyMaxDays),
    });
    // The penalty rule as the loan replays it: nothing on the due date, `perDay` a day from `startsOn`, nothing more after `lastDay`.
    const loan: Loan = { principal: 30_000, payoutDay: today, dueDate: q.dueDate, discount: 0, events: [] };
    const penaltyOn = (day: string) => loanState(loan, day).owed.penalty;
    expect(penaltyOn(q.dueDate)).toBe(0);
    expect(penaltyOn(cost.penalty.startsOn)).toBe(cost.penalty.perDay);
    expect(penaltyOn(cost.penalty.lastDay)).toBe(cost.penalty.maxDays * cost.penalty.perDay);
    expect(penaltyOn(addDaysIso(cost.penalty.lastDay, 1))).toBe(cost.penalty.maxDays * cost.penalty.perDay);
    // Never above the cap: a loan left unpaid for years owes at most maxTotal.
    expect(loanState(loan, addDaysIso(today, 5 * 365)).owed.total).toBe(cost.maxTotal);
  });

  it('agrees with confirm and with a real overdue loan of the same amount', async () => {
    const { token } = seedBorrower(db, { stage: 'overdue', amount: 30_000, days: 14 });
    client.token = token;
    const cost = await loanApplication.loanCost({ amount: 30_000, days: 14 });
    const { serviceFee, discount, interest, repayAmount, receiveAmount, dueDate, aprPercent, annualRatePercent } = cost;
    expect({ amount: cost.amount, days: cost.days, interest, serviceFee, discount, repayAmount, receiveAmount, dueDate, aprPercent, annualRatePercent }).toEqual(
      await loanApplication.confirmQuote({ amount: 30_000, days: 14 }),
    );
    const order = (await loanApplication.lastOrder({ page: 1 })).order!;
    const info = await repayment.repayInfo({ orderNo: order.orderNo });
    expect(info.overdueDays).toBeGreaterThan(0);
    expect(info.penalty).toBe(info.overdueDays * cost.penalty.perDay);
  });

  it('counts the chosen coupon in the schedule, as confirm does; refuses what cannot be lent', async () => {
    const { token } = seedBorrower(db, { stage: 'with_card' });
    client.token = token;
    const { claimNewcomerCoupon } = coupons;
    const { coupon } = await claimNewcomerCoupon();
    const cost = await loanApplication.loanCost({ amount: 30_000, days: 14, couponId: coupon.id });
    const confirmed = await loanApplication.confirmQuote({ amount: 30_000, days: 14, couponId: coupon.id });
    expect(cost.discount).toBe(confirmed.discount);
    expect(cost.discount).toBeGreaterThan(0);
    expect(cost.schedule).toEqual([{ date: confirmed.dueDate, principal: 30_000, reward: confirmed.interest - confirmed.discount, total: confirmed.repayAmount }]);
    // The borrower's quota (50 000 ₸ for a new borrower) bounds it signed in; the product's maximum signed out.
    await expect(loanApplication.loanCost({ amount: 100_000, days: 14 })).rejects.toMatchObject({ code: 4005 });
    client.token = '';
    await expect(loanApplication.loanCost({ amount: 100_000, days: 14 })).resolves.toMatchObject({ maxTotal: 200_000 });
    await expect(loanApplication.loanCost({ amount: PRODUCT.maxAmount + PRODUCT.amountStep, days: 14 })).rejects.toMatchObject({ code: 4005 });
    await expect(loanApplication.loanCost({ amount: 30_000, days: 15 })).rejects.toMatchObject({ code: 4005 });
    await expect(loanApplication.loanCost({ amount: 30_000, days: 14, couponId: coupon.id })).rejects.toMatchObject({ code: 6002 });
  });
});

describe("contract: the loan's own page", () => {
  it('answers orderDetail in its schema at every stage of an order, with what each stage has', async () => {
    const stages: SeedStage[] = ['in_review', 'active_loan', 'due_soon', 'overdue', 'voucher_review', 'repaid'];
    for (const [i, stage] of stages.entries()) {
      client.token = seedBorrower(db, { phone: `7703000000${i}`, stage }).token;
      const { orderNo } = (await loanApplication.lastOrder({ page: 1 })).order!;
      const detail = await repayment.orderDetail({ orderNo });
      const info = await repayment.repayInfo({ orderNo });
      const owing = stage !== 'in_review' && stage !== 'repaid';
      expect(detail.order.orderNo, stage).toBe(orderNo);
      expect(detail.today?.total ?? null, stage).toBe(owing ? info.repayAmount : null);
      expect(detail.overdue !== null, stage).toBe(stage === 'overdue');
      expect(detail.quoteRange !== null, stage).toBe(owing && stage !== 'overdue');
      expect(detail.certificate, stage).toBe(stage !== 'in_review');
      expect(detail.payments.length, stage).toBe(stage === 'repaid' ? 1 : 0);
      expect(detail.documents.map((d) => d.kind), stage).toEqual(['contract']);
      expect(detail.timeline[0]?.kind, stage).toBe('applied');
    }
  });

  it('repayQuote answers from today to the due date and refuses any other day (4020) or a loan owing nothing (4007)', async () => {
    client.token = seedBorrower(db, { phone: '77030000010', stage: 'active_loan' }).token;
    const { orderNo, dueDate } = (await loanApplication.lastOrder({ page: 1 })).order!;
    const { quoteRange } = await repayment.orderDetail({ orderNo });
    expect(quoteRange?.to).toBe(dueDate);
    const onDue = await repayment.repayQuote({ orderNo, date: dueDate! });
    expect(onDue.total).toBe((await repayment.repayInfo({ orderNo })).dueDateAmount);
    await expect(repayment.repayQuote({ orderNo, date: '2000-01-01' })).rejects.toMatchObject({ code: repayment.LOAN_PAGE_ERROR.quoteDateOutOfRange });
    await expect(repayment.repayQuote({ orderNo, date: 'tomorrow' })).rejects.toMatchObject({ code: repayment.LOAN_PAGE_ERROR.quoteDateOutOfRange });
    client.token = seedBorrower(db, { phone: '77030000011', stage: 'repaid' }).token;
    const repaid = (await loanApplication.lastOrder({ page: 1 })).order!;
    await expect(repayment.repayQuote({ orderNo: repaid.orderNo, date: repaid.dueDate! })).rejects.toMatchObject({ code: LOAN_ERROR.wrongOrderState });
  });

  it('debtCertificate is a whole document in the language asked, for a paid-out loan only; companyInfo answers signed out', async () => {
    client.token = seedBorrower(db, { phone: '77030000012', stage: 'repaid' }).token;
    const { orderNo } = (await loanApplication.lastOrder({ page: 1 })).order!;
    client.headers = { 'accept-language': 'kz' };
    const kz = await repayment.debtCertificate({ orderNo });
    expect(kz.content).toMatch(/^<!doctype html>/);
    expect(kz.content).toContain('<html lang="kk">');
    expect(kz.title).toBe('Берешек туралы анықтама');
    expect(kz.content).toContain('Шарт бойынша берешек жоқ.');
    client.headers = {};
    const ru = await repayment.debtCertificate({ orderNo });
    expect(ru.title).toBe('Справка о задолженности');
    expect(ru.content).toContain('Задолженности по договору нет.');
    client.token = seedBorrower(db, { phone: '77030000013', stage: 'in_review' }).token;
    const review = (await loanApplication.lastOrder({ page: 1 })).order!;
    await expect(repayment.debtCertificate({ orderNo: review.orderNo })).rejects.toMatchObject({ code: LOAN_ERROR.wrongOrderState });
    await expect(repayment.orderDetail({ orderNo: 'BZ-NONE' })).rejects.toMatchObject({ code: LOAN_ERROR.orderNotFound });
    client.token = '';
    await expect(repayment.getCompanyInfo()).resolves.toMatchObject({ bin: expect.stringMatching(/^\d{12}$/), phone: expect.stringMatching(/^7\d{10}$/) });
  });
});

describe('contract: the bank from the card number (our assumption, docs/api.md)', () => {
  it("getBankList carries each bank's BINs (six digits, each in one bank), answers signed out, and the sandbox's test cards fall in them", async () => {
    client.token = '';
    const { banks } = await bankCard.getBankList();
    expect(bankCard.BankListResponse.safeParse({ banks: [{ code: 'X', name: 'No BIN table' }] }).success).toBe(true); // optional
    const all = banks.flatMap((b) => b.bins ?? []);
    expect(banks.every((b) => (b.bins ?? []).length > 0)).toBe(true);
    expect(all.every((bin) => /^\d{6}$/.test(bin))).toBe(true);
    expect(new Set(all).size).toBe(all.length);
    expect(bankByBin(banks, TEST_CARDS.visaOk)?.code).toBe('CASPKZKA');
    expect(bankByBin(banks, TEST_CARDS.mastercardOk)?.code).toBe('IRTYKZKA');
    expect(bankByBin(banks, TEST_CARDS.notOwner)).toBeNull();
  });

  it('setBankInfo keeps needing the bank: the one named by the BIN is saved, none is refused with 2006', async () => {
    client.token = seedBorrower(db, { phone: '77030000020', stage: 'onboarded' }).token;
    const card = { cardNumber: TEST_CARDS.visaOk, expiry: `12/${String((new Date().getFullYear() + 3) % 100)}`, holder: 'AIGERIM NURLANOVA', cvc: '739' };
    await expect(bankCard.setBankInfo({ ...card, bankCode: '' })).rejects.toMatchObject({ code: bankCard.CARD_ERROR.unknownBank });
    const { banks } = await bankCard.getBankList();
    const saved = await bankCard.setBankInfo({ ...card, bankCode: bankByBin(banks, card.cardNumber)!.code });
    expect(saved.card).toMatchObject({ bankCode: 'CASPKZKA', bankName: 'Kaspi Bank', first6: '440043', last4: '6789' });
  });
});

describe("contract: the Loans tab's loan headline (issue 25)", () => {
  it('userInfo carries `due` for a loan being repaid: the Me tab’s and repayInfo’s due-date figure, the saving, the days left and the extension facts', async () => {
    const stages: SeedStage[] = ['in_review', 'active_loan', 'due_soon', 'overdue', 'repaid'];
    for (const [i, stage] of stages.entries()) {
      client.token = seedBorrower(db, { phone: `7704000000${i}`, stage }).token;
      const home = await loanApplication.loanUserInfo();
      const order = home.order!;
      if (stage === 'in_review' || stage === 'repaid') {
        expect(home.due, stage).toBeNull();
        continue;
      }
      const due = home.due!;
      const { currentLoan } = await account.userInfo();
      const info = await repayment.repayInfo({ orderNo: order.orderNo });
      expect(due.dueAmount, stage).toBe(currentLoan!.repayAmount);
      expect(due.dueAmount, stage).toBe(info.dueDateAmount);
      expect(due.saving, stage).toBe(stage === 'overdue' ? 0 : due.dueAmount - order.repayAmount);
      const window = await extension.extensionInfoV2({ orderNo: order.orderNo });
      expect(due.extension.available, stage).toBe(window.available);
      expect(due.extension.opensOn, stage).toBe(window.reason === 'too_early' ? window.opensOn : null);
    }
    // A fresh 30 000 ₸ loan for 14 days: 30 630 ₸ on the due date, 585 ₸ saved today, too early to extend.
    client.token = seedBorrower(db, { phone: '77040000010', stage: 'active_loan' }).token;
    expect((await loanApplication.loanUserInfo()).due).toMatchObject({ dueAmount: 30_630, saving: 585, daysLeft: 14, dueSoon: false, extension: { available: false } });
    client.token = seedBorrower(db, { phone: '77040000011', stage: 'due_soon' }).token;
    expect((await loanApplication.loanUserInfo()).due).toMatchObject({ daysLeft: 2, dueSoon: true, extension: { available: true, opensOn: null } });
    client.token = seedBorrower(db, { phone: '77040000012', stage: 'overdue' }).token;
    const late = await loanApplication.loanUserInfo();
    expect(late.due).toMatchObject({ dueAmount: late.order!.repayAmount, daysLeft: 0, dueSoon: false, saving: 0 });
  });
});

describe('contract: a refusal that says why (issue 26, our assumption, docs/api.md)', () => {
  const SCENARIO_REASON = { self_ban: 'self_ban', debt_load: 'debt_load', overdue_elsewhere: 'overdue_elsewhere', reject: 'other' } as const;

  it('each refusal scenario refuses with its reason; a reason the law decides has no waiting period, its link and figures come from the server; the same refusal in every read and in the message', async () => {
    const { isAllowedUrl } = await import('@/shared/webview/isAllowedUrl');
    const { LINK_ORIGINS } = await import('@/config/links');
    const { getPops } = await import('@/shared/api/pops');
    for (const [i, [scenario, reason]] of Object.entries(SCENARIO_REASON).entries()) {
      const phone = `7705000000${i}`;
      client.token = seedBorrower(db, { phone, stage: 'with_card' }).token;
      db.setScenario(scenario as keyof typeof SCENARIO_REASON, phone);
      await loanApplication.submitOrder({ amount: 20_000, days: 7 }, key());
      db.advance(phone, true);
      const home = await loanApplication.loanUserInfo();
      const order = home.order!;
      expect(order.status, scenario).toBe('rejected');
      expect(order.refusal?.reason, scenario).toBe(reason);
      const legal = reason !== 'other';
      // No waiting period for a legal reason: the borrower may apply once the cause is gone (the server checks again).
      expect(home.stage, scenario).toBe(legal ? 'can_apply' : 'rejected');
      expect(order.reapplyAt === null, scenario).toBe(legal);
      expect(home.reapplyAt === null, scenario).toBe(legal);
      if (!legal) expect(Date.parse(home.reapplyAt!) - Date.parse(order.createdAt)).toBeGreaterThanOrEqual(7 * 86_400_000);
      // A link out only where the borrower acts on it, and always one the app may open.
      const url = order.refusal!.url;
      expect(url !== null, scenario).toBe(reason === 'self_ban' || reason === 'overdue_elsewhere');
      if (url !== null) expect(isAllowedUrl(url, LINK_ORIGINS, 'null'), url).toBe(true);
      expect(order.refusal!.overdueDays !== null, scenario).toBe(reason === 'overdue_elsewhere');
      expect(order.refusal!.debtLoad !== null, scenario).toBe(reason === 'debt_load');
      // The same refusal in My loans and on the loan's page.
      const list = await repayment.myOrderList({ page: 1, pageSize: 10 });
      expect(list.list[0]!.refusal, scenario).toEqual(order.refusal);
      expect((await repayment.orderDetail({ orderNo: order.orderNo })).order.refusal, scenario).toEqual(order.refusal);
      // The decision message: a legal reason named, no 7 days, and the way to the loan's page that explains it.
      const { list: messages } = await getPops({ position: 'messages' });
      const decision = messages[0]!;
      expect(decision.text.includes('7 дней'), scenario).toBe(!legal);
      expect(decision.link, scenario).toBe(legal ? `/pages/loan/detail?orderNo=${order.orderNo}` : null);
      if (reason === 'self_ban') expect(decision.text).toContain('eGov');
      // Applying again: refused with 4002 only while the company's own waiting period runs.
      const again = loanApplication.submitOrder({ amount: 10_000, days: 7 }, key());
      if (legal) await expect(again, scenario).resolves.toMatchObject({ order: { status: 'under_review' } });
      else await expect(again).rejects.toMatchObject({ code: LOAN_ERROR.reapplyLater });
    }
  });

  it('debt load: the ratio is the payments (other loans and this one) over the official income, above the limit', async () => {
    client.token = seedBorrower(db, { phone: '77050000010', stage: 'with_card' }).token;
    db.setScenario('debt_load', '77050000010');
    await loanApplication.submitOrder({ amount: 20_000, days: 7 }, key());
    db.advance('77050000010', true);
    const load = (await loanApplication.loanUserInfo()).order!.refusal!.debtLoad!;
    // 20 000 ₸ for 7 days: 20 210 ₸ due in one payment within the month.
    expect(load).toEqual({ ratio: 0.58, limit: 0.5, income: 180_000, payments: 85_000, loanPayment: 20_210 });
    expect(load.ratio).toBeCloseTo((load.payments + load.loanPayment) / load.income, 2);
    expect(load.ratio).toBeGreaterThan(load.limit);
  });

  it('the order schema reads a reason it does not know as other, and an order without a refusal (an older server) parses', async () => {
    const { Order } = await import('@/shared/api/order');
    client.token = seedBorrower(db, { phone: '77050000011', stage: 'in_review' }).token;
    const order = (await loanApplication.loanUserInfo()).order!;
    expect(order.refusal).toBeNull();
    const { refusal: _dropped, ...older } = order;
    expect(Order.safeParse(older).success).toBe(true);
    const unknown = Order.parse({ ...order, status: 'rejected', refusal: { reason: 'sanctions', url: null, debtLoad: null, overdueDays: null } });
    expect(unknown.refusal?.reason).toBe('other');
  });
});

describe('contract: «Не могу платить», the application to change the terms (issue 26)', () => {
  it('registers an application of an overdue loan with a number and the 15-day answer date, answers it after `advance`, and refuses a second while it waits', async () => {
    const { phone, token } = seedBorrower(db, { phone: '77050000026', stage: 'overdue' });
    client.token = token;
    const order = (await loanApplication.lastOrder({ page: 1 })).order!;
    const before = await hardship.hardshipStatus({ orderNo: order.orderNo });
    // The overdue notice leads to the application, in both languages.
    const notice = db.userByPhone(phone)!.messages.find((m) => m.title.ru === 'Заём просрочен')!;
    expect(notice.text.ru).toContain('нажмите «Не могу платить»');
    expect(notice.text.kz).toContain('«Төлей алмаймын» түймесін басыңыз');
    // The borrower's window: 30 calendar days counting the first day late.
    expect(before).toEqual({ canApply: true, applyBy: addDaysIso(order.dueDate!, 30), application: null });
    // The Loans tab's own read carries the same, so its card needs no second call.
    expect((await loanApplication.loanUserInfo()).due?.hardship).toEqual(before);

    const filed = await hardship.hardshipApply(
      { orderNo: order.orderNo, reason: 'income_lost', reasonText: 'Сократили на работе', income: 80_000, proposal: 'defer', fileId: null },
      key(),
    );
    const today = kzDay(db.now());
    expect(filed).toMatchObject({ status: 'submitted', filedOn: today, answerBy: addDaysIso(today, 15), answer: null, ombudsman: null });
    expect(filed.regNo).toMatch(/^HD-\d+$/);
    // The messages tell it, with its number.
    expect(db.userByPhone(phone)!.messages[0]!.text.ru).toContain(filed.regNo);
    // …and it is a conversation: its number is the ticket, its answer-by day the due date.
    const thread = (await threadsApi.threadList()).list.find((t) => t.topic === 'hardship')!;
    expect(thread).toMatchObject({ ticketNo: filed.regNo, answerDue: filed.answerBy, status: 'open' });
    expect((await loanApplication.loanUserInfo()).due?.hardship).toEqual({
      canApply: false,
      applyBy: before.applyBy,
      application: { status: 'submitted', answerBy: filed.answerBy },
    });
    await expect(
      hardship.hardshipApply({ orderNo: order.orderNo, reason: 'illness', reasonText: '', income: 0, proposal: 'smaller', fileId: null }, key()),
    ).rejects.toMatchObject({ code: hardship.HARDSHIP_ERROR.cannotApply });

    db.advance(phone);
    const answered = await hardship.hardshipStatus({ orderNo: order.orderNo });
    expect(answered.canApply).toBe(true);
    expect(answered.application).toMatchObject({ regNo: filed.regNo, status: 'approved', answeredOn: today, newDueDate: addDaysIso(today, 30), ombudsman: null });
    expect(answered.application!.answer).toContain(`${addDaysIso(today, 30).slice(8, 10)}.`);
    expect(db.userByPhone(phone)!.messages[0]!.title.ru).toBe('Мы согласны изменить условия займа');
    const conversation = await threadsApi.threadDetail({ threadId: thread.id });
    expect(conversation.thread.status).toBe('answered');
    expect(conversation.messages.map((m) => m.from)).toEqual(['company', 'company']);
    expect(conversation.messages.at(-1)!.text).toContain(`${filed.regNo} мы согласны изменить условия`);
  });

  it('refuses a longer term with the ombudsman’s details, and takes no application for a loan that is neither due soon nor overdue', async () => {
    const { phone, token } = seedBorrower(db, { phone: '77050000027', stage: 'overdue' });
    client.token = token;
    const { orderNo } = (await loanApplication.lastOrder({ page: 1 })).order!;
    await hardship.hardshipApply({ orderNo, reason: 'other', reasonText: 'Болеет ребёнок', income: 0, proposal: 'extend', fileId: null }, key());
    db.advance(phone);
    const { application } = await hardship.hardshipStatus({ orderNo });
    expect(application).toMatchObject({ status: 'refused', newDueDate: null, ombudsman: { name: 'Финансовый омбудсман', phone: expect.stringMatching(/^7\d{10}$/) } });
    expect(application!.answer).toBeTruthy();

    client.token = seedBorrower(db, { phone: '77050000028', stage: 'active_loan' }).token;
    const fresh = (await loanApplication.lastOrder({ page: 1 })).order!;
    expect(await hardship.hardshipStatus({ orderNo: fresh.orderNo })).toEqual({ canApply: false, applyBy: null, application: null });
    await expect(
      hardship.hardshipApply({ orderNo: fresh.orderNo, reason: 'family', reasonText: '', income: 50_000, proposal: 'defer', fileId: null }, key()),
    ).rejects.toMatchObject({ code: hardship.HARDSHIP_ERROR.cannotApply });
    client.token = seedBorrower(db, { phone: '77050000029', stage: 'due_soon' }).token;
    const soon = (await loanApplication.lastOrder({ page: 1 })).order!;
    expect(await hardship.hardshipStatus({ orderNo: soon.orderNo })).toMatchObject({ canApply: true, applyBy: null });
  });

  it('files one application per Idempotency-Key (a retry gets the first answer), none without a key, and refuses a file that is not the borrower’s', async () => {
    const { phone, token } = seedBorrower(db, { phone: '77050000030', stage: 'overdue' });
    client.token = token;
    const { orderNo } = (await loanApplication.lastOrder({ page: 1 })).order!;
    const req = { orderNo, reason: 'illness' as const, reasonText: '', income: 0, proposal: 'defer' as const, fileId: 'F-not-mine' };
    await expect(hardship.hardshipApply(req, key())).rejects.toMatchObject({ code: hardship.HARDSHIP_ERROR.unknownFile });
    const noKey = await fetch('http://localhost/api/loan/hardship/apply', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', token },
      body: JSON.stringify({ ...req, fileId: null }),
    });
    expect(((await noKey.json()) as { code: number }).code).toBe(400);
    const once = key();
    const first = await hardship.hardshipApply({ ...req, fileId: null }, once);
    expect(await hardship.hardshipApply({ ...req, fileId: null }, once)).toEqual(first);
    expect(db.userByPhone(phone)!.hardship).toHaveLength(1);
  });
});

// Issue 26, conversations (our assumption, docs/api.md "Conversations"): declared in src/shared/api/threads.ts,
// re-exported by the messages feature; /feedBack (spec) opens one.
import * as threadsApi from '@/features/messages/api';
import { readCouponDot } from '@/shared/api/dots';
import { addWorkingDays } from './domain/threads';

describe('contract: conversations (issue 26, our assumption)', () => {
  const COMPLAINT = 'Сотрудник звонил мне в девять вечера и разговаривал грубо, прошу разобраться с этим звонком';
  const unread = async () => (await readCouponDot()).unreadMessages ?? 0;

  it('/feedBack opens a thread: a ticket number and an answer due 15 working days later; without a topic (the spec’s call) it is filed as other', async () => {
    client.token = seedBorrower(db, { phone: '77050000001', stage: 'active_loan' }).token;
    const sent = await content.sendFeedback({ content: COMPLAINT, email: 'aigerim@mail.kz', topic: 'complaint' }, key());
    expect(sent.id).toMatch(/\S/);
    expect(sent.thread).toMatchObject({ topic: 'complaint', status: 'open', answerDue: addWorkingDays(kzDay(db.now()), 15), unread: 0, lastMessage: { from: 'borrower', text: COMPLAINT } });
    expect(sent.thread!.ticketNo).toMatch(/^\d{2}-\d{6}$/);
    const plain = await content.sendFeedback({ content: COMPLAINT, email: 'aigerim@mail.kz' }, key());
    expect(plain.thread).toMatchObject({ topic: 'other', status: 'open' });
    const { list } = await threadsApi.threadList();
    expect(list.map((t) => t.id).sort()).toEqual([sent.thread!.id, plain.thread!.id].sort());
    await expect(threadsApi.threadDetail({ threadId: 'TH-none' })).rejects.toMatchObject({ code: threadsApi.THREAD_ERROR.notFound });
  });

  it('the company answers after the wait (advance skips it); the answer counts in requestDc until the thread is read', async () => {
    const { token, phone } = seedBorrower(db, { phone: '77050000002', stage: 'active_loan' });
    client.token = token;
    const before = await unread();
    const { thread } = await content.sendFeedback({ content: COMPLAINT, email: 'aigerim@mail.kz', topic: 'payment' }, key());
    expect((await threadsApi.threadList()).list[0]).toMatchObject({ status: 'open', unread: 0 });
    expect(await unread()).toBe(before);

    db.advance(phone);
    const answered = (await threadsApi.threadList()).list[0]!;
    expect(answered).toMatchObject({ id: thread!.id, status: 'answered', answerDue: null, unread: 1, lastMessage: { from: 'company' } });
    expect(await unread()).toBe(before + 1);
    const first = await threadsApi.threadDetail({ threadId: thread!.id });
    expect(first.messages.map((m) => [m.from, m.read])).toEqual([
      ['borrower', true],
      ['company', false],
    ]);
    expect((await threadsApi.threadDetail({ threadId: thread!.id })).messages[1]!.read).toBe(true);
    expect(await unread()).toBe(before);
  });

  it('/api/thread/send needs an Idempotency-Key, answers a replay with the same message, checks text and photo, and owes an answer again', async () => {
    const { token, phone } = seedBorrower(db, { phone: '77050000003', stage: 'active_loan' });
    client.token = token;
    const { thread } = await content.sendFeedback({ content: COMPLAINT, email: 'aigerim@mail.kz', topic: 'other' }, key());
    db.advance(phone);
    const threadId = thread!.id;

    const raw = await fetch('http://localhost/api/thread/send', { method: 'POST', headers: { 'Content-Type': 'application/json', token }, body: JSON.stringify({ threadId, text: 'Без ключа' }) });
    expect(((await raw.json()) as { code: number }).code).toBe(400);
    await expect(threadsApi.threadSend({ threadId, text: '   ' }, key())).rejects.toMatchObject({ code: threadsApi.THREAD_ERROR.invalidMessage });
    await expect(threadsApi.threadSend({ threadId, text: 'x'.repeat(threadsApi.THREAD_TEXT_MAX + 1) }, key())).rejects.toMatchObject({ code: threadsApi.THREAD_ERROR.invalidMessage });
    await expect(threadsApi.threadSend({ threadId, text: 'Фото', photoId: 'not-mine' }, key())).rejects.toMatchObject({ code: threadsApi.THREAD_ERROR.invalidMessage });

    db.sync();
    db.userByPhone(phone)!.files.f1 = { id: 'f1', type: 'other', name: 'calls.jpg', mime: 'image/jpeg', size: 1000, uploadedAt: db.now() };
    db.commit();
    const once = key();
    const sent = await threadsApi.threadSend({ threadId, text: 'Прикладываю фото', photoId: 'f1' }, once);
    const again = await threadsApi.threadSend({ threadId, text: 'Прикладываю фото', photoId: 'f1' }, once);
    expect(again.message.id).toBe(sent.message.id);
    expect(sent.message).toMatchObject({ from: 'borrower', text: 'Прикладываю фото', photoUrl: expect.stringMatching(/\/__sandbox\/files\/f1$/), read: true });
    expect(sent.thread).toMatchObject({ status: 'open', answerDue: addWorkingDays(kzDay(db.now()), 15) });
    const detail = await threadsApi.threadDetail({ threadId });
    expect(detail.messages.filter((m) => m.from === 'borrower')).toHaveLength(2);
  });
});

describe('contract: the cooling period and «Я не оформлял этот заём» (issue 26, our assumption, docs/api.md)', () => {
  const HOUR = 3_600_000;
  const lastOrderNow = async () => (await loanApplication.lastOrder({ page: 1 })).order!;

  it('declares four calls the sandbox answers with an envelope', async () => {
    const paths = [cooling.sendConfirmCode, cooling.confirmReceipt, cooling.refuseLoan, cooling.reportNotMine].map((e) => e.path);
    expect(paths).toEqual(['/api/loan/cooling/sendCode', '/api/loan/cooling/confirm', '/api/loan/cooling/refuse', '/api/loan/reportNotMine']);
    for (const path of paths) {
      const res = await fetch(`http://localhost${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
      expect(typeof ((await res.json()) as { code: unknown }).code, path).toBe('number');
    }
  });

  it('an order in its cooling period is approved, not paid out, confirmable only 24 h after signing; confirming pays it out', async () => {
    const { token, phone } = seedBorrower(db, { phone: '77050000001', stage: 'cooling' });
    client.token = token;
    const order = await lastOrderNow();
    expect(order.status).toBe('awaiting_payout');
    expect(order.cooling).toEqual({ state: 'waiting', until: expect.any(String), confirmable: false });
    expect(Date.parse(order.cooling!.until) - Date.parse(order.createdAt)).toBe(24 * HOUR);
    await expect(cooling.sendConfirmCode({ orderNo: order.orderNo })).rejects.toMatchObject({ code: cooling.COOLING_ERROR.notOver });
    await expect(cooling.confirmReceipt({ orderNo: order.orderNo, code: '0000' })).rejects.toMatchObject({ code: cooling.COOLING_ERROR.notOver });
    // Time alone pays nothing out: the order waits for the borrower.
    db.advance(phone);
    const open = await lastOrderNow();
    expect(open).toMatchObject({ status: 'awaiting_payout', cooling: { state: 'waiting', confirmable: true } });
    // The reminder at the end of the 24 hours, once, leading to the loan's page.
    const reminders = (await content.getPops({ position: 'messages' })).list.filter((m) => m.title === 'Можно подтвердить получение займа');
    expect(reminders).toEqual([expect.objectContaining({ link: `/pages/loan/detail?orderNo=${order.orderNo}` })]);
    // Confirming is signed with a fresh SMS code: none sent yet, then a wrong one, then the one sent.
    await expect(cooling.confirmReceipt({ orderNo: order.orderNo, code: '0000' })).rejects.toMatchObject({ code: cooling.COOLING_ERROR.codeExpired });
    expect(await cooling.sendConfirmCode({ orderNo: order.orderNo })).toEqual({ resendAfter: expect.any(Number), codeLength: 4 });
    const code = db.lastCode(phone)!;
    const wrong = code === '0000' ? '1111' : '0000';
    await expect(cooling.confirmReceipt({ orderNo: order.orderNo, code: wrong })).rejects.toMatchObject({ code: cooling.COOLING_ERROR.wrongCode });
    expect((await lastOrderNow()).cooling).toMatchObject({ state: 'waiting' });
    const confirmed = await cooling.confirmReceipt({ orderNo: order.orderNo, code });
    expect(confirmed.order.cooling).toMatchObject({ state: 'confirmed', confirmable: false });
    // A retry after a lost answer: the same answer, the used code not asked for again.
    await expect(cooling.confirmReceipt({ orderNo: order.orderNo, code })).resolves.toEqual(confirmed);
    db.advance(phone, true);
    expect(await lastOrderNow()).toMatchObject({ status: 'awaiting_repayment', receiveAmount: order.amount, dueDate: expect.any(String) });
  });

  it('refusing in the cooling period annuls the contract: no payout, nothing owed, a new application may follow at once', async () => {
    const { token, phone } = seedBorrower(db, { phone: '77050000002', stage: 'cooling' });
    client.token = token;
    const { orderNo } = await lastOrderNow();
    const refused = await cooling.refuseLoan({ orderNo });
    expect(refused.order).toMatchObject({ status: 'annulled', cooling: { state: 'refused' }, dueDate: null });
    await expect(cooling.refuseLoan({ orderNo })).resolves.toEqual(refused);
    await expect(cooling.confirmReceipt({ orderNo, code: '0000' })).rejects.toMatchObject({ code: LOAN_ERROR.wrongOrderState });
    db.advance(phone, true);
    expect((await lastOrderNow()).status).toBe('annulled');
    expect((await account.userInfo()).currentLoan).toBeNull();
    expect(await account.loanInfo()).toMatchObject({ canApply: true, blockReason: null });
    const { list } = await content.getPops({ position: 'messages' });
    expect(list[0]).toMatchObject({ title: 'Вы отказались от займа', text: expect.stringContaining('Договор аннулирован') });
  });

  it('the rule: loans signed the same day count together above 324 375 ₸; the `cooling` scenario forces it; below it, no cooling', async () => {
    // 300 000 ₸ repaid today, then 30 000 ₸ the same day: 330 000 ₸ signed today.
    const { token, phone } = seedBorrower(db, { phone: '77050000003', stage: 'repaid', amount: 300_000 });
    client.token = token;
    const second = (await loanApplication.submitOrder({ amount: 30_000, days: 14 }, key())).order;
    db.advance(phone);
    expect((await lastOrderNow()).cooling).toMatchObject({ state: 'waiting' });
    expect(second.orderNo).toBe((await lastOrderNow()).orderNo);

    const plain = seedBorrower(db, { phone: '77050000004', stage: 'with_card' });
    client.token = plain.token;
    await loanApplication.submitOrder({ amount: 30_000, days: 14 }, key());
    db.advance(plain.phone);
    expect(await lastOrderNow()).toMatchObject({ status: 'awaiting_payout', cooling: null });

    const forced = seedBorrower(db, { phone: '77050000005', stage: 'with_card' });
    client.token = forced.token;
    db.setScenario('cooling', forced.phone);
    await loanApplication.submitOrder({ amount: 10_000, days: 7 }, key());
    db.advance(forced.phone);
    expect((await lastOrderNow()).cooling).toMatchObject({ state: 'waiting', confirmable: false });
    const { list } = await content.getPops({ position: 'messages' });
    expect(list[0]).toMatchObject({ title: 'Заявка одобрена: действует период охлаждения', link: `/pages/loan/detail?orderNo=${(await lastOrderNow()).orderNo}` });
  });

  it('a single loan above 324 375 ₸ is cooled too: a returning borrower\'s limit passes it from the 11th repaid loan', async () => {
    const { token, phone, user } = seedBorrower(db, { phone: '77050000007', stage: 'repaid' });
    const repaid = user.orders[0]!;
    const monthAgo = repaid.createdAt - 30 * 24 * 3600_000;
    user.orders = Array.from({ length: 10 }, (_, i) => ({ ...repaid, orderNo: `${repaid.orderNo}-${i}`, createdAt: monthAgo }));
    db.commit();
    client.token = token;
    // Ten repaid loans: 300 000 ₸, below the threshold, so 325 000 ₸ is not offered yet.
    expect((await loanApplication.productInfoForH5()).maxAmount).toBe(300_000);
    await expect(loanApplication.submitOrder({ amount: 325_000, days: 14 }, key())).rejects.toMatchObject({ code: LOAN_ERROR.amountOutOfRange });
    user.orders.push({ ...repaid, orderNo: `${repaid.orderNo}-10`, createdAt: monthAgo });
    db.commit();
    expect((await loanApplication.productInfoForH5()).maxAmount).toBe(325_000);
    db.setTiming({ reviewMs: 0 });
    const { applicationId } = await loanApplication.fcbCreate({ amount: 325_000, days: 14 }, key());
    await loanApplication.fcbSign({ applicationId });
    expect((await loanApplication.fcbStatus({ applicationId })).status).toBe('approved');
    await loanApplication.submitOrder({ amount: 325_000, days: 14, fcbApplicationId: applicationId }, key());
    db.advance(phone);
    expect(await lastOrderNow()).toMatchObject({ amount: 325_000, status: 'awaiting_payout', cooling: { state: 'waiting', confirmable: false } });
  });

  it('reportNotMine holds a payout not made yet, once per order, with a number, an answer-by day and a message; after payout it holds nothing', async () => {
    const { token, phone } = seedBorrower(db, { phone: '77050000006', stage: 'in_review' });
    client.token = token;
    const { orderNo } = await lastOrderNow();
    const report = await cooling.reportNotMine({ orderNo });
    expect(report).toMatchObject({ ticketNo: expect.stringMatching(/^NM\d+$/), payoutHeld: true, answerBy: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(report.order.report).toMatchObject({ ticketNo: report.ticketNo, payoutHeld: true });
    await expect(cooling.reportNotMine({ orderNo })).resolves.toEqual(report);
    db.advance(phone, true);
    expect(await lastOrderNow()).toMatchObject({ status: 'awaiting_payout', dueDate: null, report: { payoutHeld: true } });
    client.headers = { 'accept-language': 'kz' };
    const { list } = await content.getPops({ position: 'messages' });
    client.headers = {};
    expect(list[0]!.title).toBe(`№\u00a0${report.ticketNo} өтініш: сіз ресімдемеген қарыз`);
    expect(list[0]!.text).toContain('ақша аударуды тоқтатып');

    client.token = seedBorrower(db, { phone: '77050000007', stage: 'active_loan' }).token;
    const paid = await cooling.reportNotMine({ orderNo: (await lastOrderNow()).orderNo });
    expect(paid).toMatchObject({ payoutHeld: false, order: { status: 'awaiting_repayment' } });

    client.token = seedBorrower(db, { phone: '77050000008', stage: 'repaid' }).token;
    await expect(cooling.reportNotMine({ orderNo: (await lastOrderNow()).orderNo })).rejects.toMatchObject({ code: LOAN_ERROR.wrongOrderState });
  });

  it('the new-loan message leads to the loan page and says how to report a loan the borrower did not make', async () => {
    const { token, phone } = seedBorrower(db, { phone: '77050000009', stage: 'in_review' });
    client.token = token;
    db.advance(phone);
    const { orderNo } = await lastOrderNow();
    const { list } = await content.getPops({ position: 'messages' });
    expect(list[0]).toMatchObject({ title: 'Заявка одобрена', link: `/pages/loan/detail?orderNo=${orderNo}`, text: expect.stringContaining('«Я не оформлял этот заём»') });
  });
});

describe('contract: consents and devices (issue 26, our assumption, docs/api.md)', () => {
  async function login(phone: string, marketing?: boolean): Promise<string> {
    await auth.sendCode({ phone });
    const r = await auth.login({ phone, code: db.lastCode(phone)!, ...(marketing === undefined ? {} : { marketing }) });
    return r.token;
  }

  it('lists the four consents the law asks for, each naming operator, BIN, purpose, data, third parties, cross-border transfer and term, signed by SMS', async () => {
    const consents = await import('@/features/consents/api');
    client.token = seedBorrower(db, { phone: '77050000001', stage: 'active_loan' }).token;
    const { consents: list } = await consents.getConsents();
    expect(list.map((c) => [c.kind, c.required, c.status])).toEqual([
      ['personal_data', true, 'given'],
      ['credit_bureau', true, 'given'],
      ['state_databases', true, 'given'],
      ['marketing', false, 'not_given'],
    ]);
    for (const c of list) {
      expect(c.terms.bin).toMatch(/^\d{12}$/);
      for (const v of [c.terms.operator, c.terms.purpose, c.terms.crossBorder, c.terms.term, c.text, c.title, c.version]) expect(v).not.toBe('');
      expect(c.terms.data.length).toBeGreaterThan(0);
      expect(c.terms.thirdParties.length).toBeGreaterThan(0);
    }
    expect(list[0]!.signedWith).toEqual({ method: 'sms', phoneTail: '0001' });
    // Texts in the language sent.
    expect(list[0]!.title).toMatch(/персональных данных/);
  });

  it('the sign-in tick gives or withdraws marketing; an app that sends no tick leaves it as it was; setMarketing gives and withdraws', async () => {
    const consents = await import('@/features/consents/api');
    const phone = '77050000002';
    const marketing = async () => (await consents.getConsents()).consents.find((c) => c.kind === 'marketing')!;
    client.token = await login(phone, true);
    expect(await marketing()).toMatchObject({ status: 'given', signedWith: { method: 'sms', phoneTail: '0002' }, withdrawnAt: null });
    client.token = await login(phone);
    expect((await marketing()).status).toBe('given');
    client.token = await login(phone, false);
    const withdrawn = await marketing();
    expect(withdrawn.status).toBe('withdrawn');
    expect(withdrawn.withdrawnAt).toEqual(expect.any(Number));
    await expect(consents.setMarketing({ given: true })).resolves.toMatchObject({ kind: 'marketing', status: 'given' });
    await expect(consents.setMarketing({ given: false })).resolves.toMatchObject({ status: 'withdrawn' });
    // A borrower who never ticked it: not given, and nothing to withdraw.
    client.token = await login('77050000003', false);
    expect((await marketing()).status).toBe('not_given');
  });

  it('lists the sessions (this one first, never a token) and ends the others: their tokens answer code 301', async () => {
    const consents = await import('@/features/consents/api');
    const phone = '77050000004';
    const first = await login(phone);
    const second = await login(phone);
    client.token = second;
    const { sessions } = await consents.getSessions();
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ current: true, signedInAt: expect.any(Number), lastSeenAt: expect.any(Number) });
    expect(JSON.stringify(sessions)).not.toContain(first);
    expect(JSON.stringify(sessions)).not.toContain(second);
    await expect(consents.endOtherSessions()).resolves.toEqual({ ended: 1 });
    expect((await consents.getSessions()).sessions).toHaveLength(1);
    client.token = first;
    await expect(account.userInfo()).rejects.toMatchObject({ kind: 'session', code: 301 });
    client.token = second;
    await expect(account.userInfo()).resolves.toBeTruthy();
  });
});

describe('contract: the offer starts from the previous loan (issue 25, our assumption, docs/api.md)', () => {
  it('a returning borrower is offered their last repaid loan’s amount and term; a new one the product’s default', async () => {
    client.token = seedBorrower(db, { phone: '77050000031', stage: 'repaid', amount: 45_000, days: 21 }).token;
    expect(await loanApplication.productInfoForH5()).toMatchObject({ defaultAmount: 45_000, defaultDays: 21 });
    client.token = seedBorrower(db, { phone: '77050000032', stage: 'with_card' }).token;
    expect(await loanApplication.productInfoForH5()).toMatchObject({ defaultAmount: 30_000, defaultDays: 14 });
  });
});

describe('contract: logout (issue 29 M1, our assumption, docs/api.md "Logout and token lifetime")', () => {
  it('answers code 0 and the token it carried answers code 301 from then on', async () => {
    const { logout } = await import('@/shared/session/logoutApi');
    client.token = seedBorrower(db, { phone: '77050000041', stage: 'with_card' }).token;
    await expect(account.userInfo()).resolves.toBeTruthy();
    await expect(logout()).resolves.toBeDefined();
    await expect(account.userInfo()).rejects.toMatchObject({ kind: 'session', code: 301 });
  });
});

describe('contract: return addresses (issue 29 L4, docs/api.md "Return addresses")', () => {
  it('a returnUrl off the app’s origin or to no app page is ignored for the Loans tab; the app’s own page is kept', async () => {
    client.token = seedBorrower(db, { phone: '77050000042', stage: 'active_loan' }).token;
    const { orderNo } = db.userByPhone('77050000042')!.orders[0]!;
    const backOf = async (returnUrl: string) =>
      new URL((await repayment.getRepaymentLink({ orderNo, returnUrl }, key())).url).searchParams.get('return');
    const origin = window.location.origin;
    const own = `${origin}/#/pages/webview/loanRepayment?orderNo=1&return=1`;
    expect(await backOf(own)).toBe(own);
    for (const foreign of ['https://evil.example/phish', 'javascript:alert(1)//x', `${origin.replace('//', '//x@')}/#/`, `${origin}/#/pages/dialogs/delete`]) {
      expect(await backOf(foreign), foreign).toBe(`${origin}/#/`);
    }
    client.token = seedBorrower(db, { phone: '77050000043', stage: 'onboarded' }).token;
    const flow = await onboarding.getLivenessFlowLink({ returnUrl: 'javascript:alert(1)//x' });
    expect(new URL(flow.url).searchParams.get('return')).toBe(`${origin}/#/?flow=${flow.flowId}`);
  });
});

describe('contract: card binding on the provider’s page (issue 29 M3 (b), our assumption, docs/api.md)', () => {
  const control = async (body: Record<string, unknown>) => {
    const res = await fetch('http://localhost/__sandbox/control', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };
  const KASPI_VISA = { first6: '440043', last4: '6789', expiry: '12/30', holder: 'aigerim akhmetova' };
  const returnUrl = `${window.location.origin}/#/pages/bankInfo/bank-info?return=1`;

  it('the config says how: the spec’s form by default, the provider’s page under scenario card_hosted (for that borrower)', async () => {
    client.token = seedBorrower(db, { phone: '77050000051', stage: 'onboarded' }).token;
    expect(await bankCard.getCardBindingConfig()).toEqual({ cardBinding: 'form' });
    db.setScenario('card_hosted', '77050000051');
    expect(await bankCard.getCardBindingConfig()).toEqual({ cardBinding: 'hosted' });
    expect((await account.getConfigForFront()).cardBinding).toBe('hosted');
    client.token = seedBorrower(db, { phone: '77050000052', stage: 'onboarded' }).token;
    expect(await bankCard.getCardBindingConfig()).toEqual({ cardBinding: 'form' });
  });

  it('a session opens the provider’s page with the way back; bound, the server holds the masked card, once, and it is the payout card', async () => {
    client.token = seedBorrower(db, { phone: '77050000053', stage: 'onboarded' }).token;
    const k = key();
    const started = await bankCardBinding.startCardBinding({ returnUrl }, k);
    // A double tap (the same key) is the same session.
    expect(await bankCardBinding.startCardBinding({ returnUrl }, k)).toEqual(started);
    const page = new URL(started.url);
    expect(page.pathname).toBe('/__sandbox/vendor/card.html');
    expect(page.searchParams.get('ref')).toBe(started.ref);
    expect(page.searchParams.get('return')).toBe(returnUrl);
    expect(await bankCardBinding.getCardBindingResult({ ref: started.ref })).toEqual({ status: 'pending', card: null, message: null });

    expect((await control({ action: 'cardBinding', ref: started.ref, result: 'ok', card: KASPI_VISA })).status).toBe(200);
    // A second report of the same session (another card) changes nothing.
    await control({ action: 'cardBinding', ref: started.ref, result: 'ok', card: { ...KASPI_VISA, first6: '539545', last4: '1111' } });
    const bound = { bankCode: 'CASPKZKA', bankName: 'Kaspi Bank', first6: '440043', last4: '6789', brand: 'visa', holder: 'AIGERIM AKHMETOVA', expiry: '12/30' };
    expect(await bankCardBinding.getCardBindingResult({ ref: started.ref })).toEqual({ status: 'bound', card: bound, message: null });
    expect((await bankCard.getBankInfo()).card).toEqual(bound);
    expect(recordCounts(db.userByPhone('77050000053')!)).toMatchObject({ cards: 1, cardBindings: 1, cardsBound: 1 });
  });

  it('while the provider’s page is the way, the API takes no card number or CVC: setBankInfo is refused with 2008 and nothing is kept', async () => {
    client.token = seedBorrower(db, { phone: '77050000059', stage: 'onboarded' }).token;
    db.setScenario('card_hosted', '77050000059');
    const card = { bankCode: 'CASPKZKA', cardNumber: TEST_CARDS.visaOk, expiry: `12/${String((new Date().getFullYear() + 3) % 100)}`, holder: 'AIGERIM NURLANOVA', cvc: '739' };
    await expect(bankCard.setBankInfo(card)).rejects.toMatchObject({ kind: 'server', code: bankCard.CARD_ERROR.providerPageOnly });
    expect((await bankCard.getBankInfo()).card).toBeNull();
  });

  it('declined, left or timed out: no card, and the server’s message in the borrower’s language; an unknown ref is 2007', async () => {
    let now = CLOCK_START;
    const { db: clock, client: hosted } = sandboxOnClock(server, () => now);
    hosted.token = seedBorrower(clock, { phone: '77050000054', stage: 'onboarded' }).token;
    const declined = await bankCardBinding.startCardBinding({ returnUrl }, key());
    const left = await bankCardBinding.startCardBinding({ returnUrl }, key());
    const timedOut = await bankCardBinding.startCardBinding({ returnUrl }, key());
    const unknownBank = await bankCardBinding.startCardBinding({ returnUrl }, key());
    reportCardBindingToDb(clock, declined.ref, 'fail', null);
    reportCardBindingToDb(clock, left.ref, 'cancel', null);
    reportCardBindingToDb(clock, unknownBank.ref, 'ok', { ...KASPI_VISA, first6: '411111' });
    now += CARD_BINDING_TTL_MS;
    // Too late: the provider's report of an expired session is not taken.
    reportCardBindingToDb(clock, timedOut.ref, 'ok', KASPI_VISA);
    expect(await bankCardBinding.getCardBindingResult({ ref: declined.ref })).toEqual({ status: 'declined', card: null, message: CARD_BINDING_TEXT.declined.ru });
    expect(await bankCardBinding.getCardBindingResult({ ref: left.ref })).toEqual({ status: 'cancelled', card: null, message: CARD_BINDING_TEXT.cancelled.ru });
    expect(await bankCardBinding.getCardBindingResult({ ref: timedOut.ref })).toEqual({ status: 'expired', card: null, message: CARD_BINDING_TEXT.expired.ru });
    expect(await bankCardBinding.getCardBindingResult({ ref: unknownBank.ref })).toMatchObject({ status: 'declined', message: CARD_BINDING_TEXT.unknownBank.ru });
    hosted.headers = { 'accept-language': 'kz' };
    expect((await bankCardBinding.getCardBindingResult({ ref: declined.ref })).message).toBe(CARD_BINDING_TEXT.declined.kz);
    expect((await bankCard.getBankInfo()).card).toBeNull();
    await expect(bankCardBinding.getCardBindingResult({ ref: 'BND000000' })).rejects.toMatchObject({ kind: 'server', code: bankCard.CARD_ERROR.unknownBinding });
    // Another borrower's session is unknown to this one.
    hosted.token = seedBorrower(clock, { phone: '77050000055', stage: 'onboarded' }).token;
    await expect(bankCardBinding.getCardBindingResult({ ref: declined.ref })).rejects.toMatchObject({ code: 2007 });
  });

  it('the provider’s report is refused without a known ref, a result, or (bound) a masked card', async () => {
    client.token = seedBorrower(db, { phone: '77050000056', stage: 'onboarded' }).token;
    const { ref } = await bankCardBinding.startCardBinding({ returnUrl }, key());
    expect((await control({ action: 'cardBinding', ref: 'BND000000', result: 'fail' })).status).toBe(404);
    expect((await control({ action: 'cardBinding', ref, result: 'maybe' })).status).toBe(400);
    expect((await control({ action: 'cardBinding', ref, result: 'ok', card: { ...KASPI_VISA, first6: '4400430123456789' } })).status).toBe(400);
    expect(await bankCardBinding.getCardBindingResult({ ref })).toMatchObject({ status: 'pending' });
  });
});
