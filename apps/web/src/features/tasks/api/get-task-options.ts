import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ClientListSchema, ProjectListSchema } from '@tallysheet/contract/directory/directory';
import { call } from '../../../lib/api-client.ts';

type ClientList = z.infer<typeof ClientListSchema>;
type ProjectList = z.infer<typeof ProjectListSchema>;

/** The dropdowns' page: every row, page 0, 100 of them, by name (D§2.2). */
const OPTIONS_PAGE = {
  sortCol: 'name',
  sortDir: 'asc',
  all: true,
  page: 0,
  pageSize: 100,
} as const;

/** GET /crm/ps/clients for the task's client dropdown. */
export const useClientOptions = (enabled: boolean) =>
  useQuery({
    ...queryOptions({
      queryKey: ['clients', 'options', OPTIONS_PAGE],
      queryFn: async () =>
        (await call<ClientList>({ area: 'crm/ps', path: '/clients', params: OPTIONS_PAGE })).data,
    }),
    enabled,
  });

/** GET /crm/ps/projects?clientId= for the task's project dropdown. */
export const useProjectOptions = (clientId: string, enabled: boolean) => {
  const params = { ...OPTIONS_PAGE, clientId };
  return useQuery({
    ...queryOptions({
      queryKey: ['projects', 'options', params],
      queryFn: async () =>
        (await call<ProjectList>({ area: 'crm/ps', path: '/projects', params })).data,
    }),
    enabled: enabled && Boolean(clientId),
  });
};
