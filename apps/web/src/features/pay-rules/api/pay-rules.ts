import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateHoliday,
  Holiday,
  HolidayList,
  PayRules,
} from '@tallysheet/contract/pay-rules/pay-rules';
import { call } from '@/lib/api-client.ts';
import { useKeyedMutation } from '@/lib/idempotency.ts';

const RULES_KEY = ['pay-rules', 'detail'] as const;
const HOLIDAYS_KEY = ['holidays'] as const;
/** The weeks already read show their holidays: read them again after a change. */
const WEEKS_KEY = ['timesheets', 'week'] as const;
const refresh = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: HOLIDAYS_KEY }),
    queryClient.invalidateQueries({ queryKey: WEEKS_KEY }),
  ]);

/** GET /admin/pay-rules: the overtime rules (the defaults until saved). */
export const getPayRules = async () =>
  (await call<PayRules>({ area: 'admin', path: '/pay-rules' })).data;

export const usePayRules = () =>
  useQuery(queryOptions({ queryKey: RULES_KEY, queryFn: getPayRules }));

/** PUT /admin/pay-rules. */
export function useSavePayRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PayRules) =>
      (await call<PayRules>({ area: 'admin', path: '/pay-rules', method: 'PUT', body })).data,
    onSuccess: (saved) => queryClient.setQueryData(RULES_KEY, saved),
  });
}

/** GET /admin/holidays: every holiday, earliest date first. */
export const getHolidays = async () =>
  (await call<HolidayList>({ area: 'admin', path: '/holidays' })).data;

export const useHolidays = () =>
  useQuery({ queryKey: [...HOLIDAYS_KEY, 'list'], queryFn: getHolidays });

/** POST /admin/holidays; retried safely with an Idempotency-Key. */
export async function addHoliday(body: CreateHoliday, idempotencyKey?: string) {
  const { data } = await call<Holiday>({
    area: 'admin',
    path: '/holidays',
    method: 'POST',
    body,
    idempotencyKey,
  });
  return data;
}

export function useAddHoliday() {
  const queryClient = useQueryClient();
  return useKeyedMutation({
    mutationFn: addHoliday,
    onSuccess: () => refresh(queryClient),
  });
}

/** DELETE /admin/holidays/{id}. */
export async function removeHoliday(id: string) {
  await call({ area: 'admin', path: `/holidays/${encodeURIComponent(id)}`, method: 'DELETE' });
}

export function useRemoveHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeHoliday,
    onSuccess: () => refresh(queryClient),
  });
}
