import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Task } from '@tallysheet/contract/directory/directory';
import { StatusChip } from '@/components/data-table/cells.tsx';
import { DROPDOWN_TEXT } from '@/components/editor-drawer/entity-messages.ts';
import { useTaskOptions } from './api/get-tasks.ts';

interface TaskSelectProps {
  value: string;
  onChange(taskId: string): void;
  /** Narrow the choice to a project's (or a client's) tasks; all, grouped by project, when blank. */
  projectId?: string;
  clientId?: string;
  required?: boolean;
  disabled?: boolean;
}

/** A task dropdown (D§2.2's dropdown page), grouped by project. */
export function TaskSelect({
  value,
  onChange,
  projectId,
  clientId,
  required,
  disabled,
}: TaskSelectProps) {
  const query = useTaskOptions({ clientId, projectId });
  const options = query.data?.tasks ?? [];
  const selected = options.find((option) => option.id === value) ?? null;
  return (
    <Autocomplete<Task>
      options={options}
      value={selected}
      loading={query.isPending}
      disabled={disabled}
      groupBy={projectId ? undefined : (option) => option.projectName}
      onChange={(_event, option) => onChange(option?.id ?? '')}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      noOptionsText={query.isError ? DROPDOWN_TEXT.error : DROPDOWN_TEXT.empty}
      renderOption={({ key, ...optionProps }, option) => (
        <Box component="li" key={key} {...optionProps} sx={{ gap: 1 }}>
          <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
            {option.name}
          </Typography>
          <StatusChip status={option.isArchived ? 'archived' : null} />
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Task"
          required={required}
          error={query.isError}
          helperText={query.isError ? DROPDOWN_TEXT.error : undefined}
        />
      )}
    />
  );
}
