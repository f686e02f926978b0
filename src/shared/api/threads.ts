import * as z from 'zod/mini';
import { endpoint } from '@/lib/http';

/**
 * Conversations with the company (OUR ASSUMPTION, docs/api.md "Conversations"): the borrower writes, the
 * company answers in the same thread. Here, not in the messages feature, because the feedback form (content)
 * opens a thread and reads the answer's thread too. The server decides every status and date.
 */

/** What a thread is about. The borrower chooses the first three; the server opens the others itself. */
export const ThreadTopic = z.enum(['payment', 'complaint', 'other', 'hardship', 'safety']);
export type ThreadTopic = z.infer<typeof ThreadTopic>;
/** The topics a borrower may choose when writing. */
export const WRITABLE_TOPICS = ['payment', 'complaint', 'other'] as const satisfies readonly ThreadTopic[];
export type WritableTopic = (typeof WRITABLE_TOPICS)[number];

/** open: the company owes an answer; answered: it answered (the borrower may write again); closed: settled. */
export const ThreadStatus = z.enum(['open', 'answered', 'closed']);
export type ThreadStatus = z.infer<typeof ThreadStatus>;

export const ThreadMessage = z.object({
  id: z.string(),
  from: z.enum(['borrower', 'company']),
  /** Plain text (line breaks kept); never markup. */
  text: z.string(),
  /** A photo the borrower attached (uploaded with /api/uploadFile/userFile), or null. */
  photoUrl: z.nullable(z.string()),
  /** ISO date-time */
  at: z.string(),
  /** False the first time a company message is delivered (the thread read marks it read). Always true for the borrower's own. */
  read: z.boolean(),
});
export type ThreadMessage = z.infer<typeof ThreadMessage>;

export const ThreadSummary = z.object({
  id: z.string(),
  /** The registration number the borrower quotes (shown after «№»). */
  ticketNo: z.string(),
  topic: ThreadTopic,
  /** In the borrower's language. */
  subject: z.string(),
  status: ThreadStatus,
  /** ISO date-time the thread was opened. */
  createdAt: z.string(),
  /** YYYY-MM-DD, Kazakhstan calendar: the day the company must answer by (the server's rule), or null when none is owed. */
  answerDue: z.nullable(z.string()),
  lastMessage: z.nullable(z.pick(ThreadMessage, { from: true, text: true, at: true })),
  /** Company messages the borrower has not read yet. */
  unread: z.number(),
});
export type ThreadSummary = z.infer<typeof ThreadSummary>;

// POST /api/thread/list: the borrower's threads, the one with the newest message first
export const ThreadListResponse = z.object({ list: z.array(ThreadSummary) });
export type ThreadListResponse = z.infer<typeof ThreadListResponse>;
export const threadList = endpoint<void, ThreadListResponse>('/api/thread/list', ThreadListResponse, { read: true });

// POST /api/thread/detail: one thread, oldest message first; delivering it marks its company messages read
export const ThreadDetailRequest = z.object({ threadId: z.string() });
export type ThreadDetailRequest = z.infer<typeof ThreadDetailRequest>;
export const ThreadDetailResponse = z.object({ thread: ThreadSummary, messages: z.array(ThreadMessage) });
export type ThreadDetailResponse = z.infer<typeof ThreadDetailResponse>;
export const threadDetail = endpoint<ThreadDetailRequest, ThreadDetailResponse>('/api/thread/detail', ThreadDetailResponse, { read: true });

/** The server's limit on one message, in characters. */
export const THREAD_TEXT_MAX = 2000;
export const THREAD_ERROR = { invalidMessage: 5101, notFound: 5102, closed: 5103 } as const;

// POST /api/thread/send: the borrower writes in a thread (a create: one message per Idempotency-Key)
export const ThreadSendRequest = z.object({
  threadId: z.string(),
  /** 1 to THREAD_TEXT_MAX characters once trimmed. */
  text: z.string(),
  /** fileId of a photo uploaded with /api/uploadFile/userFile (type 'other'). */
  photoId: z.optional(z.string()),
});
export type ThreadSendRequest = z.infer<typeof ThreadSendRequest>;
export const ThreadSendResponse = z.object({ thread: ThreadSummary, message: ThreadMessage });
export type ThreadSendResponse = z.infer<typeof ThreadSendResponse>;
export const threadSend = endpoint<ThreadSendRequest, ThreadSendResponse>('/api/thread/send', ThreadSendResponse, { creates: true });
