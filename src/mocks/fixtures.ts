/**
 * Ready-made borrowers for tests (any engineer's): puts a borrower straight into the sandbox database at a
 * given stage and returns a valid token, so a component test does not have to click through onboarding.
 *
 *   const { token } = seedBorrower(db, { stage: 'active_loan' });
 */
import { PRODUCT } from './data';
import { interestFor, type OrderRecord, type SandboxDb, type UserRecord } from './db';
import { addDays, kzDate } from './util';

export type SeedStage = 'new' | 'onboarded' | 'with_card' | 'in_review' | 'active_loan' | 'overdue' | 'repaid';

export const SEED_PHONE = '77011234567';

function photo(user: UserRecord, id: string, type: string, now: number): string {
  user.files[id] = { id, type, name: `${type}.jpg`, mime: 'image/jpeg', size: 180_000, uploadedAt: now };
  return `http://localhost/__sandbox/files/${id}`;
}

export function seedBorrower(
  db: SandboxDb,
  opts: { phone?: string; stage?: SeedStage; amount?: number; days?: number } = {},
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

  user.identity = db.recognisedIdentity(user);
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

  const amount = opts.amount ?? PRODUCT.defaultAmount;
  const days = opts.days ?? PRODUCT.defaultDays;
  const orderNo = `BZ${kzDate(now).replace(/-/g, '').slice(2)}${db.nextId('', 6)}`;
  const disbursed = stage !== 'in_review';
  const dueDate = stage === 'overdue' ? addDays(kzDate(now), -PRODUCT.overdueScenarioDays) : addDays(kzDate(now), days);
  const order: OrderRecord = {
    orderNo,
    contractNo: `MK-${user.id}-${orderNo}`,
    amount,
    days,
    interest: interestFor(amount, days),
    serviceFee: PRODUCT.serviceFee,
    discount: 0,
    couponId: null,
    repayDiscount: 0,
    repayCouponId: null,
    paid: 0,
    createdAt: now,
    phase: stage === 'in_review' ? 'review' : stage === 'repaid' ? 'repaid' : 'disbursed',
    phaseAt: now,
    reapplyAt: null,
    supplement: null,
    supplemented: false,
    payoutRetried: false,
    failReason: null,
    paidOutAt: disbursed ? now : null,
    dueDate: disbursed ? dueDate : null,
    repaidAt: stage === 'repaid' ? now : null,
    extensions: 0,
    card: { bankName: 'Kaspi Bank', last4: '6789' },
    loyaltySent: false,
  };
  user.orders.unshift(order);
  db.commit();
  return { token, phone, user };
}
