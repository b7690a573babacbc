import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Client } from '@tallysheet/contract/directory/directory';
import { call } from '@/lib/api-client.ts';

/** GET /crm/ps/clients/{clientId}; a deleted client comes back with isDeleted. */
export async function getClient(clientId: string): Promise<Client> {
  const { data } = await call<Client>({
    area: 'crm/ps',
    path: `/clients/${encodeURIComponent(clientId)}`,
  });
  return data;
}

export const getClientQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: ['clients', 'detail', clientId],
    queryFn: () => getClient(clientId),
  });

export const useClient = (clientId: string | undefined) =>
  useQuery({ ...getClientQueryOptions(clientId ?? ''), enabled: Boolean(clientId) });
