import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  DashboardApprovals,
  DashboardDecisions,
} from '@tallysheet/contract/reporting/dashboard-approvals';
import { call } from '@/lib/api-client.ts';

/** GET /reporting/dashboard/approvals: the oldest pending timecards and the median time to decision. */
export async function getDashboardApprovals(): Promise<DashboardApprovals> {
  const { data } = await call<DashboardApprovals>({
    area: 'reporting',
    path: '/dashboard/approvals',
  });
  return data;
}

export const useDashboardApprovals = () =>
  useQuery(
    queryOptions({
      queryKey: ['reporting', 'dashboard', 'approvals'],
      queryFn: getDashboardApprovals,
    }),
  );

/** GET /reporting/dashboard/decisions: the decided days one client's median counts. */
export async function getDashboardDecisions(clientId: string): Promise<DashboardDecisions> {
  const { data } = await call<DashboardDecisions>({
    area: 'reporting',
    path: '/dashboard/decisions',
    params: { clientId },
  });
  return data;
}

export const useDashboardDecisions = (clientId: string | null) =>
  useQuery({
    queryKey: ['reporting', 'dashboard', 'decisions', clientId],
    queryFn: () => getDashboardDecisions(clientId!),
    enabled: clientId !== null,
  });
