import { PlainTextField, type PlainTextFieldProps } from './plain-text-field.tsx';

/**
 * The six digits of an authenticator app: a numeric keyboard on phones, the browser's
 * one-time-code autofill, and pasted codes kept whole (spaces are dropped by the contract).
 */
export function OneTimeCodeField(props: Omit<PlainTextFieldProps, 'label'> & { label?: string }) {
  return (
    <PlainTextField
      label="Code"
      autoComplete="one-time-code"
      {...props}
      inputProps={{ inputMode: 'numeric', maxLength: 12, spellCheck: false, ...props.inputProps }}
    />
  );
}
