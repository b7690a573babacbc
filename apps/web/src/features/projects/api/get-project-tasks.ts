import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListQuery } from '@tallysheet/contract/common/lists';
import type { TASK_SORT, TaskListSchema } from '@tallysheet/contract/directory/directory';
import { call } from '../../../lib/api-client.ts';

export type TaskList = z.infer<typeof TaskListSchema>;
export type TaskSortCol = (typeof TASK_SORT)[number];
export type ProjectTasksQuery = ListQuery<TaskSortCol> & { projectId: string };

/** GET /crm/ps/tasks?projectId=: one page of a project's tasks. */
export async function getProjectTasks(query: ProjectTasksQuery): Promise<TaskList> {
  const { data } = await call<TaskList>({ area: 'crm/ps', path: '/tasks', params: query });
  return data;
}

export const getProjectTasksQueryOptions = (query: ProjectTasksQuery) =>
  queryOptions({
    queryKey: ['tasks', 'list', query],
    queryFn: () => getProjectTasks(query),
    placeholderData: keepPreviousData,
  });

export const useProjectTasks = (query: ProjectTasksQuery) =>
  useQuery(getProjectTasksQueryOptions(query));
