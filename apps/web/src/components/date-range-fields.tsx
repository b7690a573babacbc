import { useState } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import {
  DATE_RANGE_MESSAGES,
  isPlausibleDay,
  isReversedRange,
} from '@tallysheet/contract/common/date-range';

type DayFieldProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange'> & {
  /** The day `YYYY-MM-DD`, '' for none. */
  value: string;
  /** A plausible day, or '' once cleared. */
  onChange(day: string): void;
};

/**
 * A date field a person can type into. Typing a year passes through 0002, 0020 and 0202 on the
 * way to 2026: the field keeps what is typed and reports the day only once it is plausible, so
 * the page never acts on (or resets the field to) a day nobody meant. A day given from outside
 * (a link, Clear filters) replaces what was typed.
 */
export function DayField({ value, onChange, slotProps, ...props }: DayFieldProps) {
  const [typed, setTyped] = useState(value);
  const [given, setGiven] = useState(value);
  if (value !== given) {
    setGiven(value);
    setTyped(value);
  }
  return (
    <TextField
      {...props}
      type="date"
      value={typed}
      onChange={(event) => {
        const next = event.target.value;
        setTyped(next);
        if (!next || isPlausibleDay(next)) onChange(next);
      }}
      slotProps={{ ...slotProps, inputLabel: { shrink: true } }}
    />
  );
}

/** A custom period's From and To; a To before the From says so under the To. */
export function DateRangeFields({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange(change: { from?: string; to?: string }): void;
}) {
  const reversed = isReversedRange({ from, to });
  return (
    <>
      <DayField label="From" value={from} onChange={(day) => onChange({ from: day })} />
      <DayField
        label="To"
        value={to}
        onChange={(day) => onChange({ to: day })}
        error={reversed}
        helperText={reversed ? DATE_RANGE_MESSAGES.reversed : undefined}
      />
    </>
  );
}

/**
 * A required From and To of a form, read from the form's values, each showing its own message;
 * `autoFocus` on the From.
 */
export function RequiredDayRange({
  values,
  errors,
  autoFocus,
  onChange,
}: {
  values: { from: string; to: string };
  errors: { from?: string; to?: string };
  autoFocus?: boolean;
  onChange(field: 'from' | 'to', day: string): void;
}) {
  const field = (name: 'from' | 'to', label: string) => (
    <DayField
      label={label}
      required
      autoFocus={autoFocus && name === 'from'}
      value={values[name]}
      onChange={(day) => onChange(name, day)}
      error={Boolean(errors[name])}
      helperText={errors[name]}
    />
  );
  return (
    <>
      {field('from', 'From')}
      {field('to', 'To')}
    </>
  );
}
