import { useQueryClient } from '@tanstack/react-query';
import {
  getAddressCfg,
  getLivenessFlowLink,
  getSessionIdAndCode,
  getUserInfoFromCitizenLibrary,
  getUserInfoFromClCount,
  type CitizenInfoRequest,
  type CitizenInfoResponse,
  type CitizenSessionRequest,
  type CitizenSessionResponse,
  getLivenessFlowSwitch,
  uploadLivenessFlow,
  supplementData,
  type SupplementRequest,
  type SupplementResponse,
  type LivenessLinkRequest,
  type LivenessLinkResponse,
  type LivenessResultRequest,
  type LivenessResultResponse,
  getStepInfoWithFlags,
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
import { LOAN_ERROR } from '@/shared/api/order';
import { keyOf } from '@/shared/api/resources';
import { invalidateChange, readQuery, useApiMutation } from '@/shared/api/query';
import { onboardingProgress, STEP_DONE, type StepInfo } from '@/shared/api/stepInfo';
import { track } from '@/shared/analytics/track';
import { stepInfoQuery } from '@/shared/api/stepQuery';
import type { ServerMessages } from '@/shared/errorText';
import { useSession } from '@/stores/session';

export const onboardingKeys = {
  address: () => keyOf('reference', 'address'),
  flags: () => keyOf('steps', 'flags'),
  liveness: () => keyOf('steps', 'liveness'),
  citizenCount: () => keyOf('steps', 'citizen'),
};

/** Step data with where the identity stands (locked, what the server has): the identity step resumes from it. */
export const identityFlagsQuery = () => readQuery(onboardingKeys.flags(), getStepInfoWithFlags, { withFlags: true });

/** Whether the face check runs on the vendor's liveness page, and how many failed checks remain. */
export const livenessSwitchQuery = () => readQuery(onboardingKeys.liveness(), getLivenessFlowSwitch, undefined);

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
    [ONBOARDING_ERROR.livenessExhausted]: 'onboarding:errors.livenessExhausted',
    [ONBOARDING_ERROR.citizenLibraryLimit]: 'onboarding:citizen.limit',
  },
};

const GROUPS = ['work', 'contacts', 'identity'] as const;

/** Analytics: a group the borrower just saved (or whose last photo they just sent) is complete on the server. */
function trackGroupCompleted(group: (typeof GROUPS)[number], info: StepInfo): void {
  const progress = onboardingProgress(info);
  if (progress.groups[GROUPS.indexOf(group)]) {
    track('onboarding_group_completed', { group, completed: progress.completed, all_done: progress.step === STEP_DONE });
  }
}

/**
 * Saves one group. Then, as the spec asks, the step data is read again from the server
 * (/api/user/getStepInfo) and `onSaved` gets it, to take the borrower to the next incomplete group.
 */
export function useSaveStep(onSaved: (info: StepInfo) => void) {
  const queryClient = useQueryClient();
  return useApiMutation<SaveStepRequest, StepInfo>(saveStepData, {
    changes: 'onboardingSaved',
    onSuccess: async (answer, req) => {
      const info = await queryClient.fetchQuery({ ...stepInfoQuery(), staleTime: 0 }).catch(() => {
        // The save went through; its own answer is the step data as of now.
        useSession.getState().applyStepInfo(answer);
        return answer;
      });
      trackGroupCompleted(req.group, info);
      onSaved(info);
    },
  });
}

/* ------------------------------------------------------------------ identity (group 2) */

export { uploadPhoto, type PreparedPhoto } from '@/shared/api/upload';

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
      if (info) trackGroupCompleted('identity', info);
      onChecked(info);
    },
  });
}

/** Opens a vendor liveness flow; nothing the borrower reads changes until its result is in. */
export function useLivenessLink() {
  return useApiMutation<LivenessLinkRequest, LivenessLinkResponse>(getLivenessFlowLink, { changes: 'nothing' });
}

/**
 * Asks the server for a liveness flow's result (the vendor told the server, not the app). A settled
 * result changes the step data and the attempts left; a pending one changes nothing.
 */
export function useLivenessResult() {
  const queryClient = useQueryClient();
  return useApiMutation<LivenessResultRequest, LivenessResultResponse>(uploadLivenessFlow, {
    changes: 'nothing',
    onSuccess: async (answer) => {
      if (answer.status !== 'pending') await invalidateChange(queryClient, 'onboardingSaved');
    },
  });
}

/* ------------------------------------------------------------------ supplement */

/** What the borrower reads when the new photos are refused. */
export const SUPPLEMENT_MESSAGES: ServerMessages = {
  codes: {
    [LOAN_ERROR.wrongOrderState]: 'onboarding:supplement.errors.notAsked',
    [LOAN_ERROR.orderNotFound]: 'onboarding:supplement.errors.notAsked',
  },
};

/** Sends the re-uploaded photos of an order in 'supplement'; the order goes back to review. */
export function useSupplement(onSent: (answer: SupplementResponse) => void) {
  return useApiMutation<SupplementRequest, SupplementResponse>(supplementData, { changes: 'supplementSent', onSuccess: onSent });
}

/* ------------------------------------------------------------------ citizen library (state database) */

/** How many state-database requests the borrower has made today, and the daily limit. */
export const citizenCountQuery = () => readQuery(onboardingKeys.citizenCount(), getUserInfoFromClCount, undefined);

/** Starts a state-database request for an IIN: the borrower confirms it by the code in an SMS from the state service. */
export function useCitizenSession() {
  return useApiMutation<CitizenSessionRequest, CitizenSessionResponse>(getSessionIdAndCode, { changes: 'nothing' });
}

/** Asks whether the state database answered; a 'done' answer locks the identity (the step data changes). */
export function useCitizenInfo() {
  const queryClient = useQueryClient();
  return useApiMutation<CitizenInfoRequest, CitizenInfoResponse>(getUserInfoFromCitizenLibrary, {
    changes: 'nothing',
    onSuccess: async (answer) => {
      if (answer.status !== 'pending') await invalidateChange(queryClient, 'onboardingSaved');
    },
  });
}
