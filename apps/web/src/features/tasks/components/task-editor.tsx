import Alert from '@mui/material/Alert';
import { CreateTaskSchema, type Task } from '@tallysheet/contract/directory/directory';
import type { DirectoryEditorProps } from '@/components/editor-drawer/directory-editor-types.ts';
import { DirectoryEditor } from '@/components/editor-drawer/directory-editor.tsx';
import {
  plainForm,
  useEntityEditor,
  type DirectoryEditorDeclaration,
} from '@/components/editor-drawer/use-entity-editor.ts';
import { useCreateTask, type CreateTask } from '@/features/tasks/api/create-task.ts';
import { useDeleteTask } from '@/features/tasks/api/delete-task.ts';
import { useTask } from '@/entities/tasks/api/get-task.ts';
import { useUpdateTask } from '@/features/tasks/api/update-task.ts';
import { TASK, TASK_TEXT } from '@/features/tasks/messages.ts';
import { TaskParentLinks, TaskParentSelects, type TaskFormValues } from './task-parent-fields.tsx';

const TASK_EDITOR: DirectoryEditorDeclaration<Task, TaskFormValues> = {
  kind: TASK,
  text: TASK_TEXT,
  schema: CreateTaskSchema,
  ...plainForm<Task, TaskFormValues>({ clientId: '', projectId: '', name: '', description: '' }),
  fields: [
    { name: 'name', label: 'Name', required: true, first: true },
    { name: 'description', label: 'Description', multiline: true },
  ],
  parentKey: 'projectId',
  // Keep Window Open: the next task goes under the same project.
  keepAfterCreate: ['clientId', 'projectId'],
  // Default tasks cannot be edited, archived or deleted (D§4).
  fixed: (task) => task.isDefault,
  skeleton: [40, 80],
};

/** The task editor (D§2.2): New Task under a client's project, or Editing Task - {name}. */
export default function TaskEditor({
  open,
  id,
  defaults,
  onClose,
  onSaved,
  onOpen,
}: DirectoryEditorProps) {
  const create = useCreateTask();
  const update = useUpdateTask();
  const archive = useUpdateTask();
  const remove = useDeleteTask();
  const editor = useEntityEditor<Task, TaskFormValues, CreateTask>(TASK_EDITOR, {
    open,
    id,
    defaults: { clientId: defaults?.clientId ?? '', projectId: defaults?.projectId ?? '' },
    onClose,
    onSaved,
    query: useTask(id),
    create: async (values) => (await create.mutateAsync(values)).taskId,
    update: (taskId, { name, description }) =>
      update.mutateAsync({ taskId, body: { name, description } }),
    setArchived: (taskId, isArchived) => archive.mutateAsync({ taskId, body: { isArchived } }),
    remove: (taskId) => remove.mutateAsync(taskId),
  });
  const { current } = editor;
  return (
    <DirectoryEditor
      editor={editor}
      notice={current?.isDefault && <Alert severity="warning">{TASK_TEXT.defaultTask}</Alert>}
      lead={
        current ? (
          <TaskParentLinks task={current} onOpen={onOpen} />
        ) : (
          <TaskParentSelects form={editor.form} />
        )
      }
    />
  );
}
