import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OnboardingState } from '@tallysheet/contract/onboarding/onboarding';
import { call } from '@/lib/api-client.ts';
import { getTenantInformationQueryOptions } from '@/lib/bootstrap/get-tenant-information.ts';
import { persisted } from '@/lib/persisted-state.ts';

const ONBOARDING_QUERY_KEY = ['onboarding', 'state'] as const;

/** The wizard's progress is mirrored in the persisted `wizard` area (A§3). */
function mirror(state: OnboardingState): OnboardingState {
  persisted.set((current) => ({
    ...current,
    wizard: { step: state.step, completed: [...state.completedSteps] },
  }));
  return state;
}

/** GET /onboarding/state: where the Account Setup wizard was left. */
export async function getOnboardingState(): Promise<OnboardingState> {
  const { data } = await call<OnboardingState>({ area: 'onboarding', path: '/state' });
  return mirror(data);
}

export const getOnboardingStateQueryOptions = () =>
  queryOptions({ queryKey: ONBOARDING_QUERY_KEY, queryFn: getOnboardingState, staleTime: 0 });

export const useOnboardingState = () => useQuery(getOnboardingStateQueryOptions());

/** PUT /onboarding/state; `finished` (finish or dismiss) ends account setup for the tenant. */
export async function saveOnboardingState(body: OnboardingState): Promise<OnboardingState> {
  const { data } = await call<OnboardingState>({
    area: 'onboarding',
    path: '/state',
    method: 'PUT',
    body,
  });
  return mirror(data);
}

export function useSaveOnboardingState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOnboardingState,
    onSuccess: async (state) => {
      queryClient.setQueryData(ONBOARDING_QUERY_KEY, state);
      if (!state.finished) return;
      // Home and the sidebar read newCustomer from the start-up data: it must change now.
      const tenantKey = getTenantInformationQueryOptions(true).queryKey;
      queryClient.setQueryData(tenantKey, (tenant) => tenant && { ...tenant, newCustomer: false });
      await queryClient.invalidateQueries({ queryKey: tenantKey });
    },
  });
}
