import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  PROJECT_SORT,
  ProjectListQuery,
  ProjectList,
} from '@tallysheet/contract/directory/directory';
import { pickerQuery } from '@/entities/directory/dropdown-query.ts';
import { call } from '@/lib/api-client.ts';

export type { ProjectList };
export type ProjectSortCol = (typeof PROJECT_SORT)[number];
export type { ProjectListQuery };

/** GET /crm/ps/projects: one page of projects, of one client when given (D§7.1). */
export async function getProjects(query: ProjectListQuery): Promise<ProjectList> {
  const { data } = await call<ProjectList>({ area: 'crm/ps', path: '/projects', params: query });
  return data;
}

export const getProjectsQueryOptions = (query: ProjectListQuery) =>
  queryOptions({
    queryKey: ['projects', 'list', query],
    queryFn: () => getProjects(query),
    // Keep the old page on screen while the next sort or page loads.
    placeholderData: keepPreviousData,
  });

export const useProjects = (query: ProjectListQuery) => useQuery(getProjectsQueryOptions(query));

/** The project pickers' search (ProjectSelect): the first projects, of one client if given. */
export const getProjectSearchQueryOptions = (
  q: string,
  filter: { clientId?: string; activeOnly?: boolean } = {},
) => {
  const query = { ...pickerQuery(q, filter), clientId: filter.clientId || undefined };
  return queryOptions({
    queryKey: ['projects', 'list', query],
    queryFn: () => getProjects(query),
    select: (data) => ({ options: data.projects, count: data.count }),
  });
};
