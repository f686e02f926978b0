import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-error';

/** One sentence for any failed call, in the borrower's language (common:errors.*). */
export function errorText(t: TFunction, e: unknown): string {
  if (isApiError(e)) {
    if (e.kind === 'network') return t('errors.network', { ns: 'common' });
    if (e.kind === 'timeout') return t('errors.timeout', { ns: 'common' });
    if (e.kind === 'abort') return t('errors.abort', { ns: 'common' });
    if (e.kind === 'upload') return t('errors.upload', { ns: 'common' });
  }
  return t('errors.server', { ns: 'common' });
}
