import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ClosePeriod,
  PeriodLock,
  PeriodLockList,
} from '@tallysheet/contract/locks/period-locks';
import { call } from '@/lib/api-client.ts';
import { useKeyedMutation } from '@/lib/idempotency.ts';

/** How many closed periods the screen lists (the latest periods first). */
export const PERIOD_LOCKS_SHOWN = 100;
const KEY = ['period-locks'] as const;

/** GET /admin/period-locks: the periods closed now. */
export async function getPeriodLocks(): Promise<PeriodLockList> {
  const { data } = await call<PeriodLockList>({
    area: 'admin',
    path: '/period-locks',
    params: { pageSize: PERIOD_LOCKS_SHOWN },
  });
  return data;
}

export const usePeriodLocks = () =>
  useQuery({ queryKey: [...KEY, 'list'], queryFn: getPeriodLocks });

/** POST /admin/period-locks: closes a period; retried safely with an Idempotency-Key. */
export async function closePeriod(body: ClosePeriod, idempotencyKey?: string): Promise<PeriodLock> {
  const { data } = await call<PeriodLock>({
    area: 'admin',
    path: '/period-locks',
    method: 'POST',
    body,
    idempotencyKey,
  });
  return data;
}

export function useClosePeriod() {
  const queryClient = useQueryClient();
  return useKeyedMutation({
    mutationFn: closePeriod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** DELETE /admin/period-locks/{id} with `{reason}`: reopens the period. */
export async function reopenPeriod({ id, reason }: { id: string; reason: string }) {
  await call({
    area: 'admin',
    path: `/period-locks/${encodeURIComponent(id)}`,
    method: 'DELETE',
    body: { reason },
  });
}

export function useReopenPeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenPeriod,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
