import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InternalEmail,
  SetInternalEmail,
  VerifyInternalEmail,
} from '@tallysheet/contract/tenants/internal-email';
import { call } from '@/lib/api-client.ts';

const INTERNAL_EMAIL_QUERY_KEY = ['internal-email', 'detail'] as const;

/** GET /admin/internal-email: the address and whether it is verified. */
export const getInternalEmail = async () =>
  (await call<InternalEmail>({ area: 'admin', path: '/internal-email' })).data;

export const getInternalEmailQueryOptions = () =>
  queryOptions({ queryKey: INTERNAL_EMAIL_QUERY_KEY, queryFn: getInternalEmail });

export const useInternalEmail = () => useQuery(getInternalEmailQueryOptions());

/** PUT /admin/internal-email: sets the address and e-mails it a code. */
export async function setInternalEmail(body: SetInternalEmail): Promise<InternalEmail> {
  const { data } = await call<InternalEmail>({
    area: 'admin',
    path: '/internal-email',
    method: 'PUT',
    body,
  });
  return data;
}

/** POST /admin/internal-email/verify: the e-mailed code confirms the address. */
export async function verifyInternalEmail(body: VerifyInternalEmail): Promise<InternalEmail> {
  const { data } = await call<InternalEmail>({
    area: 'admin',
    path: '/internal-email/verify',
    method: 'POST',
    body,
  });
  return data;
}

function useInternalEmailMutation<T>(mutationFn: (body: T) => Promise<InternalEmail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (saved) => queryClient.setQueryData(INTERNAL_EMAIL_QUERY_KEY, saved),
  });
}

export const useSetInternalEmail = () => useInternalEmailMutation(setInternalEmail);
export const useVerifyInternalEmail = () => useInternalEmailMutation(verifyInternalEmail);
