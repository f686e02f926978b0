import { beforeEach, describe, expect, it } from 'vitest';
import { getResponse } from 'msw';
import { ApiError } from '@/lib/http';
import { loanInfo, userInfo } from '@/features/account/api';
import { getStepInfo } from '@/shared/api/stepInfoApi';
import { CARD_ERROR, getBankInfo, getBankList, setBankInfo } from '@/features/bank-card/api';
import { claimNewcomerCoupon, getNextProductInfoAndSendCoupon } from '@/features/coupons/api';
import { getPops, sendFeedback } from '@/features/content/api';
import { LOAN_ERROR } from '@/shared/api/order';
import { extensionInfoV2, getLoanPayLink } from '@/features/extension/api';
import { getRepaymentLink, repayInfo } from '@/features/repayment/api';
import { fcbCreate, fcbSign, fcbStatus, getApplyListCoupon, lastOrder, loanUserInfo, submitOrder } from '@/features/loan-application/api';
import {
  ONBOARDING_ERROR,
  getLivenessFlowLink,
  getLivenessFlowSwitch,
  getSessionIdAndCode,
  getUserInfoFromCitizenLibrary,
  identifyFile,
  liveExamination,
  saveStepData,
  supplementData,
  uploadLivenessFlow,
  uploadUserFile,
} from '@/features/onboarding/api';
import { db, server } from '../../tests/msw-server';
import { createDb } from './db';
import { STORAGE_KEY } from './store';
import { createHandlers } from './handlers';
import { seedBorrower } from './fixtures';
import { connectClient, signIn, type TestClient } from './testing';
import { iinValid } from '@/utils/iin';

/** A fresh Idempotency-Key, as a form's draft would hold. */
const key = () => ({ idempotencyKey: crypto.randomUUID() });

const PHONE = '77021234567';

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('expected the call to fail');
}

function imageForm(type: string, mime = 'image/jpeg'): FormData {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(1024)], `${type}.jpg`, { type: mime }));
  form.append('type', type);
  return form;
}

async function onboard(): Promise<void> {
  await saveStepData({
    group: 'work',
    monthIncome: '150000_300000',
    education: 'higher',
    employment: 'employee',
    loanPurpose: 'purchase',
    email: 'aigerim@example.kz',
    address: { region: 'г. Алматы', city: 'Алматы', street: 'ул. Толе би', detail: 'д. 59, кв. 4' },
  });
  await saveStepData({
    group: 'contacts',
    contacts: [
      { name: 'Нурлан Нурланов', relation: 'parent', phone: '77017654321' },
      { name: 'Асель Нурланова', relation: 'sister', phone: '77051112233' },
      { name: 'Данияр Сулейменов', relation: 'friend', phone: '77471234455' },
    ],
  });
  const front = await uploadUserFile(imageForm('front'));
  const back = await uploadUserFile(imageForm('back'));
  const selfie = await uploadUserFile(imageForm('selfie'));
  const recognised = await identifyFile({ url: front.url, side: 'front' });
  expect(recognised.locked).toBe(true);
  expect(iinValid(recognised.iin!)).toBe(true);
  await identifyFile({ url: back.url, side: 'back' });
  await liveExamination({ url: selfie.url });
  await setBankInfo({ bankCode: 'CASPKZKA', cardNumber: '4400 4301 2345 6789', expiry: '12/30', holder: 'aigerim nurlanova', cvc: '123' });
}

let client: TestClient;
beforeEach(() => {
  client = connectClient();
});

describe('onboarding', () => {
  it('moves the step from 0 to 100 as the three groups complete', async () => {
    await signIn(db, client, PHONE);
    expect((await loanUserInfo()).step).toBe(0);
    await onboard();
    const step = await getStepInfo();
    expect(step.month_income).toBe(150000);
    expect(step.relatives_2_name).toBe('Асель Нурланова');
    expect(step.idphoto_1 && step.idphoto_2 && step.headphoto).toBeTruthy();
    const home = await loanUserInfo();
    expect(home).toMatchObject({ step: 100, stage: 'can_apply', quota: 50000 });
    const info = await userInfo();
    expect(info.identityLocked).toBe(true);
    expect(info.card).toEqual({ bankName: 'Kaspi Bank', first6: '440043', last4: '6789', brand: 'visa', holder: 'AIGERIM NURLANOVA' });
  });

  it('refuses the borrower’s own phone, forbidden and repeated contact phones', async () => {
    await signIn(db, client, PHONE);
    const contacts = (phones: string[]) =>
      saveStepData({ group: 'contacts', contacts: phones.map((phone, i) => ({ name: `Контакт ${i}`, relation: 'friend', phone })) });
    expect((await failure(contacts([PHONE, '77011111111', '77012222222']))).code).toBe(ONBOARDING_ERROR.forbiddenPhone);
    expect((await failure(contacts(['77000000000', '77011111111', '77012222222']))).code).toBe(ONBOARDING_ERROR.forbiddenPhone);
    expect((await failure(contacts(['77011111111', '77011111111', '77012222222']))).code).toBe(ONBOARDING_ERROR.repeatedPhone);
  });

  it('checks the IIN and its birth date', async () => {
    await signIn(db, client, PHONE);
    const identity = { group: 'identity' as const, surname: 'Нурланова', name: 'Айгерим', patronymic: 'Ерлановна' };
    expect((await failure(saveStepData({ ...identity, iin: '900101400001', birthDate: '1990-01-01' }))).code).toBe(ONBOARDING_ERROR.wrongIin);
    const { makeIin } = await import('./util');
    const iin = makeIin('1990-01-01', true, 1);
    await expect(saveStepData({ ...identity, iin, birthDate: '1990-01-01' })).resolves.toBeTruthy();
    expect((await userInfo()).iin).toBe(iin);
  });

  it('rejects non-images with 602001', async () => {
    await signIn(db, client, PHONE);
    const err = await failure(uploadUserFile(imageForm('front', 'application/pdf')));
    expect(err).toMatchObject({ kind: 'upload', code: 602001 });
  });

  it('fails an upload on demand: a file named upload-fail gets 602001, the same bytes under another name are stored', async () => {
    const { token } = seedBorrower(db, { phone: PHONE });
    // Built by hand: jsdom's FormData loses the file name on the way to msw.
    const upload = async (filename: string) => {
      const boundary = 'sandboxboundary';
      const body =
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\nJPEG\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${token}\r\n--${boundary}--\r\n`;
      const request = new Request('http://localhost/api/uploadFile/userFile', {
        method: 'POST',
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
        body,
      });
      return (await (await getResponse(createHandlers(db), request))!.json()) as { code: number };
    };
    expect(await upload('upload-fail.jpg')).toMatchObject({ code: 602001 });
    expect(await upload('IMG_0001.jpg')).toMatchObject({ code: 0 });
  });

  it('rejects files over 10 MB with 602001', async () => {
    const { token } = seedBorrower(db, { phone: PHONE });
    const boundary = 'sandboxboundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const tail = `\r\n--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${token}\r\n--${boundary}--\r\n`;
    const [h, t] = [new TextEncoder().encode(head), new TextEncoder().encode(tail)];
    const size = 10 * 1024 * 1024 + 1;
    const body = new Uint8Array(h.length + size + t.length);
    body.set(h, 0);
    body.set(t, h.length + size);
    const request = new Request('http://localhost/api/uploadFile/userFile', {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    const res = await getResponse(createHandlers(db), request);
    expect(await res!.json()).toMatchObject({ code: 602001 });
  });

  it('recognises identity from the citizen library and through the liveness vendor page', async () => {
    await signIn(db, client, PHONE);
    const { makeIin } = await import('./util');
    const iin = makeIin('1995-06-15', false, 7);
    const session = await getSessionIdAndCode({ iin });
    const info = await getUserInfoFromCitizenLibrary({ sessionId: session.sessionId });
    expect(info).toMatchObject({ status: 'done', iin, birthDate: '1995-06-15' });

    const flow = await getLivenessFlowLink({ returnUrl: `${window.location.origin}/#/pages/info/photoSelfie` });
    const url = new URL(flow.url);
    expect(url.pathname).toBe('/__sandbox/vendor/liveness.html');
    // The way back names the flow, inside the hash route's query.
    expect(url.searchParams.get('return')).toBe(`${window.location.origin}/#/pages/info/photoSelfie?flow=${flow.flowId}`);
    expect((await uploadLivenessFlow({ flowId: flow.flowId })).status).toBe('pending');
    db.vendorResult(flow.flowId, 'ok');
    const done = await uploadLivenessFlow({ flowId: flow.flowId });
    expect(done.status).toBe('passed');
    expect((await getStepInfo()).headphoto).toBe(done.headphoto);
  });
});

describe('liveness attempts', () => {
  it('counts failed vendor checks; after the third the server refuses a new flow (3104)', async () => {
    await signIn(db, client, PHONE);
    expect(await getLivenessFlowSwitch()).toEqual({ enabled: true, attemptsLeft: 3, maxAttempts: 3 });
    for (const left of [2, 1, 0]) {
      const flow = await getLivenessFlowLink({ returnUrl: 'http://localhost/#/pages/info/photoSelfie' });
      db.vendorResult(flow.flowId, 'fail');
      expect(await uploadLivenessFlow({ flowId: flow.flowId })).toMatchObject({ status: 'failed', headphoto: null, attemptsLeft: left });
    }
    expect((await getLivenessFlowSwitch()).attemptsLeft).toBe(0);
    const refused = await failure(getLivenessFlowLink({ returnUrl: 'http://localhost/#/pages/info/photoSelfie' }));
    expect(refused.code).toBe(ONBOARDING_ERROR.livenessExhausted);
  });

  it('a passed check does not use an attempt; selfie_only turns the vendor page off', async () => {
    await signIn(db, client, PHONE);
    const flow = await getLivenessFlowLink({ returnUrl: 'http://localhost/#/pages/info/photoSelfie' });
    db.vendorResult(flow.flowId, 'ok');
    expect((await uploadLivenessFlow({ flowId: flow.flowId })).attemptsLeft).toBe(3);
    db.setScenario('selfie_only', PHONE);
    expect((await getLivenessFlowSwitch()).enabled).toBe(false);
  });
});

describe('bank card', () => {
  it('stores the card masked only: the full number and the CVC never reach the database', async () => {
    const persisted = createDb({ persist: true });
    server.use(...createHandlers(persisted));
    await signIn(persisted, client, PHONE);
    const CARD = '5522049081723640';
    const res = await setBankInfo({ bankCode: 'HSBKKZKX', cardNumber: CARD, expiry: '01/31', holder: 'ERLAN KASYMOV', cvc: '987' });
    expect(res.card).toEqual({
      bankCode: 'HSBKKZKX',
      bankName: 'Halyk Bank',
      first6: '552204',
      last4: '3640',
      brand: 'mastercard',
      holder: 'ERLAN KASYMOV',
      expiry: '01/31',
    });
    for (const json of [JSON.stringify(persisted.toJSON()), localStorage.getItem(STORAGE_KEY) ?? '']) {
      expect(json).toContain('552204');
      expect(json).not.toContain(CARD);
      // Neither the hidden middle digits nor the CVC, in any form.
      expect(json).not.toContain('908172');
      expect(json).not.toMatch(/cvc/i);
      expect(json).not.toMatch(/"987"|:987\b/);
    }
    expect(Object.keys(localStorage)).toEqual([STORAGE_KEY]);
  });

  it('refuses bad cards with the card error codes', async () => {
    await signIn(db, client, PHONE);
    const base = { bankCode: 'CASPKZKA', cardNumber: '4400430123456789', expiry: '12/30', holder: 'AIGERIM NURLANOVA', cvc: '123' };
    const code = async (patch: Partial<typeof base>) => (await failure(setBankInfo({ ...base, ...patch }))).code;
    expect(await code({ cardNumber: '4400430123456788' })).toBe(CARD_ERROR.invalidNumber);
    expect(await code({ cardNumber: '2200000000000004' })).toBe(CARD_ERROR.unsupportedBrand);
    expect(await code({ expiry: '01/20' })).toBe(CARD_ERROR.expired);
    expect(await code({ cvc: '12' })).toBe(CARD_ERROR.invalidCvc);
    expect(await code({ cardNumber: '4000000000000002' })).toBe(CARD_ERROR.notOwner);
    expect(await code({ bankCode: 'NOPE' })).toBe(CARD_ERROR.unknownBank);
    expect((await getBankInfo()).card).toBeNull();
    expect((await getBankList()).banks.map((b) => b.name)).toEqual([
      'Kaspi Bank',
      'Halyk Bank',
      'Jusan Bank',
      'ForteBank',
      'Bank CenterCredit',
      'Freedom Bank',
      'Home Credit Bank',
      'Bereke Bank',
    ]);
  });
});

describe('loan lifecycle', () => {
  it('approve: review -> payout -> repayment through the payment page -> repaid, quota up, loyalty coupon', async () => {
    await signIn(db, client, PHONE);
    await onboard();
    const coupon = (await claimNewcomerCoupon()).coupon;
    expect((await getApplyListCoupon({ amount: 50000, days: 14 })).list.map((c) => c.id)).toContain(coupon.id);

    // Above 40 000 ₸ the server first asks for the credit bureau's answer (4008).
    expect((await failure(submitOrder({ amount: 50000, days: 14, couponId: coupon.id }, { idempotencyKey: 'key-1' }))).code).toBe(
      LOAN_ERROR.creditBureauRequired,
    );
    db.setTiming({ reviewMs: 0 });
    const bureau = await fcbCreate({ amount: 50000, days: 14 }, key());
    await fcbSign({ applicationId: bureau.applicationId });
    expect((await fcbStatus({ applicationId: bureau.applicationId })).status).toBe('approved');
    db.setTiming({ reviewMs: 3000 });
    const asked = { amount: 50000, days: 14, couponId: coupon.id, fcbApplicationId: bureau.applicationId };
    const first = await submitOrder(asked, { idempotencyKey: 'key-1' });
    const again = await submitOrder(asked, { idempotencyKey: 'key-1' });
    expect(again.order.orderNo).toBe(first.order.orderNo);
    expect(first.order).toMatchObject({ status: 'under_review', amount: 50000, interest: 1050, discount: 1050 });
    expect((await failure(submitOrder({ amount: 40000, days: 14 }, key()))).code).toBe(LOAN_ERROR.activeLoan);

    db.advance(PHONE);
    expect((await lastOrder({ page: 1 })).order?.status).toBe('awaiting_payout');
    db.advance(PHONE, true);
    const order = (await lastOrder({ page: 1 })).order!;
    expect(order.status).toBe('awaiting_repayment');
    expect(order.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await userInfo()).currentLoan).toMatchObject({ orderNo: order.orderNo, status: 'awaiting_repayment', amount: 50000 });

    const link = await getRepaymentLink({ orderNo: order.orderNo, returnUrl: 'http://localhost/#/pages/home/index' }, key());
    expect(link.amount).toBe(50000);
    expect(new URL(link.url).searchParams.get('ref')).toBe(link.ref);
    expect((await repayInfo({ orderNo: order.orderNo })).lastPayment?.status).toBe('pending');
    db.vendorResult(link.ref, 'ok');
    const paid = await repayInfo({ orderNo: order.orderNo });
    expect(paid).toMatchObject({ status: 'repaid', repayAmount: 0, lastPayment: { status: 'success' } });

    const next = await getNextProductInfoAndSendCoupon({ orderNo: order.orderNo });
    expect(next.nextQuota).toBe(75000);
    expect(next.coupon?.amount).toBe(1500);
    expect((await loanInfo()).canApply).toBe(true);
    const titles = (await getPops({ position: 'messages' })).list.map((m) => m.title);
    expect(titles).toContain('Заём погашен');
  });

  it('reject: rejected with a 7-day reapply date, and a new application is refused', async () => {
    await signIn(db, client, PHONE);
    await onboard();
    db.setScenario('reject', PHONE);
    await submitOrder({ amount: 30000, days: 7 }, key());
    db.advance(PHONE);
    const order = (await lastOrder({ page: 1 })).order!;
    expect(order.status).toBe('rejected');
    const days = (Date.parse(order.reapplyAt!) - Date.parse(order.createdAt)) / 86_400_000;
    expect(Math.round(days)).toBe(7);
    expect(await loanInfo()).toMatchObject({ canApply: false, blockReason: 'rejected' });
    expect((await loanUserInfo()).stage).toBe('rejected');
    expect((await failure(submitOrder({ amount: 30000, days: 7 }, key()))).code).toBe(LOAN_ERROR.reapplyLater);
  });

  it('supplement: asks for new photos, then reviews again and pays out', async () => {
    await signIn(db, client, PHONE);
    await onboard();
    db.setScenario('supplement', PHONE);
    const { order } = await submitOrder({ amount: 30000, days: 14 }, key());
    db.advance(PHONE);
    expect((await lastOrder({ page: 1 })).order).toMatchObject({ status: 'supplement', supplement: 'both' });
    const front = await uploadUserFile(imageForm('front'));
    const back = await uploadUserFile(imageForm('back'));
    const selfie = await uploadUserFile(imageForm('selfie'));
    const res = await supplementData({ orderNo: order.orderNo, idphoto_1: front.url, idphoto_2: back.url, headphoto: selfie.url });
    expect(res.order.status).toBe('under_review');
    db.advance(PHONE, true);
    expect((await lastOrder({ page: 1 })).order?.status).toBe('awaiting_repayment');
  });

  it('payout_fail: the payout fails; a new card retries it', async () => {
    await signIn(db, client, PHONE);
    await onboard();
    db.setScenario('payout_fail', PHONE);
    const { order } = await submitOrder({ amount: 30000, days: 14 }, key());
    db.advance(PHONE, true);
    expect((await lastOrder({ page: 1 })).order).toMatchObject({ status: 'failed', failReason: 'card_declined' });
    expect((await userInfo()).currentLoan?.status).toBe('failed');
    await setBankInfo({ bankCode: 'IRTYKZKA', cardNumber: '5522041234567891', expiry: '12/30', holder: 'AIGERIM NURLANOVA', cvc: '321', orderNo: order.orderNo });
    expect((await lastOrder({ page: 1 })).order?.status).toBe('payout_in_progress');
    db.advance(PHONE, true);
    expect((await lastOrder({ page: 1 })).order).toMatchObject({ status: 'awaiting_repayment', card: { bankName: 'ForteBank', last4: '7891' } });
  });

  it('overdue: the running loan is 3 days late with a penalty; an extension moves the due date', async () => {
    const { token } = seedBorrower(db, { phone: PHONE, stage: 'active_loan', amount: 40000, days: 14 });
    client.token = token;
    db.setScenario('overdue', PHONE);
    const order = (await lastOrder({ page: 1 })).order!;
    expect(order).toMatchObject({ status: 'overdue', overdueDays: 3, penalty: 600 });
    expect((await userInfo()).currentLoan?.status).toBe('overdue');

    db.setScenario('approve', PHONE);
    const ext = await extensionInfoV2({ orderNo: order.orderNo });
    expect(ext.options.map((o) => o.days)).toEqual([7, 14]);
    const opt = ext.options[0]!;
    expect(opt.fee).toBe(order.interest + 600);
    const link = await getLoanPayLink({ orderNo: order.orderNo, days: 7, returnUrl: 'http://localhost/#/pages/extension/extension' }, key());
    db.vendorResult(link.ref, 'ok');
    const after = await repayInfo({ orderNo: order.orderNo });
    expect(after).toMatchObject({ status: 'awaiting_repayment', dueDate: opt.newDueDate, penalty: 0 });
  });

  it('a failed payment leaves the loan as it was', async () => {
    const { token } = seedBorrower(db, { phone: PHONE, stage: 'active_loan' });
    client.token = token;
    const { order } = await lastOrder({ page: 1 });
    const link = await getRepaymentLink({ orderNo: order!.orderNo, returnUrl: 'http://localhost/' }, key());
    db.vendorResult(link.ref, 'fail');
    expect(await repayInfo({ orderNo: order!.orderNo })).toMatchObject({
      status: 'awaiting_repayment',
      lastPayment: { status: 'failed' },
    });
  });
});

describe('content', () => {
  it('accepts feedback of 10 to 200 words with a valid email', async () => {
    await signIn(db, client, PHONE);
    const ten = 'слово '.repeat(10).trim();
    await expect(sendFeedback({ content: ten, email: 'a@b.kz' }, key())).resolves.toMatchObject({ id: expect.any(String) });
    expect((await failure(sendFeedback({ content: 'коротко', email: 'a@b.kz' }, key()))).code).toBe(5001);
    expect((await failure(sendFeedback({ content: ten, email: 'nope' }, key()))).code).toBe(5001);
  });

  it('answers messages in Kazakh when asked', async () => {
    await signIn(db, client, PHONE);
    const res = await fetch('http://localhost/bury3/pop/get', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', token: client.token },
      body: JSON.stringify({ position: 'messages', lang: 'kz' }),
    });
    const body = (await res.json()) as { data: { list: { title: string; read: boolean }[] } };
    expect(body.data.list[0]).toMatchObject({ title: '«Жылдам қарыздарға» қош келдіңіз', read: false });
  });
});
