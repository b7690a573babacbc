import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@tallysheet/contract/profile/profile';
import type { TenantInformation } from '@tallysheet/contract/tenants/tenant-information';
import type { ClientConfig } from '@tallysheet/contract/util/util';
import { call } from '../../lib/api-client.ts';

export const getClientConfig = async () =>
  (await call<ClientConfig>({ area: 'util', path: '/client-config', auth: false })).data;
export const getClientConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['bootstrap', 'client-config'],
    queryFn: getClientConfig,
    gcTime: Infinity,
    staleTime: Infinity,
  });

export const getProfile = async () => (await call<Profile>({ area: 'profile', path: '/' })).data;
export const getProfileQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: ['bootstrap', 'profile'],
    queryFn: getProfile,
    enabled,
    gcTime: Infinity,
    staleTime: 60_000,
  });
export const useProfile = (enabled = true) => useQuery(getProfileQueryOptions(enabled));

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
