import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { CreateHolidaySchema, MAX_HOLIDAY_NAME } from '@tallysheet/contract/pay-rules/pay-rules';
import { DayField } from '@/components/date-range-fields.tsx';
import { useActionToast } from '@/components/use-action-toast.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useAddHoliday } from '../api/pay-rules.ts';
import { PAY_RULES_TEXT as TEXT } from '../messages.ts';

type Field = 'date' | 'name';

/** Adds a holiday: a date, a name, and whether it falls on that month and day every year. */
export function HolidayDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
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
    <Dialog
      open={open}
      onClose={() => !add.isPending && onClose()}
      fullScreen={fullScreen}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ typography: 'h6' }}>
        {TEXT.addHoliday}
      </DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
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
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="outlined" onClick={onClose} disabled={add.isPending}>
          {TEXT.cancel}
        </Button>
        <Button variant="contained" type="submit" form={`${titleId}-form`} loading={add.isPending}>
          {TEXT.add}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
