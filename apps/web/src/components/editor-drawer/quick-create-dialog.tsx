import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useActionToast } from '@/components/use-action-toast.ts';
import type { ZodType } from 'zod';
import { DIRECTORY_MESSAGES } from '@tallysheet/contract/directory/directory';
import { ApiError } from '@/lib/api-client.ts';
import { entityToasts } from './entity-messages.ts';

/** Opening and closing a quick create, and where the new item's id goes. */
export interface QuickCreateControls {
  open: boolean;
  onClose(): void;
  /** Receives the new item's id so the dropdown selects it (D§4). */
  onCreated(id: string): void;
}

export interface QuickCreateDialogProps extends QuickCreateControls {
  /**
   * What is created: the title reads "New Client", the button "Create Client", the toasts and
   * the required name's message are the spec's for a client (D§8).
   */
  kind: 'client' | 'project' | 'contact';
  /** Ask for an e-mail too (contacts), checked by the contract's rule for it. */
  emailSchema?: ZodType<string, string>;
  create(values: { name: string; description: string; email: string }): Promise<string>;
}

/** Creates an item from a dropdown without leaving the editor: a name and a description. */
export function QuickCreateDialog(props: QuickCreateDialogProps) {
  const Kind = props.kind.charAt(0).toUpperCase() + props.kind.slice(1);
  const title = `New ${Kind}`;
  const toasts = entityToasts(props.kind);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const enqueueSnackbar = useActionToast();

  const submit = async () => {
    const nameMissing = !name.trim();
    const emailCheck = props.emailSchema?.safeParse(email);
    const emailProblem =
      emailCheck?.success === false ? emailCheck.error.issues[0]?.message : undefined;
    if (nameMissing) setError(DIRECTORY_MESSAGES[`${props.kind}Name`]);
    setEmailError(emailProblem);
    if (nameMissing || emailProblem) return;
    setPending(true);
    try {
      const id = await props.create({ name, description, email });
      enqueueSnackbar(toasts.created, { variant: 'success' });
      setName('');
      setDescription('');
      setEmail('');
      props.onCreated(id);
      props.onClose();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.fieldError('name') : undefined);
      setEmailError(failure instanceof ApiError ? failure.fieldError('email') : undefined);
      enqueueSnackbar(toasts.createError, { variant: 'error' });
    } finally {
      setPending(false);
    }
  };

  const titleId = `quick-create-${title.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ typography: 'h6' }}>
        {title}
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
          {props.emailSchema && (
            <TextField
              label="Email"
              type="email"
              required
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setEmailError(undefined);
              }}
              error={Boolean(emailError)}
              helperText={emailError}
            />
          )}
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
        <Button onClick={props.onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void submit()} loading={pending}>
          Create {Kind}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
