import { ClientSelect } from '@/entities/clients/client-select.tsx';
import { ProjectSelect } from '@/entities/projects/project-select.tsx';
import { SupplierSelect } from '@/entities/suppliers/supplier-select.tsx';
import { TaskSelect } from '@/entities/tasks/task-select.tsx';
import { UserSelect } from '@/entities/users/user-select.tsx';

/** The directory's filters of time: client, project, task, associate and supplier, by id. */
export const DIRECTORY_FILTERS = [
  'clientId',
  'projectId',
  'taskId',
  'userId',
  'supplierId',
] as const;
export type DirectoryFilter = (typeof DIRECTORY_FILTERS)[number];
export type DirectoryFilterValues = Record<DirectoryFilter, string>;

/** The directory filters a URL names ('' where it names none). */
export const readDirectoryFilters = (params: URLSearchParams) =>
  Object.fromEntries(
    DIRECTORY_FILTERS.map((key) => [key, params.get(key)?.trim() ?? '']),
  ) as DirectoryFilterValues;

/** How many of the directory filters are set. */
export const countDirectoryFilters = (values: DirectoryFilterValues) =>
  DIRECTORY_FILTERS.filter((key) => values[key]).length;

/**
 * The five pickers, each searching the server. A new client clears the project and task, a new
 * project the task: one of another client would match nothing.
 */
export function DirectoryFilters({
  values,
  onChange,
}: {
  values: DirectoryFilterValues;
  onChange(change: Partial<DirectoryFilterValues>): void;
}) {
  return (
    <>
      <ClientSelect
        required={false}
        value={values.clientId}
        onChange={(clientId) => onChange({ clientId, projectId: '', taskId: '' })}
      />
      <ProjectSelect
        value={values.projectId}
        clientId={values.clientId}
        onChange={(projectId) => onChange({ projectId, taskId: '' })}
      />
      <TaskSelect
        value={values.taskId}
        clientId={values.clientId}
        projectId={values.projectId}
        onChange={(taskId) => onChange({ taskId })}
      />
      <UserSelect value={values.userId} onChange={(userId) => onChange({ userId })} />
      <SupplierSelect
        required={false}
        value={values.supplierId}
        onChange={(supplierId) => onChange({ supplierId })}
      />
    </>
  );
}
