import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TenantInformation } from '@tallysheet/contract/tenants/tenant-information';
import { call } from '@/lib/api-client.ts';

/** GET /tenant/get-tenant-information: the tenant, its seats and its billing. */
export const getTenantInformation = async () =>
  (await call<TenantInformation>({ area: 'tenant', path: '/get-tenant-information' })).data;

export const getTenantInformationQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: ['bootstrap', 'tenant'],
    queryFn: getTenantInformation,
    enabled,
    gcTime: Infinity,
    staleTime: 60_000,
  });

export const useTenantInformation = (enabled = true) =>
  useQuery(getTenantInformationQueryOptions(enabled));
