import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ClientListSchema } from '@tallysheet/contract/directory/directory';
import { call } from '../../../lib/api-client.ts';

export type ClientList = z.infer<typeof ClientListSchema>;

/** The client dropdown's query (D§2.2): every client, page 0, 100 of them, by name. */
export const CLIENT_OPTIONS_QUERY = {
  sortCol: 'name',
  sortDir: 'asc',
  all: true,
  page: 0,
  pageSize: 100,
} as const;

/** GET /crm/ps/clients for the client dropdowns of new projects and contacts. */
export async function getClientOptions(): Promise<ClientList> {
  const { data } = await call<ClientList>({
    area: 'crm/ps',
    path: '/clients',
    params: CLIENT_OPTIONS_QUERY,
  });
  return data;
}

export const getClientOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['clients', 'list', CLIENT_OPTIONS_QUERY],
    queryFn: getClientOptions,
  });

export const useClientOptions = () => useQuery(getClientOptionsQueryOptions());
