import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { QuickCreateProjectDialog } from '@/entities/projects/quick-create-project.tsx';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Task } from '@tallysheet/contract/directory/directory';
import type { EditorTarget } from '@/components/editor-drawer/directory-editor-types.ts';
import type { CreateTask } from '@/features/tasks/api/create-task.ts';
import { useClientOptions } from '@/entities/clients/api/get-clients.ts';
import { useProjectOptions } from '@/entities/projects/api/get-projects.ts';
import { DROPDOWN_TEXT } from '@/components/editor-drawer/entity-messages.ts';

export interface TaskFormValues {
  clientId: string;
  projectId: string;
  name: string;
  description: string;
}
type TaskForm = UseFormReturn<TaskFormValues, unknown, CreateTask>;

interface Option {
  id: string;
  name: string;
  isArchived: boolean;
  isDeleted: boolean;
}

/** Only active rows can take a new task. */
const active = (rows: Option[] | undefined) =>
  (rows ?? []).filter((row) => !row.isArchived && !row.isDeleted);

function ParentSelect({
  form,
  name,
  label,
  options,
  isError,
  disabled,
  autoFocus,
  onPicked,
}: {
  form: TaskForm;
  name: 'clientId' | 'projectId';
  label: string;
  options: Option[];
  isError: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  onPicked?(): void;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => {
        const helperText = fieldState.error?.message ?? (isError ? DROPDOWN_TEXT.error : undefined);
        // A preset id shows once its option has loaded.
        const value = options.some((option) => option.id === field.value) ? field.value : '';
        return (
          <TextField
            select
            required
            label={label}
            name={field.name}
            value={value}
            disabled={disabled}
            autoFocus={autoFocus}
            inputRef={field.ref}
            onBlur={field.onBlur}
            onChange={(event) => {
              field.onChange(event.target.value);
              onPicked?.();
            }}
            error={Boolean(helperText)}
            helperText={helperText}
          >
            {options.length === 0 && (
              <MenuItem value="" disabled>
                {DROPDOWN_TEXT.empty}
              </MenuItem>
            )}
            {options.map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}

/** Create mode: the client, then one of its projects (D§5: both required). */
export function TaskParentSelects({ form }: { form: TaskForm }) {
  const clientId = useWatch({ control: form.control, name: 'clientId' });
  const clients = useClientOptions();
  const projects = useProjectOptions(clientId);
  const [creating, setCreating] = useState(false);
  return (
    <>
      <ParentSelect
        form={form}
        name="clientId"
        label="Client"
        autoFocus={!clientId}
        options={active(clients.data?.clients)}
        isError={clients.isError}
        onPicked={() => form.setValue('projectId', '')}
      />
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <ParentSelect
            form={form}
            name="projectId"
            label="Project"
            disabled={!clientId}
            options={clientId ? active(projects.data?.projects) : []}
            isError={projects.isError}
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
