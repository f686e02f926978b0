/** The borrower's messages page (bury3/pop/get 'messages'): what the company tells a borrower, in both languages. */
import { TEXT } from '../data';
import type { MessageRecord, UserRecord } from '../model';
import type { DomainCtx } from './context';

export type MessageKey =
  | 'welcome'
  | 'approved'
  | 'paidOut'
  | 'rejected'
  | 'supplement'
  | 'payoutFailed'
  | 'repaid'
  | 'extended'
  | 'voucherRejected';

const MESSAGE_TEXT: Record<MessageKey, Pick<MessageRecord, 'title' | 'text'>> = {
  welcome: { title: TEXT.welcomeTitle, text: TEXT.welcomeText },
  approved: { title: TEXT.approvedTitle, text: TEXT.approvedText },
  paidOut: { title: TEXT.paidOutTitle, text: TEXT.approvedText },
  rejected: { title: TEXT.rejectedTitle, text: TEXT.rejectedText },
  supplement: { title: TEXT.supplementTitle, text: TEXT.supplementText },
  payoutFailed: { title: TEXT.payoutFailedTitle, text: TEXT.payoutFailedText },
  repaid: { title: TEXT.repaidTitle, text: TEXT.repaidText },
  extended: { title: TEXT.extendedTitle, text: TEXT.extendedText },
  voucherRejected: { title: TEXT.voucherRejectedTitle, text: TEXT.voucherRejectedText },
};

/** Values put into a message's `{{name}}` placeholders (both languages). */
export type MessageParams = Record<string, string>;

/** 'YYYY-MM-DD' -> 'DD.MM.YYYY', the way messages write dates in both languages (no case ending in Kazakh). */
export function messageDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : date;
}

function fill(text: string, params: MessageParams): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params[name] ?? whole);
}

export function addMessage(user: UserRecord, key: MessageKey, ctx: DomainCtx, link: string | null = null, params: MessageParams = {}): void {
  const m = MESSAGE_TEXT[key];
  user.messages.unshift({
    id: ctx.nextId('M'),
    position: 'messages',
    title: m.title,
    text: { ru: fill(m.text.ru, params), kz: fill(m.text.kz, params) },
    createdAt: ctx.now,
    link,
    read: false,
  });
}
