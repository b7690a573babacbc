import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/**
 * A dropdown bound to a form through a Controller (MUI's select hands `register` a new ref on
 * each render, which re-set the value and re-rendered forever). The error replaces the helper
 * text; a `quiet` field (a row added after a failed submit) shows it once touched. The form
 * focuses the visible select, not its hidden input.
 */
export function FormSelect<T extends FieldValues>({
  control,
  name,
  label,
  required,
  quiet,
  children,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any transformed-values type
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  quiet?: boolean;
  children: ReactNode;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const { error, isTouched } = fieldState;
        const message =
          !quiet || isTouched || error?.type === 'server' ? error?.message : undefined;
        return (
          <TextField
            select
            label={label}
            required={required}
            name={field.name}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            ref={(root: HTMLDivElement | null) =>
              field.ref(
                root && {
                  focus: () => root.querySelector<HTMLElement>('[role="combobox"]')?.focus(),
                },
              )
            }
            error={Boolean(message)}
            helperText={message}
          >
            {children}
          </TextField>
        );
      }}
    />
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** A form's dropdown over plain options, "No Items" while there are none. */
export function OptionsSelect<T extends FieldValues>({
  options,
  ...select
}: Omit<Parameters<typeof FormSelect<T>>[0], 'children'> & { options: readonly SelectOption[] }) {
  return (
    <FormSelect {...select}>
      {options.length === 0 && (
        <MenuItem value="" disabled>
          No Items
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </MenuItem>
      ))}
    </FormSelect>
  );
}
