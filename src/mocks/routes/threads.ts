/** Conversations with the company (OUR ASSUMPTION, docs/api.md "Conversations"): src/shared/api/threads.ts. */
import type { HttpHandler } from 'msw';
import {
  THREAD_ERROR,
  THREAD_TEXT_MAX,
  ThreadDetailRequest,
  ThreadSendRequest,
  type ThreadDetailResponse,
  type ThreadListResponse,
  type ThreadMessage,
  type ThreadSendResponse,
  type ThreadSummary,
} from '@/shared/api/threads';
import type { Lang } from '../data';
import type { SandboxDb } from '../db';
import { ApiFail } from '../errors';
import { fileUrl, route, type Ctx } from '../route';
import { borrowerWrites, deliverThread, findThread, threadsByActivity, unreadOf, type ThreadMessageRecord, type ThreadRecord } from '../domain/threads';

const iso = (at: number) => new Date(at).toISOString();

export function threadMessageView(ctx: Ctx, m: ThreadMessageRecord, lang: Lang): ThreadMessage {
  return { id: m.id, from: m.from, text: m.text[lang], photoUrl: m.photoId ? fileUrl(ctx, m.photoId) : null, at: iso(m.at), read: m.read };
}

/** A thread as the list shows it, as it stands before this answer delivers anything. */
export function threadView(t: ThreadRecord, lang: Lang): ThreadSummary {
  const last = t.messages.at(-1);
  return {
    id: t.id,
    ticketNo: t.ticketNo,
    topic: t.topic,
    subject: t.subject[lang],
    status: t.status,
    createdAt: iso(t.createdAt),
    answerDue: t.answerDue,
    lastMessage: last ? { from: last.from, text: last.text[lang], at: iso(last.at) } : null,
    unread: unreadOf(t),
  };
}

/**
 * What the borrower wrote, checked as the server would: 1 to THREAD_TEXT_MAX characters, and a photo only
 * from the borrower's own uploads.
 */
export function checkBorrowerMessage(ctx: Ctx & { user: NonNullable<Ctx['user']> }, text: string, photoId: string | undefined): { text: string; photoId: string | null } {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > THREAD_TEXT_MAX) throw new ApiFail(THREAD_ERROR.invalidMessage, `text must be 1 to ${THREAD_TEXT_MAX} characters`);
  if (photoId !== undefined && !ctx.user.files[photoId]) throw new ApiFail(THREAD_ERROR.invalidMessage, 'unknown photo');
  return { text: trimmed, photoId: photoId ?? null };
}

export function threadHandlers(db: SandboxDb): HttpHandler[] {
  return [
    route<unknown, ThreadListResponse>(db, '/api/thread/list', { auth: 'required' }, ({ user, lang }) => ({
      list: threadsByActivity(user).map((t) => threadView(t, lang)),
    })),

    route<ThreadDetailRequest, ThreadDetailResponse>(db, '/api/thread/detail', { auth: 'required', schema: ThreadDetailRequest }, (ctx, req) => {
      const thread = findThread(ctx.user, req.threadId);
      if (!thread) throw new ApiFail(THREAD_ERROR.notFound, 'no such thread');
      const answer = { thread: threadView(thread, ctx.lang), messages: thread.messages.map((m) => threadMessageView(ctx, m, ctx.lang)) };
      deliverThread(thread);
      return answer;
    }),

    route<ThreadSendRequest, ThreadSendResponse>(db, '/api/thread/send', { auth: 'required', schema: ThreadSendRequest, creates: true }, (ctx, req) => {
      const thread = findThread(ctx.user, req.threadId);
      if (!thread) throw new ApiFail(THREAD_ERROR.notFound, 'no such thread');
      if (thread.status === 'closed') throw new ApiFail(THREAD_ERROR.closed, 'the thread is closed');
      const { text, photoId } = checkBorrowerMessage(ctx, req.text, req.photoId);
      const message = borrowerWrites(thread, db.ctx(), text, photoId);
      return { thread: threadView(thread, ctx.lang), message: threadMessageView(ctx, message, ctx.lang) };
    }),
  ];
}
