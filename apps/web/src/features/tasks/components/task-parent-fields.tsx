import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { QuickCreateProjectDialog } from '@/entities/projects/quick-create-project.tsx';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Task } from '@tallysheet/contract/directory/directory';
import type { EditorTarget } from '@/components/editor-drawer/directory-editor-types.ts';
import type { CreateTask } from '@/features/tasks/api/create-task.ts';
import { ClientSelect } from '@/entities/clients/client-select.tsx';
import { ProjectSelect } from '@/entities/projects/project-select.tsx';

export interface TaskFormValues {
  clientId: string;
  projectId: string;
  name: string;
  description: string;
}
type TaskForm = UseFormReturn<TaskFormValues, unknown, CreateTask>;

/** Create mode: the client, then one of its projects (D§5: both required). */
export function TaskParentSelects({ form }: { form: TaskForm }) {
  const clientId = useWatch({ control: form.control, name: 'clientId' });
  const [creating, setCreating] = useState(false);
  return (
    <>
      {/* Only active clients and projects take a new task. */}
      <Controller
        control={form.control}
        name="clientId"
        render={({ field, fieldState }) => (
          <ClientSelect
            activeOnly
            value={field.value}
            onChange={(id) => {
              field.onChange(id);
              form.setValue('projectId', '');
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            autoFocus={!clientId}
            error={fieldState.error?.message}
          />
        )}
      />
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Controller
            control={form.control}
            name="projectId"
            render={({ field, fieldState }) => (
              <ProjectSelect
                // A new list of projects for each client.
                key={clientId}
                clientId={clientId}
                activeOnly
                disabled={!clientId}
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
        </Box>
        <Button
          startIcon={<AddIcon />}
          disabled={!clientId}
          onClick={() => setCreating(true)}
          sx={{ mt: 1, flex: 'none' }}
        >
          New Project
        </Button>
      </Stack>
      {clientId && (
        <QuickCreateProjectDialog
          clientId={clientId}
          open={creating}
          onClose={() => setCreating(false)}
          onCreated={(projectId) =>
            form.setValue('projectId', projectId, { shouldValidate: true, shouldDirty: true })
          }
        />
      )}
    </>
  );
}

function ParentLink({ label, name, onClick }: { label: string; name: string; onClick(): void }) {
  return (
    <Stack spacing={0.25}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Link component="button" type="button" onClick={onClick} sx={{ alignSelf: 'flex-start' }}>
        {name}
      </Link>
    </Stack>
  );
}

/** Edit mode (D§2.2): the client and project as links to their editors. */
export function TaskParentLinks({
  task,
  onOpen,
}: {
  task: Task;
  onOpen(target: EditorTarget): void;
}) {
  return (
    <Stack direction="row" sx={{ gap: 4, flexWrap: 'wrap' }}>
      <ParentLink
        label="Client"
        name={task.clientName}
        onClick={() => onOpen({ kind: 'client', id: task.clientId })}
      />
      <ParentLink
        label="Project"
        name={task.projectName}
        onClick={() => onOpen({ kind: 'project', id: task.projectId })}
      />
    </Stack>
  );
}
