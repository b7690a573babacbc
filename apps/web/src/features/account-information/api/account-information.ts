import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountInformation,
  UpdateAccountInformation,
} from '@tallysheet/contract/tenants/account-information';
import { call } from '@/lib/api-client.ts';
import { getTenantInformationQueryOptions } from '@/lib/bootstrap/get-tenant-information.ts';

const ACCOUNT_INFORMATION_QUERY_KEY = ['account-information', 'detail'] as const;

/** GET /admin/account-information: the company's details and account facts. */
export async function getAccountInformation(): Promise<AccountInformation> {
  return (await call<AccountInformation>({ area: 'admin', path: '/account-information' })).data;
}

export const getAccountInformationQueryOptions = () =>
  queryOptions({ queryKey: ACCOUNT_INFORMATION_QUERY_KEY, queryFn: getAccountInformation });

export const useAccountInformation = () => useQuery(getAccountInformationQueryOptions());

/** PUT /admin/account-information: the fields given change, the others stay. */
export async function updateAccountInformation(
  body: UpdateAccountInformation,
): Promise<AccountInformation> {
  const { data } = await call<AccountInformation>({
    area: 'admin',
    path: '/account-information',
    method: 'PUT',
    body,
  });
  return data;
}

export function useUpdateAccountInformation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountInformation,
    onSuccess: async (saved) => {
      queryClient.setQueryData(ACCOUNT_INFORMATION_QUERY_KEY, saved);
      // The sidebar's company section is titled with the tenant's name.
      await queryClient.invalidateQueries(getTenantInformationQueryOptions(true));
    },
  });
}
