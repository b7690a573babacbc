import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CreateProjectSchema } from '@tallysheet/contract/directory/directory';
import type { DirectoryEditorProps } from '@/components/editor-drawer/directory-editor-types.ts';
import { useVisibleEditor } from '@/lib/visible-editors.ts';
import { EditorDrawer } from '@/components/editor-drawer/editor-drawer.tsx';
import { fieldProps } from '@/components/editor-drawer/editor-form.ts';
import { useCreateProject, type CreateProject } from '@/entities/projects/api/create-project.ts';
import { useDeleteProject } from '@/features/projects/api/delete-project.ts';
import { useProject } from '@/entities/projects/api/get-project.ts';
import { useUpdateProject } from '@/features/projects/api/update-project.ts';
import { useLifecycleMenu } from '@/components/editor-drawer/use-lifecycle-menu.tsx';
import { PROJECT, PROJECT_TEXT, PROJECT_TOASTS as TOASTS } from '@/features/projects/messages.ts';
import { ClientLink } from '@/entities/clients/client-link.tsx';
import { ClientSelect } from '@/entities/clients/client-select.tsx';
import { ProjectAssociationsSection } from './project-associations-section.tsx';
import { ProjectTasksSection } from './project-tasks-section.tsx';
import { ReloadAlert, FormSkeleton } from '@/components/load-states.tsx';
import { useEditorSave } from '@/components/editor-drawer/use-editor-save.ts';

interface ProjectFormValues {
  clientId: string;
  name: string;
  description: string;
  endCustomer: string;
}

const isField = (path: string) => ['clientId', 'name', 'description', 'endCustomer'].includes(path);

/** The project editor (D§2.2): New Project with a client dropdown, or Editing Project - {name}. */
export default function ProjectEditor({
  open,
  id: projectId,
  defaults,
  onClose,
  onSaved,
  onOpen,
}: DirectoryEditorProps) {
  useVisibleEditor('project', open);
  const editing = Boolean(projectId);
  const [keepOpen, setKeepOpen] = useState(false);
  const project = useProject(projectId);
  const create = useCreateProject();
  const update = useUpdateProject();
  const archive = useUpdateProject();
  const remove = useDeleteProject();
  const current = project.data;
  const deleted = Boolean(current?.isDeleted);
  const empty: ProjectFormValues = {
    clientId: defaults?.clientId ?? '',
    name: '',
    description: '',
    endCustomer: '',
  };

  const form = useForm<ProjectFormValues, unknown, CreateProject>({
    resolver: zodResolver(CreateProjectSchema) as Resolver<
      ProjectFormValues,
      unknown,
      CreateProject
    >,
    defaultValues: empty,
    values: current && {
      clientId: current.clientId,
      name: current.name,
      description: current.description,
      endCustomer: current.endCustomer,
    },
    resetOptions: { keepDirtyValues: true },
  });

  const save = useEditorSave({ form, toasts: TOASTS, keepOpen, onClose, onSaved, isField });
  const onSubmit = form.handleSubmit((values) =>
    projectId
      ? save('update', async () => {
          const { name, description, endCustomer } = values;
          await update.mutateAsync({ projectId, body: { name, description, endCustomer } });
          return { id: projectId, next: { ...form.getValues() } };
        })
      : save('create', async () => {
          const created = await create.mutateAsync(values);
          // Another project of the same client is the likely next one.
          return { id: created.projectId, next: { ...empty, clientId: values.clientId } };
        }),
  );

  const lifecycle = useLifecycleMenu({
    kind: PROJECT,
    toasts: TOASTS,
    entity: current,
    setArchived: (id, isArchived) => archive.mutateAsync({ projectId: id, body: { isArchived } }),
    remove: (id) => remove.mutateAsync(id),
    onArchived: (id) => onSaved?.({ mode: 'update', id }),
    onDeleted: onClose,
  });

  const title = editing
    ? current?.name
      ? PROJECT_TEXT.editTitle(current.name)
      : 'Editing Project'
    : PROJECT_TEXT.newTitle;
  return (
    <>
      <EditorDrawer
        open={open}
        title={title}
        onClose={onClose}
        onSubmit={onSubmit}
        submitting={form.formState.isSubmitting}
        submitDisabled={deleted || (editing && !current)}
        keepOpen={keepOpen}
        onKeepOpenChange={setKeepOpen}
        moreMenu={lifecycle.moreMenu}
        status={
          current && { kind: PROJECT, isArchived: current.isArchived, isDeleted: current.isDeleted }
        }
        focusHeading={editing}
        dirty={form.formState.isDirty}
      >
        {editing && project.isError && (
          <ReloadAlert onReload={() => void project.refetch()}>
            {PROJECT_TEXT.loadError}
          </ReloadAlert>
        )}
        {editing && !current ? (
          project.isPending && <FormSkeleton />
        ) : (
          <Stack spacing={2} sx={{ maxWidth: 640 }}>
            {current ? (
              <ClientLink
                name={current.clientName}
                onOpen={() => onOpen({ kind: 'client', id: current.clientId })}
              />
            ) : (
              <Controller
                control={form.control}
                name="clientId"
                render={({ field, fieldState }) => (
                  <ClientSelect
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={fieldState.error?.message}
                    autoFocus={!defaults?.clientId}
                    allowCreate
                  />
                )}
              />
            )}
            <TextField
              label="Name"
              required
              autoFocus={!editing && Boolean(defaults?.clientId)}
              disabled={deleted}
              {...fieldProps(form, 'name')}
            />
            <TextField
              label="Description"
              multiline
              minRows={3}
              disabled={deleted}
              {...fieldProps(form, 'description')}
            />
            <TextField
              label="End Customer"
              disabled={deleted}
              {...fieldProps(form, 'endCustomer')}
            />
          </Stack>
        )}
        {projectId && current && (
          <>
            <ProjectAssociationsSection
              projectId={projectId}
              clientId={current.clientId}
              deleted={deleted}
            />
            <ProjectTasksSection
              projectId={projectId}
              deleted={deleted}
              onOpenTask={(task) => onOpen({ kind: 'task', id: task.id })}
              onCreateTask={() =>
                onOpen({ kind: 'task', defaults: { clientId: current.clientId, projectId } })
              }
            />
          </>
        )}
      </EditorDrawer>
      {lifecycle.dialog}
    </>
  );
}
