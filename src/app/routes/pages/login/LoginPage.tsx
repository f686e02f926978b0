import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { LoginForm, type LoginDraft } from '@/features/auth/LoginForm';
import type { LoginResponse } from '@/features/auth/api';
import { getStepInfo } from '@/shared/api/stepInfo';
import { useRouteQuery } from '@/app/navigation';
import { paths } from '@/app/paths';
import { useSession } from '@/stores/session';
import { useDrafts } from '@/stores/drafts';
import { safeReturnPath } from '@/utils/returnPath';

const QUERY = ['redirect', 'reason'] as const;
const DRAFT = 'login';

export default function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { redirect, reason } = useRouteQuery(QUERY);
  const draft = useDrafts((s) => s.forms[DRAFT]) as LoginDraft | undefined;
  const saveDraft = useDrafts((s) => s.save);
  const onDraft = useCallback((d: LoginDraft) => saveDraft(DRAFT, { ...d }), [saveDraft]);

  const onSignedIn = useCallback(
    async (result: LoginResponse) => {
      const drafts = useDrafts.getState();
      drafts.claim(result.phone); // a different borrower does not inherit the previous one's drafts
      drafts.discard(DRAFT);
      useSession.getState().setSession(result.token, result.phone);
      queryClient.clear();
      try {
        useSession.getState().applyStepInfo(await getStepInfo({}));
      } catch {
        // The Loans tab refreshes step data again; signing in is not blocked by it.
      }
      navigate(safeReturnPath(redirect, paths.root), { replace: true });
    },
    [navigate, queryClient, redirect],
  );

  return (
    <>
      {reason === 'expired' && <SessionEndedNotice />}
      <LoginForm privacyHref={paths.webview.webview} draft={draft} onDraft={onDraft} onSignedIn={onSignedIn} />
    </>
  );
}

function SessionEndedNotice() {
  const { t } = useTranslation();
  return (
    <p className="notice" role="status">
      {t('sessionExpired')}
    </p>
  );
}
