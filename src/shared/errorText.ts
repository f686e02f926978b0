import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-error';

/**
 * A feature's messages for its server's answers: i18n keys as 'namespace:key'. Each feature keeps its
 * map beside its mutations (queries.ts); anything the map does not name gets the common sentence.
 */
export interface ServerMessages {
  /** Per server code of this feature (docs/api.md). */
  codes?: Readonly<Record<number, string>>;
  /** Any other refusal by the server (a non-zero code). */
  server?: string;
  /** No usable answer: network, timeout, HTTP error, malformed answer. */
  transport?: string;
}

/** One sentence for any failed call, in the borrower's language. */
export function errorText(t: TFunction, e: unknown, messages: ServerMessages = {}): string {
  if (isApiError(e)) {
    if (e.kind === 'server') {
      const byCode = e.code !== undefined ? messages.codes?.[e.code] : undefined;
      if (byCode) return t(byCode);
      if (messages.server) return t(messages.server);
      return t('errors.server', { ns: 'common' });
    }
    if (e.kind === 'session') return t('sessionExpired', { ns: 'common' });
    if (messages.transport) return t(messages.transport);
    if (e.kind === 'network') return t('errors.network', { ns: 'common' });
    if (e.kind === 'timeout') return t('errors.timeout', { ns: 'common' });
    if (e.kind === 'abort') return t('errors.abort', { ns: 'common' });
    if (e.kind === 'upload') return t('errors.upload', { ns: 'common' });
  }
  return t('errors.server', { ns: 'common' });
}
