/**
 * Conversations (OUR ASSUMPTION, docs/api.md "Conversations"): the borrower writes to the company, the
 * company answers in the same thread. A thread has a ticket number and, while an answer is owed, the day
 * it is due: 15 working days (Kazakhstan's five-day week and public holidays) for what a borrower writes,
 * law art. 17 (../shared/reviews/law.md row 28); a thread the server opens itself may name its own.
 *
 * The sandbox's company answers THREAD_ANSWER_MS after the borrower's last message (`tick`), dated that
 * moment however late someone looks; `advance` ends the wait at once.
 *
 * Other parts of the sandbox write to the borrower through `writeToBorrower` (one entry point).
 */
import type { Lang } from '../data';
import type { UserRecord } from '../model';
import { addDaysIso, kzDay } from '@/utils/kzDate';
import type { DomainCtx } from './context';

type Localized = Record<Lang, string>;

export type ThreadTopic = 'payment' | 'complaint' | 'other' | 'hardship' | 'safety';
export type ThreadStatus = 'open' | 'answered' | 'closed';

export interface ThreadMessageRecord {
  id: string;
  from: 'borrower' | 'company';
  /** The borrower's words are the same in both languages; the company writes in both. */
  text: Localized;
  /** A file of `user.files`, or null. */
  photoId: string | null;
  at: number;
  read: boolean;
}

export interface ThreadRecord {
  id: string;
  ticketNo: string;
  topic: ThreadTopic;
  subject: Localized;
  status: ThreadStatus;
  createdAt: number;
  /** 'YYYY-MM-DD' (Kazakhstan) an answer is owed by, or null. */
  answerDue: string | null;
  /** When the sandbox's company answers (null: no answer is pending). */
  answerAt: number | null;
  /** Oldest first. */
  messages: ThreadMessageRecord[];
}

/** How long the sandbox's company takes to answer; `advance` skips it. */
export const THREAD_ANSWER_MS = 2 * 60_000;
/** Working days an answer to a borrower's written request may take (law art. 17). */
export const ANSWER_WORKING_DAYS = 15;

/**
 * Kazakhstan's public holidays that fall on fixed dates ('MM-DD'). Kurban ait moves with the lunar calendar
 * and is left out here: the real server keeps the government's calendar with its transfers.
 */
const HOLIDAYS = new Set(['01-01', '01-02', '01-07', '03-08', '03-21', '03-22', '03-23', '05-01', '05-07', '05-09', '07-06', '08-30', '10-25', '12-16']);

function isWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !HOLIDAYS.has(day.slice(5));
}

/** The `n`th working day after `day` ('YYYY-MM-DD'): the day counted from is not one of them. */
export function addWorkingDays(day: string, n: number): string {
  let d = day;
  for (let left = n; left > 0; ) {
    d = addDaysIso(d, 1);
    if (isWorkingDay(d)) left -= 1;
  }
  return d;
}

const SUBJECTS: Record<'payment' | 'complaint' | 'other', Localized> = {
  payment: { ru: 'Вопрос о платеже', kz: 'Төлем туралы сұрақ' },
  complaint: { ru: 'Жалоба', kz: 'Шағым' },
  other: { ru: 'Обращение', kz: 'Өтініш' },
};

/** What the sandbox's company answers, by topic (canned: the sandbox reads nothing the borrower wrote). */
const ANSWERS: Record<ThreadTopic, Localized> = {
  payment: {
    ru: 'Здравствуйте! Мы проверили ваш платёж: он зачислен, заём обновлён. Если сумма в приложении не совпадает с банковской выпиской, пришлите фото чека в этот диалог.',
    kz: 'Сәлеметсіз бе! Төлеміңізді тексердік: ол есепке алынды, қарыз жаңартылды. Қолданбадағы сома банк үзіндісімен сәйкес келмесе, түбіртектің фотосын осы диалогқа жіберіңіз.',
  },
  complaint: {
    ru: 'Здравствуйте! Мы рассмотрели вашу жалобу. Сотрудник проверил обстоятельства и принял меры; подробности — в письме на вашу почту. Если ответ вас не устраивает, вы вправе обратиться к финансовому омбудсману или в Агентство по регулированию и развитию финансового рынка.',
    kz: 'Сәлеметсіз бе! Шағымыңызды қарап шықтық. Қызметкер мән-жайды тексеріп, шара қолданды; толығырақ — электрондық поштаңызға жіберілген хатта. Жауап сізді қанағаттандырмаса, қаржы омбудсманына немесе Қаржы нарығын реттеу және дамыту агенттігіне жүгінуге құқығыңыз бар.',
  },
  other: {
    ru: 'Здравствуйте! Спасибо за обращение. Мы ответили на ваш вопрос по почте; если остались вопросы, напишите в этот диалог.',
    kz: 'Сәлеметсіз бе! Өтінішіңіз үшін рақмет. Сұрағыңызға электрондық пошта арқылы жауап бердік; сұрақтарыңыз қалса, осы диалогқа жазыңыз.',
  },
  hardship: {
    ru: 'Здравствуйте! Ваше сообщение получено и передано специалисту по заявлению.',
    kz: 'Сәлеметсіз бе! Хабарламаңыз алынды және өтінішті қарайтын маманға жіберілді.',
  },
  safety: {
    ru: 'Здравствуйте! Ваше сообщение получено и передано службе безопасности.',
    kz: 'Сәлеметсіз бе! Хабарламаңыз алынды және қауіпсіздік қызметіне жіберілді.',
  },
};

/** The borrower's threads (created on first use: the field came after the model's version). */
export function threadsOf(user: UserRecord): ThreadRecord[] {
  user.threads ??= [];
  return user.threads;
}

export function findThread(user: UserRecord, id: string): ThreadRecord | undefined {
  return threadsOf(user).find((t) => t.id === id);
}

function ticketNo(ctx: DomainCtx): string {
  return `${kzDay(ctx.now).slice(2, 4)}-${ctx.nextId('', 6)}`;
}

function open(user: UserRecord, ctx: DomainCtx, topic: ThreadTopic, subject: Localized, answerDue: string | null): ThreadRecord {
  const thread: ThreadRecord = {
    id: ctx.nextId('TH'),
    ticketNo: ticketNo(ctx),
    topic,
    subject,
    status: 'open',
    createdAt: ctx.now,
    answerDue,
    answerAt: null,
    messages: [],
  };
  threadsOf(user).unshift(thread);
  return thread;
}

/** The day an answer to a borrower's message written now is due (the server's rule for every topic it answers). */
export function answerDueFrom(now: number): string {
  return addWorkingDays(kzDay(now), ANSWER_WORKING_DAYS);
}

/** The borrower opens a thread (the feedback form): its first message, an answer owed. */
export function borrowerOpens(user: UserRecord, ctx: DomainCtx, topic: 'payment' | 'complaint' | 'other', text: string, photoId: string | null = null): ThreadRecord {
  const thread = open(user, ctx, topic, SUBJECTS[topic], answerDueFrom(ctx.now));
  borrowerWrites(thread, ctx, text, photoId);
  return thread;
}

/** The borrower writes in a thread: the company owes an answer again (a new due date if none was running). */
export function borrowerWrites(thread: ThreadRecord, ctx: DomainCtx, text: string, photoId: string | null): ThreadMessageRecord {
  const message: ThreadMessageRecord = { id: ctx.nextId('TM'), from: 'borrower', text: { ru: text, kz: text }, photoId, at: ctx.now, read: true };
  thread.messages.push(message);
  if (thread.status !== 'open') thread.answerDue = answerDueFrom(ctx.now);
  thread.status = 'open';
  thread.answerAt = ctx.now + THREAD_ANSWER_MS;
  return message;
}

function companyWrites(thread: ThreadRecord, id: string, text: Localized, at: number, status: ThreadStatus): void {
  thread.messages.push({ id, from: 'company', text, photoId: null, at, read: false });
  thread.status = status;
  if (status !== 'open') thread.answerDue = null;
}

/** What another part of the sandbox says to the borrower: in an existing thread, or in a new one it opens. */
export type CompanyPost =
  | { threadId: string; status?: ThreadStatus }
  | { topic: ThreadTopic; subject: Localized; ticketNo?: string; answerDue?: string | null; status?: ThreadStatus };

/**
 * The one entry point for the rest of the sandbox (hardship, cooling, safety…): the company writes to the
 * borrower, unread until the borrower opens the thread, which lights the Me tab's dot. A new thread may bring
 * its own registration number and due date (a hardship application: 15 calendar days); it stays `open`
 * (an answer owed) unless `status` says otherwise. Returns the thread, or null for an unknown `threadId`.
 */
export function writeToBorrower(user: UserRecord, ctx: DomainCtx, post: CompanyPost, text: Localized): ThreadRecord | null {
  let thread: ThreadRecord | undefined;
  if ('threadId' in post) {
    thread = findThread(user, post.threadId);
    if (!thread) return null;
  } else {
    thread = open(user, ctx, post.topic, post.subject, post.answerDue ?? null);
    if (post.ticketNo) thread.ticketNo = post.ticketNo;
  }
  companyWrites(thread, ctx.nextId('TM'), text, ctx.now, post.status ?? thread.status);
  return thread;
}

/** Brings the sandbox's answers up to now: each due answer is written, dated when it was due. */
export function answerThreads(user: UserRecord, ctx: DomainCtx): void {
  for (const thread of threadsOf(user)) {
    if (thread.answerAt === null || thread.answerAt > ctx.now) continue;
    const at = thread.answerAt;
    thread.answerAt = null;
    companyWrites(thread, ctx.nextId('TM'), ANSWERS[thread.topic], at, 'answered');
  }
}

/** `advance`: every answer still to come is due now. False when none was pending. */
export function skipAnswerWaits(user: UserRecord, now: number): boolean {
  let any = false;
  for (const thread of threadsOf(user)) {
    if (thread.answerAt !== null && thread.answerAt > now) {
      thread.answerAt = now;
      any = true;
    }
  }
  return any;
}

export function unreadOf(thread: ThreadRecord): number {
  return thread.messages.filter((m) => m.from === 'company' && !m.read).length;
}

/** Company messages the borrower has not read in any thread: part of what the Me tab's dot counts. */
export function unreadThreadMessages(user: UserRecord): number {
  return (user.threads ?? []).reduce((n, t) => n + unreadOf(t), 0);
}

/** The thread reached the borrower's screen: its company messages are read. */
export function deliverThread(thread: ThreadRecord): void {
  for (const m of thread.messages) m.read = true;
}

/** Newest activity first. */
export function threadsByActivity(user: UserRecord): ThreadRecord[] {
  const last = (t: ThreadRecord) => t.messages.at(-1)?.at ?? t.createdAt;
  return [...threadsOf(user)].sort((a, b) => last(b) - last(a));
}
