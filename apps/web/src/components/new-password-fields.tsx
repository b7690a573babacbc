import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { fieldProps } from '@/lib/form-fields.ts';
import { PasswordField } from './password-field.tsx';
import { PasswordRules } from './password-rules.tsx';

interface NewPasswordFieldsProps<T extends FieldValues> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any transformed-values type
  form: UseFormReturn<T, any, any>;
  /** The new password's field; its confirmation is always `confirmPassword`. */
  name: Path<T>;
  /** "New Password" unless told otherwise. */
  label?: string;
  confirmLabel: string;
  autoFocus?: boolean;
  required?: boolean;
}

/**
 * A new password, the password rules (A§5) marked as it is typed, and its confirmation: the
 * piece every screen that sets a password shares.
 */
export function NewPasswordFields<T extends FieldValues>({
  form,
  name,
  label = 'New Password',
  confirmLabel,
  autoFocus,
  required,
}: NewPasswordFieldsProps<T>) {
  const value = useWatch({ control: form.control, name }) as string;
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        autoFocus={autoFocus}
        required={required}
        {...fieldProps(form, name)}
      />
      <PasswordRules value={value} />
      <PasswordField
        label={confirmLabel}
        autoComplete="new-password"
        required={required}
        {...fieldProps(form, 'confirmPassword' as Path<T>)}
      />
    </>
  );
}

/** Whose password this is, for password managers: a hidden username beside a new password. */
export function UsernameForPasswordManagers({ username }: { username: string }) {
  return (
    <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
  );
}
