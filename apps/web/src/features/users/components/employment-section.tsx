import { Controller, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { fieldProps } from '@/components/editor-drawer/editor-form.ts';
import { USER_TEXT } from '@/features/users/messages.ts';
import { FormSection } from './form-section.tsx';
import type { UserForm } from './user-form.ts';

const dateSlots = { inputLabel: { shrink: true } } as const;

/** The employment dates (A§5): a switch; turning it off clears them. */
export function EmploymentSection({ form, disabled }: { form: UserForm; disabled: boolean }) {
  const useDates = useWatch({ control: form.control, name: 'useDates' });
  return (
    <FormSection
      title="Employment Dates"
      help={USER_TEXT.employmentDates}
      action={
        <Controller
          control={form.control}
          name="useDates"
          render={({ field }) => (
            <FormControlLabel
              label="Employment Dates"
              sx={{ mr: 0 }}
              slotProps={{ typography: { sx: visuallyHidden } }}
              control={
                <Switch
                  checked={field.value}
                  disabled={disabled}
                  onChange={(event) => {
                    field.onChange(event.target.checked);
                    if (!event.target.checked) {
                      form.setValue('startDate', '', { shouldDirty: true });
                      form.setValue('endDate', '', { shouldDirty: true });
                      form.clearErrors(['startDate', 'endDate']);
                    }
                  }}
                />
              }
            />
          )}
        />
      }
    >
      {useDates && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {(
            [
              ['Start Date', 'startDate'],
              ['End Date', 'endDate'],
            ] as const
          ).map(([label, name]) => (
            <TextField
              key={name}
              label={label}
              type="date"
              disabled={disabled}
              slotProps={dateSlots}
              {...fieldProps(form, name)}
            />
          ))}
        </Box>
      )}
    </FormSection>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
