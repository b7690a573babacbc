import { useState, type FormEvent } from 'react';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ClosePeriodSchema,
  MAX_LOCK_REASON,
  PERIOD_LOCK_MESSAGES,
} from '@tallysheet/contract/locks/period-locks';
import { DATE_RANGE_MESSAGES } from '@tallysheet/contract/common/date-range';
import { RequiredDayRange } from '@/components/date-range-fields.tsx';
import { EditorDrawer } from '@/components/editor-drawer/editor-drawer.tsx';
import { useActionToast } from '@/components/use-action-toast.ts';
import { ClientSelect } from '@/entities/clients/client-select.tsx';
import { submitParsed, type FieldErrors } from '@/lib/field-errors.ts';
import { useClosePeriod } from '../api/period-locks.ts';
import { PERIOD_LOCKS_TEXT } from '../messages.ts';

type Field = 'from' | 'to' | 'clientId' | 'reason';
const FIELDS: Field[] = ['from', 'to', 'clientId', 'reason'];
const EMPTY = { from: '', to: '', clientId: '', reason: '' };

/** The message a field shows for a schema issue: the range's own, else what to enter. */
function messageOf(field: Field, message: string) {
  if (field === 'reason') return PERIOD_LOCK_MESSAGES.reasonRequired;
  if (
    field === 'to' &&
    (message === DATE_RANGE_MESSAGES.reversed || message === PERIOD_LOCK_MESSAGES.tooLong)
  )
    return message;
  return PERIOD_LOCKS_TEXT.enterDate;
}

/**
 * Close a period (issue 30 §1): from, to, for every client or one, and why. Every day in it
 * becomes read-only whatever its status, until the period is reopened.
 */
export function ClosePeriodDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const toast = useActionToast();
  const close = useClosePeriod();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [keepOpen, setKeepOpen] = useState(false);
  const dirty = JSON.stringify(values) !== JSON.stringify(EMPTY);
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const finish = () => {
    setValues(EMPTY);
    setErrors({});
    onClose();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    return submitParsed(
      ClosePeriodSchema.safeParse({ ...values, clientId: values.clientId || null }),
      {
        fields: FIELDS,
        messageOf,
        setErrors,
        send: async (data) => {
          await close.mutateAsync(data);
          toast(PERIOD_LOCK_MESSAGES.closed, { variant: 'success' });
          if (keepOpen) setValues(EMPTY);
          else finish();
        },
        failed: () => toast(PERIOD_LOCK_MESSAGES.closeError, { variant: 'error' }),
      },
    );
  };

  return (
    <EditorDrawer
      open={open}
      title={PERIOD_LOCK_MESSAGES.close}
      onClose={finish}
      onSubmit={(event) => void submit(event)}
      submitting={close.isPending}
      submitLabel={PERIOD_LOCKS_TEXT.closeSubmit}
      keepOpen={keepOpen}
      onKeepOpenChange={setKeepOpen}
      dirty={dirty}
    >
      <RequiredDayRange
        values={values}
        errors={errors}
        autoFocus
        onChange={(field, day) => set(field)(day)}
      />
      <ClientSelect
        value={values.clientId}
        onChange={set('clientId')}
        required={false}
        error={errors.clientId}
      />
      <Typography variant="caption" color="text.secondary" sx={{ mt: '4px !important' }}>
        {PERIOD_LOCKS_TEXT.clientHint}
      </Typography>
      <TextField
        label="Reason"
        required
        multiline
        minRows={2}
        value={values.reason}
        onChange={(event) => set('reason')(event.target.value)}
        error={Boolean(errors.reason)}
        helperText={errors.reason}
        slotProps={{ htmlInput: { maxLength: MAX_LOCK_REASON } }}
      />
    </EditorDrawer>
  );
}
