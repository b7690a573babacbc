import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CreateHolidaySchema, MAX_HOLIDAY_NAME } from '@tallysheet/contract/pay-rules/pay-rules';
import { DayField } from '@/components/date-range-fields.tsx';
import { FormDialog, type FormDialogProps } from '@/components/form-dialog.tsx';
import { useActionToast } from '@/components/use-action-toast.ts';
import { submitParsed, type FieldErrors } from '@/lib/field-errors.ts';
import { useAddHoliday } from '../api/pay-rules.ts';
import { PAY_RULES_TEXT as TEXT } from '../messages.ts';

type Field = 'date' | 'name';
const FIELDS: Field[] = ['date', 'name'];

/** The message a field shows for a schema issue: what to enter for the date, else the schema's. */
const messageOf = (field: Field, message: string) => (field === 'date' ? TEXT.enterDate : message);

/** Adds a holiday: a date, a name, and whether it falls on that month and day every year. */
export function HolidayDialog(dialog: Pick<FormDialogProps, 'open' | 'onClose'>) {
  const toast = useActionToast();
  const add = useAddHoliday();
  const [values, setValues] = useState({ date: '', name: '', repeatsYearly: false });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const save = () =>
    submitParsed(CreateHolidaySchema.safeParse(values), {
      fields: FIELDS,
      messageOf,
      setErrors,
      send: async (data) => {
        await add.mutateAsync(data);
        toast(TEXT.holidayAdded, { variant: 'success' });
        dialog.onClose();
      },
      failed: () => toast(TEXT.addError, { variant: 'error' }),
    });

  return (
    <FormDialog
      {...dialog}
      title={TEXT.addHoliday}
      pending={add.isPending}
      submitLabel={TEXT.add}
      maxWidth="xs"
      enterSubmits
      onSubmit={() => void save()}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <DayField
          label={TEXT.date}
          required
          autoFocus
          value={values.date}
          onChange={(date) => setValues((v) => ({ ...v, date }))}
          error={Boolean(errors.date)}
          helperText={errors.date}
        />
        <TextField
          label={TEXT.name}
          required
          value={values.name}
          onChange={(event) => setValues((v) => ({ ...v, name: event.target.value }))}
          error={Boolean(errors.name)}
          helperText={errors.name}
          slotProps={{ htmlInput: { maxLength: MAX_HOLIDAY_NAME } }}
        />
        <FormControlLabel
          label={TEXT.repeatsYearly}
          control={
            <Checkbox
              checked={values.repeatsYearly}
              onChange={(event) =>
                setValues((v) => ({ ...v, repeatsYearly: event.target.checked }))
              }
            />
          }
        />
      </Stack>
    </FormDialog>
  );
}
