import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { Project } from '@tallysheet/contract/directory/directory';
import { StatusChip } from '@/components/data-table/cells.tsx';
import { DROPDOWN_TEXT } from '@/components/editor-drawer/entity-messages.ts';
import { getProjectOptionsQueryOptions } from './api/get-projects.ts';

interface ProjectSelectProps {
  value: string;
  onChange(projectId: string): void;
  /** Only this client's projects; every project when blank. */
  clientId?: string;
  required?: boolean;
  disabled?: boolean;
}

/** A project dropdown (D§2.2's dropdown page): a client's projects, or all with their client. */
export function ProjectSelect({
  value,
  onChange,
  clientId,
  required,
  disabled,
}: ProjectSelectProps) {
  const query = useQuery(getProjectOptionsQueryOptions(clientId ?? ''));
  const options = query.data?.projects ?? [];
  const selected = options.find((option) => option.id === value) ?? null;
  return (
    <Autocomplete<Project>
      options={options}
      value={selected}
      loading={query.isPending}
      disabled={disabled}
      onChange={(_event, option) => onChange(option?.id ?? '')}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      noOptionsText={query.isError ? DROPDOWN_TEXT.error : DROPDOWN_TEXT.empty}
      renderOption={({ key, ...optionProps }, option) => (
        <Box component="li" key={key} {...optionProps} sx={{ gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" noWrap>
              {option.name}
            </Typography>
            {!clientId && (
              <Typography variant="caption" color="text.secondary" noWrap component="div">
                {option.clientName}
              </Typography>
            )}
          </Box>
          <StatusChip status={option.isArchived ? 'archived' : null} />
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Project"
          required={required}
          error={query.isError}
          helperText={query.isError ? DROPDOWN_TEXT.error : undefined}
        />
      )}
    />
  );
}
