import { useQueryClient } from '@tanstack/react-query';
import {
  getAddressCfg,
  identifyFile,
  liveExamination,
  ONBOARDING_ERROR,
  saveStepData,
  type IdentifyFileRequest,
  type IdentifyFileResponse,
  type LiveExaminationRequest,
  type LiveExaminationResponse,
  type SaveStepRequest,
} from '@/features/onboarding/api';
import { keyOf } from '@/shared/api/resources';
import { readQuery, useApiMutation } from '@/shared/api/query';
import type { StepInfo } from '@/shared/api/stepInfo';
import { stepInfoQuery } from '@/shared/api/stepQuery';
import type { ServerMessages } from '@/shared/errorText';
import { useSession } from '@/stores/session';

export const onboardingKeys = {
  address: () => keyOf('reference', 'address'),
};

/** Regions and cities (the names come in both languages in one answer). */
export const addressQuery = () => readQuery(onboardingKeys.address(), getAddressCfg, undefined, { staleTime: Infinity });

/** Server codes of onboarding and what the borrower reads for them. */
export const ONBOARDING_MESSAGES: ServerMessages = {
  codes: {
    [ONBOARDING_ERROR.invalidRequest]: 'onboarding:errors.invalid',
    [ONBOARDING_ERROR.wrongIin]: 'onboarding:errors.wrongIin',
    [ONBOARDING_ERROR.forbiddenPhone]: 'onboarding:contacts.errors.forbidden',
    [ONBOARDING_ERROR.repeatedPhone]: 'onboarding:contacts.errors.repeat',
    [ONBOARDING_ERROR.recognitionFailed]: 'onboarding:errors.recognition',
    [ONBOARDING_ERROR.identificationFailed]: 'onboarding:errors.identification',
  },
};

/**
 * Saves one group. Then, as the spec asks, the step data is read again from the server
 * (/api/user/getStepInfo) and `onSaved` gets it, to take the borrower to the next incomplete group.
 */
export function useSaveStep(onSaved: (info: StepInfo) => void) {
  const queryClient = useQueryClient();
  return useApiMutation<SaveStepRequest, StepInfo>(saveStepData, {
    changes: 'onboardingSaved',
    onSuccess: async (answer) => {
      const info = await queryClient.fetchQuery({ ...stepInfoQuery(), staleTime: 0 }).catch(() => {
        // The save went through; its own answer is the step data as of now.
        useSession.getState().applyStepInfo(answer);
        return answer;
      });
      onSaved(info);
    },
  });
}

/* ------------------------------------------------------------------ identity (group 2) */

/**
 * Recognises one uploaded ID side. Use one instance per side: useApiMutation joins a second call made
 * while one is in flight, and the front and back may be checked at the same time.
 */
export function useIdentifyFile() {
  return useApiMutation<IdentifyFileRequest, IdentifyFileResponse>(identifyFile, { changes: 'onboardingSaved' });
}

/**
 * Compares the selfie with the ID. When it passes, the step data is read again from the server (the
 * spec's rule after every group) and `onChecked` gets it; if that read fails, `null` (the selfie is saved).
 */
export function useLiveExamination(onChecked: (info: StepInfo | null) => void) {
  const queryClient = useQueryClient();
  return useApiMutation<LiveExaminationRequest, LiveExaminationResponse>(liveExamination, {
    changes: 'onboardingSaved',
    onSuccess: async () => {
      const info = await queryClient.fetchQuery({ ...stepInfoQuery(), staleTime: 0 }).catch(() => null);
      onChecked(info);
    },
  });
}
