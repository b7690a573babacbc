import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PASSWORD_MESSAGES } from '@tallysheet/contract/identity/password';
import { TENANT_ID_MAX } from '@tallysheet/contract/tenants/tenant-id';
import { SignUpSchema, TENANT_TAKEN_MESSAGE } from '@tallysheet/contract/welcome/welcome';
import { paths } from '@/config/paths.ts';
import { ApiError } from '@/lib/api-client.ts';
import { signUp } from '../api/sign-up.ts';
import { AuthLayout, AuthLinks } from '@/components/auth-layout.tsx';
import { errorMessage } from '../auth-form.ts';
import { applyServerErrors, fieldProps } from '@/lib/form-fields.ts';
import { passwordConfirmation } from '@/lib/password-confirmation.ts';
import { NewPasswordFields } from '@/components/new-password-fields.tsx';
import { AuthSubmit, FormError, signInWithNewPassword } from './auth-form-parts.tsx';

const SignUpFormSchema = SignUpSchema.and(
  passwordConfirmation('password', PASSWORD_MESSAGES.mismatch),
);

const SERVER_FIELDS = ['tenantId', 'companyName', 'name', 'email', 'username', 'password'] as const;

/** A Customer ID suggested from the company name: "Acme Staffing, Inc." -> "acme-staffing-inc". */
const suggestTenantId = (companyName: string) =>
  companyName
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, TENANT_ID_MAX);

/** Start a free trial: a new tenant with its Billing Administrator, then sign-in. */
export function SignUpForm() {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(SignUpFormSchema),
    defaultValues: {
      companyName: '',
      tenantId: '',
      name: '',
      email: '',
      username: '',
      password: '',
      confirmPassword: '',
    },
  });
  const companyField = fieldProps(form, 'companyName');

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...input }) => {
    setError(null);
    try {
      await signUp(input);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 409)
        form.setError(
          'tenantId',
          { type: 'server', message: caught.message || TENANT_TAKEN_MESSAGE },
          { shouldFocus: true },
        );
      else if (!applyServerErrors(form, caught, SERVER_FIELDS))
        setError(errorMessage(caught, 'An error occurred'));
      return;
    }
    const { tenantId, username, password } = input;
    await signInWithNewPassword({ tenantId, username, password }, navigate, setError);
  });

  return (
    <AuthLayout
      wide
      heading="Start your free trial"
      intro="Set up your company and your administrator account. No payment details needed."
    >
      <FormError error={error} />
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
        <TextField
          label="Company name"
          autoComplete="organization"
          autoFocus
          {...companyField}
          onBlur={(event) => {
            void companyField.onBlur(event);
            if (!form.getValues('tenantId') && event.target.value.trim())
              form.setValue('tenantId', suggestTenantId(event.target.value));
          }}
        />
        <TextField
          label="Customer ID"
          autoComplete="off"
          {...fieldProps(
            form,
            'tenantId',
            'You and your colleagues sign in with this Customer ID. Lowercase letters, numbers and -.',
          )}
        />
        <TextField label="Your name" autoComplete="name" {...fieldProps(form, 'name')} />
        <TextField label="Email" type="email" autoComplete="email" {...fieldProps(form, 'email')} />
        <TextField
          label="Username"
          autoComplete="username"
          {...fieldProps(form, 'username', "Lowercase letters, numbers, '-' and '_'.")}
        />
        <NewPasswordFields
          form={form}
          name="password"
          label="Password"
          confirmLabel="Confirm password"
        />
        <AuthSubmit loading={form.formState.isSubmitting}>Start free trial</AuthSubmit>
      </Stack>
      <AuthLinks>
        <Typography variant="body2" color="text.secondary">
          Already have an account?{' '}
          <Link component={RouterLink} to={paths.login} underline="always">
            Login
          </Link>
        </Typography>
      </AuthLinks>
    </AuthLayout>
  );
}
