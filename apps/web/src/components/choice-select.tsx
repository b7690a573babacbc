import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

interface ChoiceSelectProps<T extends string> {
  label: string;
  value: T | '';
  /** The first choice, '': no filter. */
  anyLabel: string;
  choices: readonly T[];
  labels: Record<T, string>;
  onChange(value: T | ''): void;
  /** Shows the first choice's words in the field while it is chosen (its label raised). */
  showAny?: boolean;
}

/** A filter's select: "any" first, then each choice in its words. */
export function ChoiceSelect<T extends string>({
  label,
  value,
  anyLabel,
  choices,
  labels,
  onChange,
  showAny,
}: ChoiceSelectProps<T>) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as T | '')}
      slotProps={
        showAny ? { inputLabel: { shrink: true }, select: { displayEmpty: true } } : undefined
      }
    >
      <MenuItem value="">{anyLabel}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {labels[choice]}
        </MenuItem>
      ))}
    </TextField>
  );
}
