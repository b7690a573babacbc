import TextField from '@mui/material/TextField';

/** A required reason of a dialog (to reopen, to void...): a few lines, capped at `maxLength`. */
export function ReasonField({
  label,
  value,
  onChange,
  error,
  maxLength,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  maxLength: number;
}) {
  return (
    <TextField
      label={label}
      required
      fullWidth
      multiline
      minRows={2}
      autoFocus
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
}
