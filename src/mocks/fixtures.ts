/**
 * Ready-made borrowers for tests (any engineer's): puts a borrower straight into the sandbox database at a
 * given stage and returns a valid token, so a component test does not have to click through onboarding.
 *
 *   const { token } = seedBorrower(db, { stage: 'active_loan' });
 *
 * Loan stages (default 30 000 ₸ for 14 days):
 * - active_loan: paid out now: a fresh loan, too early to extend (the window opens 3 days before the due date);
 * - due_soon: paid out so that the due date is in 2 days: inside the extension window;
 * - overdue: due 3 days ago (the 'overdue' scenario's jump): 3 days of overdue charge, still extendable;
 * - voucher_review: a fresh loan with a transfer certificate for everything owed under review (accepted after
 *   Timing.voucherMs, or at once with `advance`: the loan is then repaid);
 * - repaid: repaid now by a successful card payment;
 * - cooling: signed now under the 'cooling' scenario and approved: in its cooling period (24 h to confirm receipt;
 *   `advance` ends the wait).
 */
import { PRODUCT } from './data';
import type { SandboxDb } from './db';
import { recognisedIdentity } from './domain/borrower';
import { createOrder, orderOwed, transition } from './domain/lending';
import { runLate } from './domain/timeline';
import type { UserRecord } from './model';
import { DAY_MS } from './util';
import { kzDay } from '@/utils/kzDate';

export const SEED_STAGES = [
  'new',
  'onboarded',
  'with_card',
  'in_review',
  'supplement',
  'active_loan',
  'due_soon',
  'overdue',
  'voucher_review',
  'repaid',
  'cooling',
] as const;
export type SeedStage = (typeof SEED_STAGES)[number];
export const isSeedStage = (v: unknown): v is SeedStage => typeof v === 'string' && (SEED_STAGES as readonly string[]).includes(v);

export const SEED_PHONE = '77011234567';

function photo(user: UserRecord, id: string, type: string, now: number): string {
  user.files[id] = { id, type, name: `${type}.jpg`, mime: 'image/jpeg', size: 180_000, uploadedAt: now };
  return `http://localhost/__sandbox/files/${id}`;
}

export function seedBorrower(
  db: SandboxDb,
  opts: { phone?: string; stage?: SeedStage; amount?: number; days?: number; supplement?: 'id' | 'selfie' | 'both' } = {},
): { token: string; phone: string; user: UserRecord } {
  const phone = opts.phone ?? SEED_PHONE;
  const stage = opts.stage ?? 'new';
  const now = db.now();
  db.sync();
  const { token, user } = db.login(phone);
  if (stage === 'new') {
    db.commit();
    return { token, phone, user };
  }

  user.identity = recognisedIdentity(user.phone);
  user.identityLocked = true;
  user.work = {
    monthIncome: '150000_300000',
    education: 'higher',
    employment: 'employee',
    loanPurpose: 'purchase',
    email: 'aigerim.n@example.kz',
    address: { region: 'г. Алматы', city: 'Алматы', street: 'пр. Абая', detail: 'д. 150, кв. 12' },
  };
  user.contacts = [
    { name: 'Нурлан Нурланов', relation: 'parent', phone: '77017654321' },
    { name: 'Асель Нурланова', relation: 'sister', phone: '77051112233' },
    { name: 'Данияр Сулейменов', relation: 'friend', phone: '77471234455' },
  ];
  user.photos = {
    idphoto_1: photo(user, `seed${user.id}f`, 'front', now),
    idphoto_2: photo(user, `seed${user.id}b`, 'back', now),
    headphoto: photo(user, `seed${user.id}s`, 'selfie', now),
  };
  if (stage === 'onboarded') {
    db.commit();
    return { token, phone, user };
  }

  const holder = 'AIGERIM NURLANOVA';
  user.card = {
    bankCode: 'CASPKZKA',
    bankName: 'Kaspi Bank',
    first6: '440043',
    last4: '6789',
    brand: 'visa',
    holder,
    expiry: '08/29',
  };
  if (stage === 'with_card') {
    db.commit();
    return { token, phone, user };
  }

  // The order goes through the lending table like any other, only without waiting (and without the
  // messages and coupons the borrower would have been sent on the way). A loan due soon was paid out
  // (days - 2) days ago, so its due date is the day after tomorrow.
  const days = opts.days ?? PRODUCT.defaultDays;
  const start = stage === 'due_soon' ? now - Math.max(0, days - 2) * DAY_MS : now;
  const order = createOrder(
    user,
    {
      amount: opts.amount ?? PRODUCT.defaultAmount,
      days,
      discount: 0,
      couponId: null,
      scenario: stage === 'cooling' ? 'cooling' : 'approve',
      card: { bankName: user.card.bankName, last4: user.card.last4 },
    },
    { now: start, nextId: db.nextId },
  );
  if (stage === 'cooling') {
    transition(order, 'approve_cooling', now);
  } else if (stage === 'supplement') {
    transition(order, 'ask_supplement', now);
    order.supplement = opts.supplement ?? 'both';
  } else if (stage !== 'in_review') {
    for (const event of ['approve', 'payout_start', 'payout_succeed'] as const) transition(order, event, start);
  }
  if (stage === 'overdue') {
    runLate(order, now);
    transition(order, 'due_date_passed', now);
  }
  if (stage === 'voucher_review') {
    const fileId = `seed${user.id}v`;
    photo(user, fileId, 'voucher', now);
    user.vouchers.unshift({
      id: db.nextId('V'),
      orderNo: order.orderNo,
      url: `http://localhost/__sandbox/files/${fileId}`,
      fileId,
      amount: orderOwed(order, now).total,
      status: 'under_review',
      createdAt: now,
      reviewFrom: now,
      decidedAt: null,
    });
  }
  if (stage === 'repaid') {
    const amount = orderOwed(order, now).total;
    const ref = `PAY${db.nextId('', 6)}`;
    user.payments.unshift({ ref, orderNo: order.orderNo, kind: 'repay', amount, days: 0, status: 'success', createdAt: now });
    order.ledger.push({ day: kzDay(now), kind: 'repay', amount, ref, channel: 'card' });
    transition(order, 'repayment_confirmed', now);
  }
  db.commit();
  return { token, phone, user };
}
