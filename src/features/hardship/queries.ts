import { HARDSHIP_ERROR } from '@/shared/api/hardship';
import { useApiMutation } from '@/shared/api/query';
import type { ServerMessages } from '@/shared/errorText';
import { hardshipApply, type HardshipApplyRequest, type HardshipApplyResponse } from '@/features/hardship/api';

export { hardshipStatusQuery } from '@/shared/api/hardship';

/** Files the application: one per summary the borrower confirms (the key), however often Send is tapped. */
export function useHardshipApply(idempotencyKey: () => string) {
  return useApiMutation<HardshipApplyRequest, HardshipApplyResponse>(hardshipApply, { changes: 'hardshipFiled', idempotencyKey });
}

/** The server's refusals of an application, in the borrower's language. */
export const HARDSHIP_MESSAGES: ServerMessages = {
  codes: {
    [HARDSHIP_ERROR.cannotApply]: 'hardship:errors.cannotApply',
    [HARDSHIP_ERROR.unknownFile]: 'hardship:errors.unknownFile',
  },
};
