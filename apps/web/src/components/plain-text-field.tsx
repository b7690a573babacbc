import { useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

export interface PlainTextFieldProps extends Omit<OutlinedInputProps, 'label' | 'size'> {
  label: ReactNode;
  helperText?: ReactNode;
}

/**
 * A small outlined text field with a label and helper text, as the theme's TextField, for
 * the sign-in screens: TextField also carries its select mode (Select, Menu, Popover, Modal),
 * about 16 KB of gzipped JS that the sign-in page does not need.
 */
export function PlainTextField({
  label,
  helperText,
  error,
  required,
  disabled,
  fullWidth = true,
  id: idOverride,
  ...input
}: PlainTextFieldProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      size="small"
      fullWidth={fullWidth}
      error={error}
      required={required}
      disabled={disabled}
    >
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        fullWidth={fullWidth}
        aria-describedby={helperTextId}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
