import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  ForgotPasswordRequestSchema,
  type ForgotPasswordResult,
} from '@tallysheet/contract/identity/tokens';
import { buildPath, paths } from '@/config/paths.ts';
import { useClientConfig } from '@/lib/bootstrap/client-config.tsx';
import { call } from '@/lib/api-client.ts';
import { AuthLayout, AuthLinks } from './auth-layout.tsx';
import { fieldProps } from './auth-form-fields.ts';
import { useDocumentTitle } from '@/app/use-document-title.ts';

/** Step 1 of a forgotten password (A§4): e-mails a verification code. */
async function requestPasswordReset(body: { tenantId: string; externalUserId: string }) {
  const { data } = await call<ForgotPasswordResult>({
    area: 'tokens',
    path: '/forgot-password',
    method: 'POST',
    auth: false,
    body,
  });
  return data;
}

/** Forgot password (A§2.1): Customer ID and username, then the code is e-mailed. */
export default function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
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
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={form.formState.isSubmitting}
        >
          Send verification code
        </Button>
      </Stack>
      <AuthLinks>
        <Link component={RouterLink} to={paths.login}>
          Back to Login
        </Link>
      </AuthLinks>
    </AuthLayout>
  );
}
