import type { HttpHandler } from 'msw';
import {
  CONTENT_ERROR,
  FeedbackRequest,
  PopRequest,
  type FeedbackResponse,
  type PopResponse,
} from '@/features/content/api';
import { Bury2Request, Bury3Request, type Bury2Response, type Bury3Response } from '@/features/analytics/api';
import type { SandboxDb } from '../db';
import { ApiFail } from '../errors';
import { route } from '../route';
import { deliver, pageOf } from '../domain/messages';
import { messageView } from '../views';
import { borrowerOpens } from '../domain/threads';
import { threadView } from './threads';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function contentHandlers(db: SandboxDb): HttpHandler[] {
  return [
    route<FeedbackRequest, FeedbackResponse>(
      db,
      '/feedBack',
      { auth: 'required', schema: FeedbackRequest, creates: true },
      ({ user, now, lang }, req) => {
        const words = req.content.trim().split(/\s+/).filter(Boolean).length;
        if (words < 10 || words > 200) throw new ApiFail(CONTENT_ERROR.invalidFeedback, 'description must be 10 to 200 words');
        if (!EMAIL.test(req.email.trim())) throw new ApiFail(CONTENT_ERROR.invalidFeedback, 'invalid email');
        const id = db.nextId('FB');
        // The count of feedback stays as before (recordCounts); what was written lives in its thread.
        user.feedback.unshift({ id, email: req.email.trim(), words, at: now });
        const thread = borrowerOpens(user, db.ctx(), req.topic ?? 'other', req.content.trim());
        return { id, thread: threadView(thread, lang) };
      },
    ),

    // Newest first, a page at a time (the whole list without `page`). The answer says which messages are
    // new; once delivered they are read (the page shows them as new on this visit). The dots count unread
    // messages without delivering anything (requestDc).
    route<PopRequest, PopResponse>(db, '/bury3/pop/get', { auth: 'required', schema: PopRequest }, ({ user, lang }, req) => {
      const page = pageOf(user, req.position, req.page, req.pageSize);
      const list = page.messages.map((m) => messageView(m, lang));
      deliver(page.messages);
      return { list, total: page.total, page: page.page, pageSize: page.pageSize };
    }),

    route<Bury2Request, Bury2Response>(db, '/bury2/add', { auth: 'optional', schema: Bury2Request }, ({ user }) => {
      if (user) user.events += 1;
      return {};
    }),

    route<Bury3Request, Bury3Response>(db, '/bury3/add', { auth: 'optional', schema: Bury3Request }, ({ user }) => {
      if (user) user.events += 1;
      return {};
    }),
  ];
}
