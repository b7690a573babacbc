import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Chip from '@mui/material/Chip';
import type { Task } from '@tallysheet/contract/directory/directory';
import {
  clientNameColumn,
  descriptionColumn,
  updatedColumn,
} from '@/components/data-table/columns.ts';
import { directoryTable } from '@/components/data-table/directory-table.tsx';
import { useDeleteTask } from '@/features/tasks/api/delete-task.ts';
import { useTasks, type TaskList, type TaskListQuery } from '@/entities/tasks/api/get-tasks.ts';
import { defaultTaskLock } from '@/entities/tasks/default-task-lock.ts';
import { TASK, TASK_TEXT } from '@/features/tasks/messages.ts';

/** Marks a default task, which cannot be edited, archived or deleted (D§4). */
function DefaultTaskChip() {
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<LockOutlinedIcon />}
      label="Default"
      sx={{ height: 22 }}
    />
  );
}

/** The tasks list (D§2.1): name, project, client, description and the last update. */
export const TasksTable = directoryTable<Task, TaskListQuery, TaskList>({
  kind: TASK,
  label: 'Tasks',
  name: { sortCol: 'name', width: '20%', value: (row) => row.name },
  columns: [
    {
      id: 'isDefault',
      label: 'Default',
      width: 136,
      render: (row) => (row.isDefault ? <DefaultTaskChip /> : null),
    },
    {
      id: 'project',
      label: 'Project',
      sortCol: 'Project.project_name',
      width: '18%',
      identifies: true,
      value: (row) => row.projectName,
    },
    clientNameColumn('client'),
    descriptionColumn(),
    updatedColumn(),
  ],
  text: TASK_TEXT,
  minWidth: 1000,
  useList: useTasks,
  rows: (data) => data.tasks,
  lockedReason: defaultTaskLock,
  useDelete: useDeleteTask,
});
