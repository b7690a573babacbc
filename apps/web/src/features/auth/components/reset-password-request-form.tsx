import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ForgotPasswordRequestSchema } from '@tallysheet/contract/identity/tokens';
import { buildPath, paths } from '@/config/paths.ts';
import { useClientConfig } from '@/lib/bootstrap/client-config.tsx';
import { requestPasswordReset } from '../api/request-password-reset.ts';
import { AuthLayout } from '@/components/auth-layout.tsx';
import { fieldProps } from '@/lib/form-fields.ts';
import { AuthSubmit, BackToLogin } from './auth-form-parts.tsx';

/** Forgot password (A§2.1): Customer ID and username, then the code is e-mailed. */
export function ResetPasswordRequestForm() {
  const { supportEmail } = useClientConfig();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [failed, setFailed] = useState(false);
  const [initial] = useState(() => ({
    tenantId: searchParams.get('tenantId') ?? '',
    externalUserId: searchParams.get('username') ?? '',
  }));
  const form = useForm({
    resolver: zodResolver(ForgotPasswordRequestSchema),
    defaultValues: initial,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFailed(false);
    try {
      const result = await requestPasswordReset(values);
      navigate(
        buildPath(
          paths.resetPasswordConfirm,
          {},
          {
            destination: result.CodeDeliveryDetails.Destination,
            tenantId: values.tenantId,
            username: values.externalUserId,
          },
        ),
      );
    } catch {
      setFailed(true);
    }
  });

  return (
    <AuthLayout
      heading="Reset Password"
      intro="Enter your Customer ID and username. We will e-mail you a verification code."
    >
      {failed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          An error occured resetting your password. Please contact technical support:{' '}
          <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>
        </Alert>
      )}
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
        <TextField
          label="Customer ID"
          autoComplete="organization"
          autoFocus={!initial.tenantId}
          {...fieldProps(form, 'tenantId')}
        />
        <TextField
          label="Username"
          autoComplete="username"
          autoFocus={Boolean(initial.tenantId)}
          {...fieldProps(form, 'externalUserId')}
        />
        <AuthSubmit loading={form.formState.isSubmitting}>Send verification code</AuthSubmit>
      </Stack>
      <BackToLogin />
    </AuthLayout>
  );
}
