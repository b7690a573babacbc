import { useState } from 'react';
import Stack from '@mui/material/Stack';
import {
  CreateDelegationSchema,
  DELEGATION_MESSAGES,
} from '@tallysheet/contract/directory/delegations';
import { DATE_RANGE_MESSAGES } from '@tallysheet/contract/common/date-range';
import { RequiredDayRange } from '@/components/date-range-fields.tsx';
import { FormDialog } from '@/components/form-dialog.tsx';
import { useActionToast } from '@/components/use-action-toast.ts';
import { ContactSelect } from '@/entities/contacts/contact-select.tsx';
import { submitParsed, type FieldErrors } from '@/lib/field-errors.ts';
import { useCreateDelegation } from '../api/delegations.ts';
import { OUT_OF_OFFICE } from '../messages.ts';

type Field = 'delegateContactId' | 'from' | 'to';
const FIELDS: Field[] = ['delegateContactId', 'from', 'to'];

/** The message a field shows for a schema issue: the range's own, else what to choose or enter. */
function messageOf(field: Field, message: string) {
  if (field === 'delegateContactId') return DELEGATION_MESSAGES.delegateRequired;
  if (field === 'to' && message === DATE_RANGE_MESSAGES.reversed) return message;
  return 'Enter a date';
}

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
  const toast = useActionToast();
  const create = useCreateDelegation();
  const [values, setValues] = useState({ delegateContactId: '', from: '', to: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const save = () =>
    submitParsed(CreateDelegationSchema.safeParse({ contactId, ...values }), {
      fields: FIELDS,
      messageOf,
      setErrors,
      send: async (data) => {
        await create.mutateAsync(data);
        toast(OUT_OF_OFFICE.added, { variant: 'success' });
        onClose();
      },
      failed: () => toast(OUT_OF_OFFICE.addError, { variant: 'error' }),
    });

  return (
    <FormDialog
      open={open}
      title={OUT_OF_OFFICE.dialogTitle}
      pending={create.isPending}
      onClose={onClose}
      onSubmit={() => void save()}
    >
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
        <RequiredDayRange
          values={values}
          errors={errors}
          onChange={(field, day) => setValues((v) => ({ ...v, [field]: day }))}
        />
      </Stack>
    </FormDialog>
  );
}
