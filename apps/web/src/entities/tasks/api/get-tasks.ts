import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TASK_SORT, TaskListQuery, TaskList } from '@tallysheet/contract/directory/directory';
import { pickerQuery } from '@/entities/directory/dropdown-query.ts';
import { call } from '@/lib/api-client.ts';

export type { TaskList };
export type TaskSortCol = (typeof TASK_SORT)[number];
export type { TaskListQuery };

/** GET /crm/ps/tasks: one page of tasks and the total (D§7.1). */
export async function getTasks(query: TaskListQuery): Promise<TaskList> {
  const { data } = await call<TaskList>({ area: 'crm/ps', path: '/tasks', params: query });
  return data;
}

export const getTasksQueryOptions = (query: TaskListQuery) =>
  queryOptions({
    queryKey: ['tasks', 'list', query],
    queryFn: () => getTasks(query),
    // Keep the old page on screen while the next sort or page loads.
    placeholderData: keepPreviousData,
  });

export const useTasks = (query: TaskListQuery) => useQuery(getTasksQueryOptions(query));

/** The task pickers' search (TaskSelect): of a project, of a client, or all, by project. */
export const getTaskSearchQueryOptions = (
  q: string,
  filter: { clientId?: string; projectId?: string },
) => {
  const query: TaskListQuery = {
    ...pickerQuery(q),
    sortCol: 'projectName',
    clientId: filter.clientId || undefined,
    projectId: filter.projectId || undefined,
  };
  return queryOptions({
    queryKey: ['tasks', 'list', query],
    queryFn: () => getTasks(query),
    select: (data) => ({ options: data.tasks, count: data.count }),
  });
};
