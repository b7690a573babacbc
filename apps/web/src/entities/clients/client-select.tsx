import { useState, type Ref } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Client } from '@tallysheet/contract/directory/directory';
import { StatusChip } from '@/components/data-table/cells.tsx';
import { useClientOptions } from './api/get-clients.ts';
import { DROPDOWN_TEXT } from '@/components/editor-drawer/entity-messages.ts';
import { QuickCreateClientDialog } from './quick-create-client.tsx';

interface ClientSelectProps {
  value: string;
  onChange(clientId: string): void;
  onBlur?(): void;
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Offers to create a client on the spot; the new client is then selected. */
  allowCreate?: boolean;
  /** Marked required (default); a filter is not. */
  required?: boolean;
}

/** The client dropdown of a new project or contact: all=true, page 0, pageSize 100 (D§2.2). */
export function ClientSelect(props: ClientSelectProps) {
  const { value, onChange, error, disabled } = props;
  const query = useClientOptions();
  const options = query.data?.clients ?? [];
  const selected = options.find((option) => option.id === value) ?? null;
  const helperText = error ?? (query.isError ? DROPDOWN_TEXT.error : undefined);
  const [creating, setCreating] = useState(false);
  return (
    <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
      <Autocomplete<Client>
        sx={{ flex: 1 }}
        options={options}
        value={selected}
        loading={query.isPending}
        disabled={disabled}
        onChange={(_event, option) => onChange(option?.id ?? '')}
        onBlur={props.onBlur}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, current) => option.id === current.id}
        noOptionsText={query.isError ? DROPDOWN_TEXT.error : DROPDOWN_TEXT.empty}
        renderOption={({ key, ...optionProps }, option) => (
          <Box component="li" key={key} {...optionProps} sx={{ gap: 1 }}>
            <Box
              component="span"
              sx={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}
            >
              {option.name}
            </Box>
            <StatusChip status={option.isArchived ? 'archived' : null} />
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Client"
            required={props.required ?? true}
            autoFocus={props.autoFocus}
            inputRef={props.inputRef}
            error={Boolean(helperText)}
            helperText={helperText}
          />
        )}
      />
      {props.allowCreate && (
        <QuickCreateClientDialog
          open={creating}
          onClose={() => setCreating(false)}
          onCreated={onChange}
        />
      )}
      {props.allowCreate && (
        <Button
          startIcon={<AddIcon />}
          onClick={() => setCreating(true)}
          disabled={disabled}
          sx={{ mt: 1, flex: 'none' }}
        >
          New Client
        </Button>
      )}
    </Stack>
  );
}
