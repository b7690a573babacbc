import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardFigures } from '@tallysheet/contract/timesheets/admin';
import { call } from '@/lib/api-client.ts';

/** GET /reporting/dashboard: the Company Dashboard's live figures. */
export async function getDashboardFigures(): Promise<DashboardFigures> {
  const { data } = await call<DashboardFigures>({ area: 'reporting', path: '/dashboard' });
  return data;
}

export const getDashboardFiguresQueryOptions = () =>
  queryOptions({ queryKey: ['reporting', 'dashboard'], queryFn: getDashboardFigures });

export const useDashboardFigures = () => useQuery(getDashboardFiguresQueryOptions());
