import { useQueryClient } from '@tanstack/react-query';
import { deleteLogin, userInfo } from '@/features/account/api';
import { keyOf } from '@/shared/api/resources';
import { readQuery, useApiMutation } from '@/shared/api/query';
import type { ServerMessages } from '@/shared/errorText';
import { signOut } from '@/shared/session/session';

export const accountKeys = {
  info: () => keyOf('account', 'info'),
};

/** Who is signed in, the profile, the masked card and the current loan in one line. */
export const userInfoQuery = () => readQuery(accountKeys.info(), userInfo, undefined);

/** The account domain answers no codes of its own; failures read as the common sentences. */
export const ACCOUNT_MESSAGES: ServerMessages = {};

/** Account deletion: after the server forgets the borrower, everything is cleared like a logout. */
export function useDeleteAccount(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useApiMutation(deleteLogin, {
    changes: 'nothing',
    onSuccess: () => signOut(queryClient, onDeleted, { revoke: false }),
  });
}
