import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Chip from '@mui/material/Chip';
import type { Task } from '@tallysheet/contract/directory/directory';
import { useConfirmDelete } from '@/components/confirm-dialog.tsx';
import { DataTable } from '@/components/data-table/data-table.tsx';
import type { DataTableColumn } from '@/components/data-table/types.ts';
import type { ListState } from '@/components/data-table/use-list-state.ts';
import { useDeleteTask } from '@/features/tasks/api/delete-task.ts';
import { useTasks, type TaskSortCol } from '@/entities/tasks/api/get-tasks.ts';
import { defaultTaskLock } from '@/entities/tasks/default-task-lock.ts';
import { TASK, TASK_TEXT, TASK_TOASTS } from '@/features/tasks/messages.ts';

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

const COLUMNS: DataTableColumn<Task>[] = [
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
  {
    id: 'client',
    label: 'Client',
    width: '16%',
    identifies: true,
    value: (row) => row.clientName,
  },
  {
    id: 'description',
    label: 'Description',
    sortCol: 'description',
    value: (row) => row.description,
  },
  {
    id: 'updatedAt',
    label: 'Updated',
    sortCol: 'updatedAt',
    kind: 'date',
    value: (row) => row.updatedAt,
  },
];

/** The tasks list (D§2.1): name, project, client, description and the last update. */
export function TasksTable({
  list,
  onOpen,
  onCreate,
}: {
  list: ListState<TaskSortCol>;
  onOpen(task: Task): void;
  onCreate(): void;
}) {
  const query = useTasks(list.query);
  const remove = useDeleteTask();
  const confirmDelete = useConfirmDelete<Task>({
    kind: TASK,
    remove: (task) => remove.mutateAsync(task.id),
    success: TASK_TOASTS.deleted,
    failure: TASK_TOASTS.deleteError,
  });
  return (
    <>
      <DataTable
        label="Tasks"
        name={{ sortCol: 'name', width: '20%', value: (row) => row.name }}
        columns={COLUMNS}
        rows={query.data?.tasks}
        count={query.data?.count}
        getRowId={(row) => row.id}
        list={list}
        query={query}
        onOpen={onOpen}
        onEdit={onOpen}
        onDelete={confirmDelete.ask}
        lockedReason={defaultTaskLock}
        emptyText={TASK_TEXT.empty}
        errorText={TASK_TEXT.loadError}
        createLabel="New Task"
        onCreate={onCreate}
        minWidth={1000}
      />
      {confirmDelete.dialog}
    </>
  );
}
