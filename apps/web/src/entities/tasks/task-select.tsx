import { SearchSelect } from '@/components/search-select.tsx';
import { getTaskQueryOptions } from './api/get-task.ts';
import { getTaskSearchQueryOptions } from './api/get-tasks.ts';

interface TaskSelectProps {
  value: string;
  onChange(taskId: string): void;
  /** Narrow the choice to a project's (or a client's) tasks; all, grouped by project, when blank. */
  projectId?: string;
  clientId?: string;
  required?: boolean;
  disabled?: boolean;
}

/** A task picker that searches the tasks by name as you type, grouped by project. */
export function TaskSelect({ projectId, clientId, ...props }: TaskSelectProps) {
  return (
    <SearchSelect
      {...props}
      search={(q) => getTaskSearchQueryOptions(q, { clientId, projectId })}
      lookup={getTaskQueryOptions}
      getId={(task) => task.id}
      getLabel={(task) => task.name}
      groupBy={projectId ? undefined : (task) => task.projectName}
      label="Task"
    />
  );
}
