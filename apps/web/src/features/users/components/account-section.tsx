import { Controller, useWatch } from 'react-hook-form';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SYSTEM_ROLE_LABELS, type SystemRole } from '@tallysheet/contract/roles/roles';
import {
  EDITABLE_ROLE_LABELS,
  EDITABLE_ROLES,
  USER_MESSAGES,
  type User,
} from '@tallysheet/contract/users/users';
import { credentialChangeRefusal } from '@tallysheet/contract/users/user-rules';
import { fieldProps } from '@/components/editor-drawer/editor-form.ts';
import { useBootstrap } from '@/lib/bootstrap/bootstrap-context.tsx';
import type { UsernameCheck } from '@/features/users/hooks/use-username-check.ts';
import { USER_TEXT } from '@/features/users/messages.ts';
import { FormSection } from './form-section.tsx';
import type { UserForm } from './user-form.ts';

/**
 * Why a field is locked is read, not greyed out with the field: the disabled grey falls under
 * 4.5:1 against the drawer.
 */
const REASON = {
  formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
} as const;

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

function UsernameAdornment({ check }: { check: UsernameCheck }) {
  if (check.checking)
    return (
      <InputAdornment position="end">
        <CircularProgress size={16} aria-label="Checking username" />
      </InputAdornment>
    );
  if (check.available)
    return (
      <InputAdornment position="end">
        <CheckCircleOutlineIcon fontSize="small" color="success" titleAccess="Username available" />
      </InputAdornment>
    );
  return null;
}

/** The role options: Administrator and Associate, plus a role outside them the user already has. */
function roleOptions(current: SystemRole | undefined) {
  const options: { value: SystemRole; label: string }[] = EDITABLE_ROLES.map((role) => ({
    value: role,
    label: EDITABLE_ROLE_LABELS[role],
  }));
  if (current && !(EDITABLE_ROLES as readonly string[]).includes(current))
    options.push({ value: current, label: SYSTEM_ROLE_LABELS[current] });
  return options;
}

/** Username (create mode only), name, e-mail with the resend choice, and the system role. */
export function AccountSection({
  form,
  user,
  usernameCheck,
  disabled,
}: {
  form: UserForm;
  /** Edit mode when given. */
  user?: User;
  usernameCheck: UsernameCheck;
  disabled: boolean;
}) {
  const editing = Boolean(user);
  const email = useWatch({ control: form.control, name: 'email' });
  const emailChanged = Boolean(user) && email.trim() !== user?.email;
  const billingAdmin = user?.systemRole === 'TenantAdmin';
  // Nobody changes their own role: an administrator could lock themselves out.
  const { profile, tenant } = useBootstrap();
  const self = Boolean(user) && user?.userId === profile.userId;
  // Nobody changes the e-mail of the Billing Administrator or of a higher role (issue 26).
  const emailBlock = user
    ? credentialChangeRefusal(
        { userId: user.userId, role: user.systemRole },
        { userId: profile.userId, role: profile.systemRole, tenantInternal: tenant.internal },
      )
    : null;
  const emailField = fieldProps(form, 'email');
  const username = fieldProps(form, 'username');
  const usernameError = username.helperText ?? usernameCheck.message ?? undefined;

  return (
    <FormSection first title="Account" help={editing ? undefined : USER_TEXT.invitation}>
      <Box sx={grid}>
        {editing ? (
          <TextField label="Username" value={user?.userId ?? ''} disabled />
        ) : (
          <TextField
            label="Username"
            required
            autoFocus
            autoComplete="off"
            {...username}
            error={Boolean(usernameError)}
            helperText={usernameError}
            slotProps={{ input: { endAdornment: <UsernameAdornment check={usernameCheck} /> } }}
          />
        )}
        <TextField label="Name" required disabled={disabled} {...fieldProps(form, 'name')} />
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          <TextField
            label="Email"
            type="email"
            required
            autoComplete="off"
            {...emailField}
            disabled={disabled || Boolean(emailBlock)}
            helperText={emailField.helperText ?? emailBlock ?? undefined}
            slotProps={REASON}
          />
          {emailChanged && !emailBlock && (
            <Controller
              control={form.control}
              name="resend"
              render={({ field }) => (
                <FormControlLabel
                  sx={{ mt: 0.5 }}
                  label={USER_TEXT.resend}
                  control={
                    <Checkbox
                      size="small"
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      disabled={disabled}
                    />
                  }
                />
              )}
            />
          )}
        </Box>
        <Controller
          control={form.control}
          name="role"
          render={({ field, fieldState }) =>
            billingAdmin ? (
              <TextField
                select
                label="System Role"
                value="TenantAdmin"
                disabled
                helperText={USER_MESSAGES.billingAdminRole}
                slotProps={REASON}
              >
                <MenuItem value="TenantAdmin">{SYSTEM_ROLE_LABELS.TenantAdmin}</MenuItem>
              </TextField>
            ) : (
              <TextField
                select
                label="System Role"
                required
                disabled={disabled || self}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                name={field.name}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? (self ? USER_MESSAGES.ownRole : undefined)}
                slotProps={REASON}
              >
                {roleOptions(user?.systemRole).map((option) => (
                  <MenuItem key={option.value} value={option.value}>
                    {option.label}
                  </MenuItem>
                ))}
              </TextField>
            )
          }
        />
      </Box>
    </FormSection>
  );
}
