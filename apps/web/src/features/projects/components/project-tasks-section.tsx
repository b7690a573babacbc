import type { Task } from '@tallysheet/contract/directory/directory';
import { ChildTable } from '@/components/data-table/child-table.tsx';
import { descriptionColumn, updatedColumn } from '@/components/data-table/columns.ts';
import type { ListDeclaration } from '@/components/data-table/list-declaration.ts';
import { useTasks, type TaskList, type TaskListQuery } from '@/entities/tasks/api/get-tasks.ts';
import { defaultTaskLock } from '@/entities/tasks/default-task-lock.ts';
import { TASK_TEXT } from '@/features/projects/messages.ts';

const TASKS: ListDeclaration<Task, TaskListQuery, TaskList> = {
  label: 'Tasks',
  text: TASK_TEXT,
  name: { sortCol: 'taskName', width: '30%', value: (row) => row.name },
  columns: [descriptionColumn('taskDescription'), updatedColumn()],
  minWidth: 560,
  useList: useTasks,
  rows: (data) => data.tasks,
  lockedReason: defaultTaskLock,
};

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
  return (
    <ChildTable
      declaration={TASKS}
      parent={{ projectId }}
      deleted={deleted}
      onOpen={onOpenTask}
      onEdit={onOpenTask}
      onCreate={onCreateTask}
    />
  );
}
