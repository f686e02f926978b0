import { MESSAGES_PAGE_SIZE, getPops, type Pop, type PopPosition } from '@/shared/api/pops';
import { readPagedQuery, type Paged } from '@/shared/api/query';
import { keyOf } from '@/shared/api/resources';
import type { ReadEndpoint } from '@/lib/http';

export const messagesKeys = {
  list: () => keyOf('messages', 'list'),
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
