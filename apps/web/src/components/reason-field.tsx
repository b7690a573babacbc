import TextField from '@mui/material/TextField';

/** A required reason of a dialog (to reopen, to void...): a few lines, capped at `maxLength`. */
export function ReasonField({
  label,
  value,
  onChange,
  error,
  maxLength,
  autoFocus = true,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  maxLength: number;
  /** Off where the field appears beside other fields, so it does not take the focus from them. */
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label={label}
      required
      fullWidth
      multiline
      minRows={2}
      autoFocus={autoFocus}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
}
