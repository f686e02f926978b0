import type { i18n as I18n, TFunction } from 'i18next';
import { isApiError } from '@/lib/api-error';
import type { Namespace, QualifiedKey } from '@/lib/i18n';

/**
 * A feature's messages for its server's answers: i18n keys as 'namespace:key'. Each feature keeps its
 * map beside its mutations (queries.ts); anything the map does not name gets the common sentence.
 */
export interface ServerMessages {
  /** Per server code of this feature (docs/api.md). */
  codes?: Readonly<Record<number, QualifiedKey>>;
  /** Any other refusal by the server (a non-zero code). */
  server?: QualifiedKey;
  /** No usable answer: network, timeout, HTTP error, malformed answer. */
  transport?: QualifiedKey;
}

/** One sentence for any failed call, in the borrower's language (that of the caller's `t`, whatever its namespace). */
export function errorText<Ns extends Namespace>(caller: TFunction<Ns>, e: unknown, messages: ServerMessages = {}): string {
  // Every key here names its namespace, so the caller's `t` is read as one that takes any namespace's.
  const t = caller as unknown as I18n['t'];
  if (isApiError(e)) {
    if (e.kind === 'server') {
      const byCode = e.code !== undefined ? messages.codes?.[e.code] : undefined;
      if (byCode) return t(byCode);
      if (messages.server) return t(messages.server);
      return t('errors.server', { ns: 'common' });
    }
    if (e.kind === 'session') return t('sessionExpired', { ns: 'common' });
    // No connection and no answer in time are said as such, after the feature's own sentence if it has one.
    const reason =
      e.kind === 'network' ? t('errors.network', { ns: 'common' }) : e.kind === 'timeout' ? t('errors.timeout', { ns: 'common' }) : null;
    if (messages.transport) return reason ? sentences(t(messages.transport), reason) : t(messages.transport);
    if (reason) return reason;
    if (e.kind === 'abort') return t('errors.abort', { ns: 'common' });
    if (e.kind === 'upload') return t('errors.upload', { ns: 'common' });
  }
  return t('errors.server', { ns: 'common' });
}

/** Two sentences as one message: 'Ошибка входа' + 'Нет соединения…' → 'Ошибка входа. Нет соединения…'. */
function sentences(first: string, second: string): string {
  return /[.!?…]$/.test(first.trim()) ? `${first.trim()} ${second}` : `${first.trim()}. ${second}`;
}
