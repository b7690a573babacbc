import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateRate, Rate, RateList } from '@tallysheet/contract/rates/rates';
import { call } from '@/lib/api-client.ts';
import { useKeyedMutation } from '@/lib/idempotency.ts';

/** How many of a project's or an associate's rates an editor lists (the newest). */
export const RATES_SHOWN = 100;

/** Whose rates: a project's (all levels naming it) or an associate's. */
export type RatesOwner = { projectId: string } | { userId: string };

/** GET /admin/rates?projectId= | ?userId=: newest effective day first. */
export async function getRates(owner: RatesOwner): Promise<RateList> {
  const { data } = await call<RateList>({
    area: 'admin',
    path: '/rates',
    params: { ...owner, pageSize: RATES_SHOWN },
  });
  return data;
}

export const getRatesQueryOptions = (owner: RatesOwner) =>
  queryOptions({ queryKey: ['rates', 'list', owner], queryFn: () => getRates(owner) });

export const useRates = (owner: RatesOwner | null) =>
  useQuery({
    ...getRatesQueryOptions(owner ?? { projectId: '' }),
    enabled: owner !== null,
  });

/** POST /admin/rates: a rate from a day on; retried safely with an Idempotency-Key. */
export async function createRate(body: CreateRate, idempotencyKey?: string): Promise<Rate> {
  const { data } = await call<Rate>({
    area: 'admin',
    path: '/rates',
    method: 'POST',
    body,
    idempotencyKey,
  });
  return data;
}

export function useCreateRate() {
  const queryClient = useQueryClient();
  return useKeyedMutation({
    mutationFn: createRate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['rates'] }),
  });
}

/** DELETE /admin/rates/{id}: the rate before it is in force again. */
export async function deleteRate(id: string): Promise<void> {
  await call({ area: 'admin', path: `/rates/${encodeURIComponent(id)}`, method: 'DELETE' });
}

export function useDeleteRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['rates'] }),
  });
}
