import { queryOptions } from '@tanstack/react-query';
import { userInfo } from '@/features/account/api';
import { getStepInfo } from '@/shared/api/stepInfo';

export const accountKeys = {
  all: ['account'] as const,
  info: () => [...accountKeys.all, 'info'] as const,
  steps: () => [...accountKeys.all, 'steps'] as const,
};

export const userInfoQuery = () =>
  queryOptions({ queryKey: accountKeys.info(), queryFn: ({ signal }) => userInfo(undefined, { signal }) });

export const stepInfoQuery = () =>
  queryOptions({ queryKey: accountKeys.steps(), queryFn: ({ signal }) => getStepInfo({}, { signal }) });
