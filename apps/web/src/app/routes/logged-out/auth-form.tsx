import { useState, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { get } from 'react-hook-form';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PASSWORD_MESSAGES, passwordProblems } from '@tallysheet/contract/identity/password';
import { ApiError } from '../../../lib/api-client.ts';

/** A§8: a sign-in that fails without a server message. */
export const LOGIN_FAILED = 'Error logging in';

/** What another screen may hand the login screen, e.g. why an auto-login failed. */
export interface LoginLocationState {
  error?: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any transformed-values type
type AnyForm<T extends FieldValues> = UseFormReturn<T, any, any>;

/**
 * Props binding a react-hook-form field to a MUI TextField: the ref goes to the input, and the
 * field's error replaces the helper text.
 */
export function fieldProps<T extends FieldValues>(
  form: AnyForm<T>,
  name: Path<T>,
  helperText?: ReactNode,
) {
  const { ref, ...rest } = form.register(name);
  const message = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
  return { ...rest, inputRef: ref, error: Boolean(message), helperText: message ?? helperText };
}

/** Puts the server's field messages (400 issues) on the named fields; true when any was put. */
export function applyServerErrors<T extends FieldValues>(
  form: AnyForm<T>,
  error: unknown,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const field of fields) {
    const message = error.fieldError(field);
    if (message) {
      form.setError(field, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}

/** The server's message, or the fallback for a network failure or an unknown error. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status !== 0 && error.message
    ? error.message
    : fallback;
}

/**
 * Reads a base64 query value: a '+' in a link arrives as a space after URL decoding,
 * so spaces are put back.
 */
export const base64Param = (value: string | null) => value?.replace(/ /g, '+') ?? '';

/** Removes query parameters from the address bar without a navigation (secrets in links). */
export function removeFromAddressBar(...names: string[]) {
  const url = new URL(window.location.href);
  if (!names.some((name) => url.searchParams.has(name))) return;
  names.forEach((name) => url.searchParams.delete(name));
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/** A password input with a show/hide button. */
export function PasswordField(props: TextFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      slotProps={{
        ...props.slotProps,
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
                // Not "Show password": a label search for "password" should find only the fields.
                aria-label="Show"
                aria-pressed={visible}
                onClick={() => setVisible((value) => !value)}
              >
                {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

const RULES = [
  PASSWORD_MESSAGES.minLength,
  PASSWORD_MESSAGES.uppercase,
  PASSWORD_MESSAGES.digit,
  PASSWORD_MESSAGES.symbol,
];

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  border: 0,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The password rules (A§5) in the spec's words, each marked met or not as the user types. */
export function PasswordRules({ value }: { value: string }) {
  const problems = passwordProblems(value);
  const rules = problems.includes(PASSWORD_MESSAGES.maxLength)
    ? [...RULES, PASSWORD_MESSAGES.maxLength]
    : RULES;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rules.map((rule) => {
        const met = !problems.includes(rule);
        return (
          <Box
            component="li"
            key={rule}
            sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, py: 0.25 }}
          >
            {met ? (
              <CheckCircleIcon sx={{ fontSize: 16, mt: '1px' }} color="success" aria-hidden />
            ) : (
              <RadioButtonUncheckedIcon
                sx={{ fontSize: 16, mt: '1px', color: 'text.secondary' }}
                aria-hidden
              />
            )}
            <Typography variant="caption" color={met ? 'text.primary' : 'text.secondary'}>
              {rule}
              <Box component="span" sx={visuallyHidden}>
                {met ? ' (met)' : ' (not met)'}
              </Box>
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
