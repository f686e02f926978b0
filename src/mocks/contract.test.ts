/**
 * The API contract (src/features/*\/api.ts) and the sandbox checked against each other:
 * every section-7 path is declared once, every declared endpoint has a handler, and the answers parse.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import * as account from '@/features/account/api';
import * as analytics from '@/features/analytics/api';
import * as auth from '@/features/auth/api';
import * as bankCard from '@/features/bank-card/api';
import * as content from '@/features/content/api';
import * as coupons from '@/features/coupons/api';
import * as loanApplication from '@/features/loan-application/api';
import * as repayment from '@/features/repayment/api';
import * as extension from '@/features/extension/api';
import * as stepInfo from '@/shared/api/stepInfoApi';
import * as onboarding from '@/features/onboarding/api';
import { db } from '../../tests/msw-server';
import { PRODUCT } from './data';
import { seedBorrower, type SeedStage } from './fixtures';
import { connectClient, type TestClient } from './testing';

/** A fresh Idempotency-Key, as a form's draft would hold. */
const key = () => ({ idempotencyKey: crypto.randomUUID() });

interface Declared {
  (...args: never[]): Promise<unknown>;
  path: string;
  read: boolean;
  schema: { safeParse: (v: unknown) => { success: boolean } };
}

const modules = { account, analytics, auth, bankCard, content, coupons, loanApplication, repayment, extension, onboarding, stepInfo };

function declared(): Declared[] {
  return Object.values(modules).flatMap((m) =>
    Object.values(m).filter((v): v is Declared => typeof v === 'function' && typeof (v as Partial<Declared>).path === 'string'),
  );
}

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

/** Declared beyond section 7: the spec names the service but not its path (docs/api.md). */
const ASSUMED_PATHS = ['/api/user/userStepData'];
/**
 * Declared twice on purpose: getStepInfo is "used twice, once with extra flags" (spec), the plain read and
 * onboarding's read with flags; /api/user/info is read whole by the account and, for the holder check,
 * as surname and name only by the bank card (a feature does not import another).
 */
const TWICE = ['/api/user/getStepInfo', '/api/user/info'];

let client: TestClient;
beforeEach(() => {
  client = connectClient();
});

describe('contract', () => {
  it('declares every section-7 path exactly once, and nothing else but the documented assumption', () => {
    const paths = declared().map((e) => e.path);
    expect([...paths].sort()).toEqual([...SPEC_PATHS, ...ASSUMED_PATHS, ...TWICE].sort());
    expect(new Set(paths).size).toBe(60);
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
