import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { DIRECTORY_MESSAGES } from '@tallysheet/contract/directory/directory';
import { ApiError } from '../../../lib/api-client.ts';
import { useCreateClient } from '../api/create-client.ts';
import { CLIENT_TOASTS } from '../messages.ts';

/** Creates a client from a dropdown without leaving the editor; the new client is then selected (D§4). */
export function QuickCreateClientDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose(): void;
  onCreated(clientId: string): void;
}) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | undefined>();
  const create = useCreateClient();
  const { enqueueSnackbar } = useSnackbar();

  const submit = async () => {
    if (!name.trim()) {
      setError(DIRECTORY_MESSAGES.clientName);
      return;
    }
    try {
      const { clientId } = await create.mutateAsync({
        name,
        description,
        projects: [],
        contacts: [],
        tasks: [],
        associations: [],
      });
      enqueueSnackbar(CLIENT_TOASTS.created, { variant: 'success' });
      setName('');
      setDescription('');
      onCreated(clientId);
      onClose();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.fieldError('name') : undefined);
      enqueueSnackbar(CLIENT_TOASTS.createError, { variant: 'error' });
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="quick-client-title"
    >
      <DialogTitle id="quick-client-title" sx={{ typography: 'h6' }}>
        New Client
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Name"
            required
            autoFocus
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError(undefined);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void submit();
            }}
            error={Boolean(error)}
            helperText={error}
          />
          <TextField
            label="Description"
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            multiline
            minRows={2}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void submit()} loading={create.isPending}>
          Create Client
        </Button>
      </DialogActions>
    </Dialog>
  );
}
