import type { Task } from '@tallysheet/contract/directory/directory';
import { EditorSection } from '@/components/editor-drawer/editor-section.tsx';
import { DataTable } from '@/components/data-table/data-table.tsx';
import type { DataTableColumn } from '@/components/data-table/types.ts';
import { useListState } from '@/components/data-table/use-list-state.ts';
import { useTasks, type TaskSortCol } from '@/entities/tasks/api/get-tasks.ts';
import { defaultTaskLock } from '@/entities/tasks/default-task-lock.ts';
import { TASK_TEXT } from '@/features/projects/messages.ts';

const COLUMNS: DataTableColumn<Task>[] = [
  {
    id: 'description',
    label: 'Description',
    sortCol: 'taskDescription',
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

/** The project editor's Tasks (D§2.2): a task opens the task editor in place of this one. */
export function ProjectTasksSection({
  projectId,
  onOpenTask,
  onCreateTask,
  deleted,
}: {
  projectId: string;
  onOpenTask(task: Task): void;
  onCreateTask(): void;
  deleted: boolean;
}) {
  const list = useListState<TaskSortCol>();
  const query = useTasks({ ...list.query, archived: undefined, all: true, projectId });
  return (
    <EditorSection
      title="Tasks"
      actionLabel="New Task"
      onAction={onCreateTask}
      actionDisabled={deleted}
    >
      <DataTable
        label="Tasks"
        name={{ sortCol: 'taskName', width: '30%', value: (row) => row.name }}
        columns={COLUMNS}
        rows={query.data?.tasks}
        count={query.data?.count}
        getRowId={(row) => row.id}
        list={list}
        query={query}
        onOpen={onOpenTask}
        onEdit={onOpenTask}
        lockedReason={defaultTaskLock}
        emptyText={TASK_TEXT.empty}
        errorText={TASK_TEXT.loadError}
        createLabel="New Task"
        onCreate={onCreateTask}
        createDisabled={deleted}
        minWidth={560}
      />
    </EditorSection>
  );
}
