import { endOtherSessions, getConsents, getSessions, setMarketing } from '@/features/consents/api';
import { keyOf } from '@/shared/api/resources';
import { readQuery, useApiMutation } from '@/shared/api/query';
import { setMarketingConsent } from '@/stores/marketingConsentChange';

export const consentKeys = {
  list: () => keyOf('account', 'consents'),
  sessions: () => keyOf('account', 'sessions'),
};

/** The consents, with their texts in the language sent: refetched on a language switch. */
export const consentsQuery = () => readQuery(consentKeys.list(), getConsents, undefined, { localized: true });

export const sessionsQuery = () => readQuery(consentKeys.sessions(), getSessions, undefined);

/**
 * Gives or withdraws the marketing consent. The gate follows the server's answer at once, in every tab:
 * from then on no advertising id is sent (withdrawn), or they may be again (given).
 */
export function useSetMarketing() {
  return useApiMutation(setMarketing, {
    changes: 'settingsChanged',
    onSuccess: (consent) => setMarketingConsent(consent.status === 'given' ? 'given' : 'withdrawn'),
  });
}

/** Signs out every other device: the server ends their tokens. */
export const useEndOtherSessions = () => useApiMutation(endOtherSessions, { changes: 'settingsChanged' });
