import { PasswordField } from '@/components/password-field.tsx';

/** The user's current password, asked first before MFA is turned on or off. */
export function CurrentPasswordField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange(value: string): void;
  error: string | null | undefined;
}) {
  return (
    <PasswordField
      label="Password"
      name="password"
      autoComplete="current-password"
      autoFocus
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? undefined}
    />
  );
}
