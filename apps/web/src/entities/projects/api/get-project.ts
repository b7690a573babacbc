import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Project } from '@tallysheet/contract/directory/directory';
import { call } from '@/lib/api-client.ts';

/** GET /crm/ps/projects/{id}; a deleted project comes back with isDeleted. */
export async function getProject(projectId: string): Promise<Project> {
  const { data } = await call<Project>({
    area: 'crm/ps',
    path: `/projects/${encodeURIComponent(projectId)}`,
  });
  return data;
}

export const getProjectQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: ['projects', 'detail', projectId],
    queryFn: () => getProject(projectId),
  });

export const useProject = (projectId: string | undefined) =>
  useQuery({ ...getProjectQueryOptions(projectId ?? ''), enabled: Boolean(projectId) });
