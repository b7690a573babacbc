import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  DashboardPeople,
  DashboardPeopleFigure,
} from '@tallysheet/contract/reporting/dashboard-people';
import { call } from '@/lib/api-client.ts';

/** GET /reporting/dashboard/people: the people a dashboard figure counts. */
export async function getDashboardPeople(figure: DashboardPeopleFigure): Promise<DashboardPeople> {
  const { data } = await call<DashboardPeople>({
    area: 'reporting',
    path: '/dashboard/people',
    params: { figure },
  });
  return data;
}

export const getDashboardPeopleQueryOptions = (figure: DashboardPeopleFigure) =>
  queryOptions({
    queryKey: ['reporting', 'dashboard', 'people', figure],
    queryFn: () => getDashboardPeople(figure),
  });

export const useDashboardPeople = (figure: DashboardPeopleFigure | null) =>
  useQuery({
    ...getDashboardPeopleQueryOptions(figure ?? 'activeAssociates'),
    enabled: figure !== null,
  });
