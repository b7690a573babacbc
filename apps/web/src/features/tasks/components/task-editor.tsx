import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CreateTaskSchema } from '@tallysheet/contract/directory/directory';
import type { DirectoryEditorProps } from '@/components/editor-drawer/directory-editor-types.ts';
import { EditorDrawer } from '@/components/editor-drawer/editor-drawer.tsx';
import { fieldProps } from '@/components/editor-drawer/editor-form.ts';
import { useCreateTask, type CreateTask } from '@/features/tasks/api/create-task.ts';
import { useDeleteTask } from '@/features/tasks/api/delete-task.ts';
import { useTask } from '@/entities/tasks/api/get-task.ts';
import { useUpdateTask } from '@/features/tasks/api/update-task.ts';
import { useLifecycleMenu } from '@/components/editor-drawer/use-lifecycle-menu.tsx';
import { TASK, TASK_TEXT, TASK_TOASTS } from '@/features/tasks/messages.ts';
import { TaskParentLinks, TaskParentSelects, type TaskFormValues } from './task-parent-fields.tsx';
import { ReloadAlert } from '@/components/load-states.tsx';
import { useEditorSave } from '@/components/editor-drawer/use-editor-save.ts';

const isField = (path: string) => /^(clientId|projectId|name|description)$/.test(path);

/** The task editor (D§2.2): New Task under a client's project, or Editing Task - {name}. */
export default function TaskEditor({
  open,
  id,
  defaults,
  onClose,
  onSaved,
  onOpen,
}: DirectoryEditorProps) {
  const editing = Boolean(id);
  const [keepOpen, setKeepOpen] = useState(false);
  const task = useTask(id);
  const create = useCreateTask();
  const update = useUpdateTask();
  const archive = useUpdateTask();
  const remove = useDeleteTask();
  const current = task.data;
  // Default tasks cannot be edited, archived or deleted (D§4).
  const locked = Boolean(current?.isDeleted || current?.isDefault);
  const empty: TaskFormValues = {
    clientId: defaults?.clientId ?? '',
    projectId: defaults?.projectId ?? '',
    name: '',
    description: '',
  };

  const form = useForm<TaskFormValues, unknown, CreateTask>({
    resolver: zodResolver(CreateTaskSchema) as Resolver<TaskFormValues, unknown, CreateTask>,
    defaultValues: empty,
    values: current
      ? {
          clientId: current.clientId,
          projectId: current.projectId,
          name: current.name,
          description: current.description,
        }
      : undefined,
    resetOptions: { keepDirtyValues: true },
  });

  const save = useEditorSave({ form, toasts: TASK_TOASTS, keepOpen, onClose, onSaved, isField });
  const onSubmit = form.handleSubmit((values) =>
    id
      ? save('update', async () => {
          const { name, description } = values;
          await update.mutateAsync({ taskId: id, body: { name, description } });
          return { id, next: { ...form.getValues(), name, description } };
        })
      : save('create', async () => {
          const created = await create.mutateAsync(values);
          // Keep Window Open: the next task goes under the same project.
          const { clientId, projectId } = values;
          return { id: created.taskId, next: { ...empty, clientId, projectId } };
        }),
  );

  const lifecycle = useLifecycleMenu({
    kind: TASK,
    toasts: TASK_TOASTS,
    entity: current?.isDefault ? undefined : current,
    setArchived: (taskId, isArchived) => archive.mutateAsync({ taskId, body: { isArchived } }),
    remove: (taskId) => remove.mutateAsync(taskId),
    onArchived: (taskId) => onSaved?.({ mode: 'update', id: taskId }),
    onDeleted: onClose,
  });

  const name = current?.name;
  const title = editing ? (name ? TASK_TEXT.editTitle(name) : 'Editing Task') : TASK_TEXT.newTitle;
  return (
    <>
      <EditorDrawer
        open={open}
        title={title}
        onClose={onClose}
        onSubmit={onSubmit}
        submitting={form.formState.isSubmitting}
        submitDisabled={locked || (editing && !current)}
        keepOpen={keepOpen}
        onKeepOpenChange={setKeepOpen}
        moreMenu={lifecycle.moreMenu}
        status={
          current && { kind: TASK, isArchived: current.isArchived, isDeleted: current.isDeleted }
        }
        focusHeading={editing}
        dirty={form.formState.isDirty}
      >
        {current?.isDefault && <Alert severity="warning">{TASK_TEXT.defaultTask}</Alert>}
        {editing && task.isError && (
          <ReloadAlert onReload={() => void task.refetch()}>{TASK_TEXT.loadError}</ReloadAlert>
        )}
        {editing && !current ? (
          task.isPending && (
            <Stack spacing={2} sx={{ maxWidth: 640 }} aria-hidden>
              <Skeleton variant="rounded" height={40} />
              <Skeleton variant="rounded" height={80} />
            </Stack>
          )
        ) : (
          <Stack spacing={2} sx={{ maxWidth: 640 }}>
            {current ? (
              <TaskParentLinks task={current} onOpen={onOpen} />
            ) : (
              <TaskParentSelects form={form} />
            )}
            <TextField
              label="Name"
              required
              autoFocus={!editing && Boolean(defaults?.projectId)}
              disabled={locked}
              {...fieldProps(form, 'name')}
            />
            <TextField
              label="Description"
              multiline
              minRows={3}
              disabled={locked}
              {...fieldProps(form, 'description')}
            />
          </Stack>
        )}
      </EditorDrawer>
      {lifecycle.dialog}
    </>
  );
}
