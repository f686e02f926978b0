/** The borrower's messages page (bury3/pop/get 'messages'): what the company tells a borrower, in both languages. */
import { TEXT } from '../data';
import type { MessageRecord, UserRecord } from '../model';
import type { DomainCtx } from './context';

export type MessageKey = 'welcome' | 'approved' | 'paidOut' | 'rejected' | 'supplement' | 'payoutFailed' | 'repaid';

const MESSAGE_TEXT: Record<MessageKey, Pick<MessageRecord, 'title' | 'text'>> = {
  welcome: { title: TEXT.welcomeTitle, text: TEXT.welcomeText },
  approved: { title: TEXT.approvedTitle, text: TEXT.approvedText },
  paidOut: { title: TEXT.paidOutTitle, text: TEXT.approvedText },
  rejected: { title: TEXT.rejectedTitle, text: TEXT.rejectedText },
  supplement: { title: TEXT.supplementTitle, text: TEXT.supplementText },
  payoutFailed: { title: TEXT.payoutFailedTitle, text: TEXT.payoutFailedText },
  repaid: { title: TEXT.repaidTitle, text: TEXT.repaidText },
};

export function addMessage(user: UserRecord, key: MessageKey, ctx: DomainCtx, link: string | null = null): void {
  const m = MESSAGE_TEXT[key];
  user.messages.unshift({
    id: ctx.nextId('M'),
    position: 'messages',
    title: m.title,
    text: m.text,
    createdAt: ctx.now,
    link,
    read: false,
  });
}
