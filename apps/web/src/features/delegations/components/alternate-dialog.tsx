import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  CreateDelegationSchema,
  DELEGATION_MESSAGES,
} from '@tallysheet/contract/directory/delegations';
import { DATE_RANGE_MESSAGES } from '@tallysheet/contract/common/date-range';
import { DayField } from '@/components/date-range-fields.tsx';
import { useActionToast } from '@/components/use-action-toast.ts';
import { ContactSelect } from '@/entities/contacts/contact-select.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useCreateDelegation } from '../api/delegations.ts';
import { OUT_OF_OFFICE } from '../messages.ts';

type Field = 'delegateContactId' | 'from' | 'to';

/** Sets an alternate for a contact: another contact of the same client, from one day to another. */
export function AlternateDialog({
  open,
  contactId,
  clientId,
  onClose,
}: {
  open: boolean;
  contactId: string;
  clientId: string;
  onClose(): void;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const toast = useActionToast();
  const create = useCreateDelegation();
  const [values, setValues] = useState({ delegateContactId: '', from: '', to: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const save = async () => {
    const parsed = CreateDelegationSchema.safeParse({ contactId, ...values });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const path = String(issue.path[0]) as Field;
        found[path] ??=
          path === 'delegateContactId'
            ? DELEGATION_MESSAGES.delegateRequired
            : path === 'to' && issue.message === DATE_RANGE_MESSAGES.reversed
              ? issue.message
              : `Enter a date`;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await create.mutateAsync(parsed.data);
      toast(OUT_OF_OFFICE.added, { variant: 'success' });
      onClose();
    } catch (error) {
      const named =
        error instanceof ApiError
          ? (['delegateContactId', 'from', 'to'] as const).find((f) => error.fieldError(f))
          : undefined;
      if (named && error instanceof ApiError) setErrors({ [named]: error.fieldError(named) });
      else toast(OUT_OF_OFFICE.addError, { variant: 'error' });
    }
  };

  return (
    <Dialog
      open={open}
      onClose={() => !create.isPending && onClose()}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ typography: 'h6' }}>
        {OUT_OF_OFFICE.dialogTitle}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <ContactSelect
            clientId={clientId}
            label={OUT_OF_OFFICE.delegate}
            value={values.delegateContactId}
            onChange={(delegateContactId) => setValues((v) => ({ ...v, delegateContactId }))}
            isTaken={(id) => id === contactId}
            required
            autoFocus
            error={errors.delegateContactId}
          />
          <DayField
            label="From"
            required
            value={values.from}
            onChange={(from) => setValues((v) => ({ ...v, from }))}
            error={Boolean(errors.from)}
            helperText={errors.from}
          />
          <DayField
            label="To"
            required
            value={values.to}
            onChange={(to) => setValues((v) => ({ ...v, to }))}
            error={Boolean(errors.to)}
            helperText={errors.to}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="outlined" onClick={onClose} disabled={create.isPending}>
          Cancel
        </Button>
        <Button variant="contained" loading={create.isPending} onClick={() => void save()}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
