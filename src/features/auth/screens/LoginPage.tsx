import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { LoginForm } from '@/features/auth/components/LoginForm';
import type { LoginResponse } from '@/features/auth/api';
import { useRouteQuery } from '@/shared/navigation/navigation';
import { isPagePath, paths } from '@/config/paths';
import { signIn } from '@/shared/session/session';
import { track } from '@/shared/analytics/track';
import { safeReturnPath } from '@/utils/returnPath';
import { stepInfoQuery } from '@/shared/api/stepQuery';
import { nextOnboardingPath, onboardingProgress } from '@/shared/api/stepInfo';

const QUERY = ['redirect', 'reason'] as const;

export default function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { redirect, reason } = useRouteQuery(QUERY);

  const onSignedIn = useCallback(
    async (result: LoginResponse) => {
      await signIn(queryClient, result);
      track('signed_in', { is_new: result.isNew });
      let to = safeReturnPath(redirect, paths.root, isPagePath);
      // Sent into the form (the landing page's button): the group the server says is next, or the Loans
      // tab for a borrower who has filled it all (or when the step data could not be read).
      if (to === paths.info.info) {
        const info = queryClient.getQueryData(stepInfoQuery().queryKey);
        to = info ? nextOnboardingPath(onboardingProgress(info).step) : paths.root;
      }
      navigate(to, { replace: true });
    },
    [navigate, queryClient, redirect],
  );

  return (
    <>
      {reason === 'expired' && <SessionEndedNotice />}
      <LoginForm privacyHref={paths.webview.webview} onSignedIn={onSignedIn} />
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
