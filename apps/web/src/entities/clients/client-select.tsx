import { useState, type Ref } from 'react';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SearchSelect } from '@/components/search-select.tsx';
import { getClientQueryOptions } from './api/get-client.ts';
import { getClientSearchQueryOptions } from './api/get-clients.ts';
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
  /** Only active clients (a new task's); archived ones too by default, with their chip. */
  activeOnly?: boolean;
}

/** A client picker that searches the clients by name as you type, however many there are. */
export function ClientSelect(props: ClientSelectProps) {
  const { onChange, disabled, activeOnly = false } = props;
  const [creating, setCreating] = useState(false);
  return (
    <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <SearchSelect
          value={props.value}
          onChange={onChange}
          search={(q) => getClientSearchQueryOptions(q, activeOnly)}
          lookup={getClientQueryOptions}
          getId={(client) => client.id}
          getLabel={(client) => client.name}
          label="Client"
          required={props.required ?? true}
          disabled={disabled}
          autoFocus={props.autoFocus}
          inputRef={props.inputRef}
          onBlur={props.onBlur}
          error={props.error}
        />
      </Box>
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
