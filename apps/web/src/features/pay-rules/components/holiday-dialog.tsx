import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CreateHolidaySchema, MAX_HOLIDAY_NAME } from '@tallysheet/contract/pay-rules/pay-rules';
import { DayField } from '@/components/date-range-fields.tsx';
import { FormDialog } from '@/components/form-dialog.tsx';
import { useActionToast } from '@/components/use-action-toast.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useAddHoliday } from '../api/pay-rules.ts';
import { PAY_RULES_TEXT as TEXT } from '../messages.ts';

type Field = 'date' | 'name';

/** Adds a holiday: a date, a name, and whether it falls on that month and day every year. */
export function HolidayDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const toast = useActionToast();
  const add = useAddHoliday();
  const [values, setValues] = useState({ date: '', name: '', repeatsYearly: false });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const save = async () => {
    const parsed = CreateHolidaySchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as Field;
        found[field] ??= field === 'date' ? TEXT.enterDate : issue.message;
      }
      return setErrors(found);
    }
    setErrors({});
    try {
      await add.mutateAsync(parsed.data);
      toast(TEXT.holidayAdded, { variant: 'success' });
      onClose();
    } catch (error) {
      const named =
        error instanceof ApiError
          ? (['date', 'name'] as const).find((field) => error.fieldError(field))
          : undefined;
      if (named && error instanceof ApiError) setErrors({ [named]: error.fieldError(named) });
      else toast(TEXT.addError, { variant: 'error' });
    }
  };

  return (
    <FormDialog
      open={open}
      title={TEXT.addHoliday}
      pending={add.isPending}
      submitLabel={TEXT.add}
      maxWidth="xs"
      enterSubmits
      onClose={onClose}
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
