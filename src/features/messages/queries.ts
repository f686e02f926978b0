import { MESSAGES_PAGE_SIZE, getPops, type Pop, type PopPosition } from '@/shared/api/pops';
import { readPagedQuery, readQuery, useApiMutation, type Paged } from '@/shared/api/query';
import { keyOf } from '@/shared/api/resources';
import type { ServerMessages } from '@/shared/errorText';
import type { ReadEndpoint } from '@/lib/http';
import { THREAD_ERROR, threadDetail, threadList, threadSend, type ThreadSendRequest } from '@/features/messages/api';

export const messagesKeys = {
  list: () => keyOf('messages', 'list'),
  threads: () => keyOf('messages', 'threads'),
  thread: (id: string) => keyOf('messages', 'thread', id),
};

/** The messages page's request: always paged. */
type MessagesPageRequest = { position: PopPosition; page: number; pageSize: number };
const messagesPage: ReadEndpoint<MessagesPageRequest, Paged<Pop>> = getPops;

/**
 * The borrower's messages, newest first, a page at a time, in the borrower's language. Nothing is kept
 * once the page is left (`gcTime` 0): the server marks messages read when it delivers them, so a message
 * is "new" only in the answer that first brought it, and a later visit must not reuse an old answer.
 */
export const messagesQuery = () => ({
  ...readPagedQuery(messagesKeys.list(), messagesPage, { position: 'messages', pageSize: MESSAGES_PAGE_SIZE }, { localized: true }),
  gcTime: 0,
});

/** The borrower's conversations, the most recent activity first. Always asked again: an answer may have come. */
export const threadsQuery = () => readQuery(messagesKeys.threads(), threadList, undefined, { localized: true, staleTime: 0 });

/** How often an open thread asks whether the answer has come while it is on screen. */
export const THREAD_POLL_MS = 20_000;

/**
 * One conversation. The server marks the company's messages read as it delivers them, so the answer is not
 * kept once the page is left (a later visit asks again); while an answer is owed it is asked for again.
 */
export const threadQuery = (threadId: string) => ({
  ...readQuery(messagesKeys.thread(threadId), threadDetail, { threadId }, { localized: true, poll: { until: (d) => d.thread.status !== 'open', everyMs: THREAD_POLL_MS } }),
  gcTime: 0,
});

export const THREAD_MESSAGES: ServerMessages = {
  codes: {
    [THREAD_ERROR.invalidMessage]: 'threads:errors.invalid',
    [THREAD_ERROR.notFound]: 'threads:errors.notFound',
    [THREAD_ERROR.closed]: 'threads:errors.closed',
  },
};

/** Sends one message; the draft's key makes a retry after a lost answer the same message. */
export function useSendThreadMessage(idempotencyKey: (req: ThreadSendRequest) => string) {
  return useApiMutation(threadSend, { changes: 'threadWritten', idempotencyKey });
}
