import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ProjectListSchema } from '@tallysheet/contract/directory/directory';
import { call } from '../../../lib/api-client.ts';

export type ProjectList = z.infer<typeof ProjectListSchema>;

/** GET /crm/ps/projects of one client, for the association project dropdown. */
export async function getClientProjects(clientId: string): Promise<ProjectList> {
  const { data } = await call<ProjectList>({
    area: 'crm/ps',
    path: '/projects',
    params: { clientId, all: true, page: 0, pageSize: 100, sortCol: 'projectName', sortDir: 'asc' },
  });
  return data;
}

export const getClientProjectsQueryOptions = (clientId: string) =>
  queryOptions({
    queryKey: ['projects', 'list', { clientId, options: true }],
    queryFn: () => getClientProjects(clientId),
  });

export const useClientProjects = (clientId: string | undefined) =>
  useQuery({ ...getClientProjectsQueryOptions(clientId ?? ''), enabled: Boolean(clientId) });
