import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiKeyList } from '@tallysheet/contract/api-keys/api-keys';
import { call } from '@/lib/api-client.ts';

/** GET /admin/api-keys: the tenant's keys, newest first, never the keys themselves. */
export async function getApiKeys(): Promise<ApiKeyList> {
  const { data } = await call<ApiKeyList>({ area: 'admin', path: '/api-keys' });
  return data;
}

export const getApiKeysQueryOptions = () =>
  queryOptions({ queryKey: ['api-keys', 'list'], queryFn: getApiKeys });

export const useApiKeys = () => useQuery(getApiKeysQueryOptions());
