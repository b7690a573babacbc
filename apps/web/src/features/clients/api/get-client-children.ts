import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListQuery } from '@tallysheet/contract/common/lists';
import type {
  CONTACT_SORT,
  ContactListSchema,
  PROJECT_SORT,
  ProjectListSchema,
  TASK_SORT,
  TaskListSchema,
} from '@tallysheet/contract/directory/directory';
import { call } from '../../../lib/api-client.ts';

export type ProjectList = z.infer<typeof ProjectListSchema>;
export type ContactList = z.infer<typeof ContactListSchema>;
export type TaskList = z.infer<typeof TaskListSchema>;
export type ProjectSortCol = (typeof PROJECT_SORT)[number];
export type ContactSortCol = (typeof CONTACT_SORT)[number];
export type TaskSortCol = (typeof TASK_SORT)[number];
type ChildQuery<C extends string> = ListQuery<C> & { clientId: string };

// The keys start with the children's domain, so their editors' saves refresh these tables.

/** GET /crm/ps/projects?clientId=: one page of the client's projects. */
export const useClientProjects = (query: ChildQuery<ProjectSortCol>) =>
  useQuery(
    queryOptions({
      queryKey: ['projects', 'list', query],
      queryFn: async () =>
        (await call<ProjectList>({ area: 'crm/ps', path: '/projects', params: query })).data,
      placeholderData: keepPreviousData,
    }),
  );

/** GET /crm/ps/contacts?clientId=: one page of the client's contacts. */
export const useClientContacts = (query: ChildQuery<ContactSortCol>) =>
  useQuery(
    queryOptions({
      queryKey: ['contacts', 'list', query],
      queryFn: async () =>
        (await call<ContactList>({ area: 'crm/ps', path: '/contacts', params: query })).data,
      placeholderData: keepPreviousData,
    }),
  );

/** GET /crm/ps/tasks?clientId=: one page of the client's tasks. */
export const useClientTasks = (query: ChildQuery<TaskSortCol>) =>
  useQuery(
    queryOptions({
      queryKey: ['tasks', 'list', query],
      queryFn: async () =>
        (await call<TaskList>({ area: 'crm/ps', path: '/tasks', params: query })).data,
      placeholderData: keepPreviousData,
    }),
  );
