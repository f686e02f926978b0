// Conversations with the company (our assumption, docs/api.md "Conversations"): declared in src/shared/api/threads.ts,
// because the feedback form (content) opens a thread too.
export {
  THREAD_ERROR,
  THREAD_TEXT_MAX,
  ThreadDetailRequest,
  ThreadDetailResponse,
  ThreadListResponse,
  ThreadMessage,
  ThreadSendRequest,
  ThreadSendResponse,
  ThreadSummary,
  threadDetail,
  threadList,
  threadSend,
} from '@/shared/api/threads';
