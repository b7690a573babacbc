import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateDelegation,
  Delegation,
  DelegationList,
} from '@tallysheet/contract/directory/delegations';
import { call } from '@/lib/api-client.ts';
import { useKeyedMutation } from '@/lib/idempotency.ts';

/** How many of one contact's delegations the editor lists (the newest). */
export const DELEGATIONS_SHOWN = 25;

/** GET /admin/delegations?contactId=: one contact's alternates, newest first. */
export async function getDelegations(contactId: string): Promise<DelegationList> {
  const { data } = await call<DelegationList>({
    area: 'admin',
    path: '/delegations',
    params: { contactId, pageSize: DELEGATIONS_SHOWN },
  });
  return data;
}

export const getDelegationsQueryOptions = (contactId: string) =>
  queryOptions({
    queryKey: ['delegations', 'list', contactId],
    queryFn: () => getDelegations(contactId),
  });

export const useDelegations = (contactId: string) =>
  useQuery(getDelegationsQueryOptions(contactId));

/** POST /admin/delegations: sets an alternate; retried safely with an Idempotency-Key. */
export async function createDelegation(
  body: CreateDelegation,
  idempotencyKey?: string,
): Promise<Delegation> {
  const { data } = await call<Delegation>({
    area: 'admin',
    path: '/delegations',
    method: 'POST',
    body,
    idempotencyKey,
  });
  return data;
}

export function useCreateDelegation() {
  const queryClient = useQueryClient();
  return useKeyedMutation({
    mutationFn: createDelegation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['delegations'] }),
  });
}

/** DELETE /admin/delegations/{id}: the alternate stops standing in at once. */
export async function deleteDelegation(id: string): Promise<void> {
  await call({ area: 'admin', path: `/delegations/${encodeURIComponent(id)}`, method: 'DELETE' });
}

export function useDeleteDelegation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDelegation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['delegations'] }),
  });
}
