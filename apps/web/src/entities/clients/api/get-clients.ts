import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CLIENT_SORT,
  ClientListQuery,
  ClientList,
} from '@tallysheet/contract/directory/directory';
import { pickerQuery } from '@/entities/directory/dropdown-query.ts';
import { call } from '@/lib/api-client.ts';

export type { ClientList };
export type ClientSortCol = (typeof CLIENT_SORT)[number];
export type { ClientListQuery };

/** GET /crm/ps/clients: one page of clients and the total (D§7.1). */
export async function getClients(query: ClientListQuery): Promise<ClientList> {
  const { data } = await call<ClientList>({ area: 'crm/ps', path: '/clients', params: query });
  return data;
}

export const getClientsQueryOptions = (query: ClientListQuery) =>
  queryOptions({
    queryKey: ['clients', 'list', query],
    queryFn: () => getClients(query),
    // Keep the old page on screen while the next sort or page loads.
    placeholderData: keepPreviousData,
  });

export const useClients = (query: ClientListQuery) => useQuery(getClientsQueryOptions(query));

/** The client pickers' search (ClientSelect): the first clients whose name starts with `q`. */
export const getClientSearchQueryOptions = (q: string, activeOnly = false) => {
  const query = pickerQuery(q, { activeOnly });
  return queryOptions({
    queryKey: ['clients', 'list', query],
    queryFn: () => getClients(query),
    select: (data) => ({ options: data.clients, count: data.count }),
  });
};
