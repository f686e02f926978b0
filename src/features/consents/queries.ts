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
 * Gives or withdraws the marketing consent, in every tab at once. A withdrawal closes the gate before the
 * call leaves, so the call itself carries no advertising id (and a failed call still stops them here); a
 * consent given opens it only once the server has recorded it.
 */
export function useSetMarketing() {
  const mutation = useApiMutation(setMarketing, {
    changes: 'settingsChanged',
    onSuccess: (consent) => setMarketingConsent(consent.status === 'given' ? 'given' : 'withdrawn'),
  });
  return {
    ...mutation,
    submit: (req: { given: boolean }) => {
      if (!req.given) setMarketingConsent('withdrawn');
      return mutation.submit(req);
    },
  };
}

/** Signs out every other device: the server ends their tokens. */
export const useEndOtherSessions = () => useApiMutation(endOtherSessions, { changes: 'settingsChanged' });
