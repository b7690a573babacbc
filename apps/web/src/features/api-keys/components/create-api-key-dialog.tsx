import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  API_KEY_MESSAGES,
  CreateApiKeySchema,
  type ApiKeyScope,
  type CreatedApiKey,
} from '@tallysheet/contract/api-keys/api-keys';
import { useActionToast } from '@/components/use-action-toast.ts';
import { ApiError } from '@/lib/api-client.ts';
import { endOfDay, userToday } from '@/lib/dates.ts';
import { useCreateApiKey } from '@/features/api-keys/api/create-api-key.ts';
import { API_KEY_TEXT, API_KEY_TOASTS } from '@/features/api-keys/messages.ts';
import { ScopePicker } from './scope-picker.tsx';
import { ShownOnce } from './shown-once.tsx';

interface Errors {
  name?: string;
  expiresAt?: string;
  scopes?: string;
}

/** New API Key: a name, its scopes and an optional expiry date; then the key, shown this once. */
export function CreateApiKeyDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const create = useCreateApiKey();
  const toast = useActionToast();
  const [name, setName] = useState('');
  const [expires, setExpires] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const today = userToday();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateApiKeySchema.safeParse({
      name,
      expiresAt: expires ? endOfDay(expires) : null,
      scopes,
    });
    const found: Errors = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        found[issue.path[0] as keyof Errors] ??= issue.message;
    if (expires && expires < today) found.expiresAt = API_KEY_MESSAGES.expiryInPast;
    setErrors(found);
    if (!parsed.success || found.expiresAt) return;
    try {
      // The key shown once says it worked; a toast would cover Done on a phone.
      setCreated(await create.mutateAsync(parsed.data));
    } catch (error) {
      if (error instanceof ApiError)
        setErrors({
          name: error.fieldError('name'),
          expiresAt: error.fieldError('expiresAt'),
          scopes: error.fieldError('scopes'),
        });
      toast(API_KEY_TOASTS.createError, { variant: 'error' });
    }
  };

  return (
    <Dialog
      open={open}
      onClose={() => {
        // The key shown once closes only by Done, never by a stray click beside it.
        if (!created && !create.isPending) onClose();
      }}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="api-key-dialog-title"
    >
      {created ? (
        <>
          <DialogTitle id="api-key-dialog-title">{API_KEY_TEXT.shownOnceTitle}</DialogTitle>
          <DialogContent>
            <ShownOnce created={created} />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button variant="contained" onClick={onClose}>
              {API_KEY_TEXT.done}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <DialogTitle id="api-key-dialog-title">{API_KEY_TEXT.create}</DialogTitle>
          <DialogContent>
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              <Alert severity="info">{API_KEY_TEXT.intro}</Alert>
              <TextField
                label={API_KEY_TEXT.name}
                value={name}
                onChange={(event) => setName(event.target.value)}
                error={Boolean(errors.name)}
                helperText={errors.name}
                required
                autoFocus
                fullWidth
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
              <TextField
                label={API_KEY_TEXT.expires}
                type="date"
                value={expires}
                onChange={(event) => setExpires(event.target.value)}
                error={Boolean(errors.expiresAt)}
                helperText={errors.expiresAt ?? API_KEY_TEXT.expiresHelp}
                fullWidth
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
              />
              <ScopePicker
                value={scopes}
                onChange={(chosen) => {
                  setScopes(chosen);
                  // A scope chosen answers "choose at least one" at once.
                  if (chosen.length) setErrors(({ scopes: _answered, ...rest }) => rest);
                }}
                error={errors.scopes}
              />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button variant="outlined" onClick={onClose} disabled={create.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={create.isPending}>
              Create
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
