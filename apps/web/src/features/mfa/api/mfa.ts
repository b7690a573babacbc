import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MfaDisable,
  MfaSetup,
  MfaSetupResult,
  MfaStatus,
  MfaVerifyResult,
} from '@tallysheet/contract/identity/mfa';
import { call } from '@/lib/api-client.ts';

// One file for the four tokens/mfa calls: each is a line, and they change together.

export const MFA_STATUS_QUERY_KEY = ['mfa', 'status'] as const;

/** GET /tokens/mfa: whether the caller has a second factor, and whether one is required. */
export const getMfaStatusQueryOptions = () =>
  queryOptions({
    queryKey: MFA_STATUS_QUERY_KEY,
    queryFn: async () => (await call<MfaStatus>({ area: 'tokens', path: '/mfa' })).data,
  });
export const useMfaStatus = () => useQuery(getMfaStatusQueryOptions());

/** POST /tokens/mfa/setup with the password again: a pending secret and its otpauth URI. */
export const useSetupMfa = () =>
  useMutation({
    mutationFn: async (password: string) =>
      (
        await call<MfaSetupResult>({
          area: 'tokens',
          path: '/mfa/setup',
          method: 'POST',
          body: { password } satisfies MfaSetup,
        })
      ).data,
  });

/** POST /tokens/mfa/verify: turns the app on; the recovery codes, shown once. */
export function useVerifyMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      (
        await call<MfaVerifyResult>({
          area: 'tokens',
          path: '/mfa/verify',
          method: 'POST',
          body: { code },
        })
      ).data,
    // The status is read again when the recovery codes are put away (see MfaEnrolment).
    onError: () => void queryClient.invalidateQueries({ queryKey: MFA_STATUS_QUERY_KEY }),
  });
}

/** POST /tokens/mfa/disable with the password and a current code. */
export function useDisableMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: MfaDisable) => {
      await call({ area: 'tokens', path: '/mfa/disable', method: 'POST', body });
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: MFA_STATUS_QUERY_KEY }),
  });
}
