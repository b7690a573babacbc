import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { decodeAuthCode, LoginRequestSchema } from '@tallysheet/contract/identity/tokens';
import { buildPath, paths } from '@/config/paths.ts';
import { signIn } from '@/lib/auth/session.ts';
import { useClientConfig } from '@/lib/bootstrap/client-config.tsx';
import { persisted, updatePrefs } from '@/lib/persisted-state.ts';
import { AuthLayout, AuthLinks } from './auth-layout.tsx';
import {
  base64Param,
  errorMessage,
  fieldProps,
  LOGIN_FAILED,
  type LoginLocationState,
  removeFromAddressBar,
} from './auth-form.tsx';
import { PasswordField } from '@/components/password-field.tsx';
import { useDocumentTitle } from '@/app/use-document-title.ts';

/** The Customer ID of the legacy customer group that still signs in on the classic site (A§2.1). */
const CLASSIC_TENANT_ID = 'cloud-talent';

function initialValues(code: string | null) {
  const bundle = code ? decodeAuthCode(base64Param(code)) : undefined;
  if (bundle)
    return {
      values: {
        tenantId: bundle.tenantId,
        externalUserId: bundle.userId,
        password: bundle.password,
      },
      remember: persisted.get().prefs.savedLogin !== null,
    };
  const saved = persisted.get().prefs.savedLogin;
  return {
    values: {
      tenantId: saved?.tenantId ?? '',
      externalUserId: saved?.username ?? '',
      password: '',
    },
    remember: saved !== null,
  };
}

function ClassicSiteAlert() {
  const { classicSiteUrl } = useClientConfig();
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      Cloud Talent customers sign in on the classic site.
      {classicSiteUrl && (
        <>
          {' '}
          <Link href={classicSiteUrl} sx={{ fontWeight: 600 }}>
            Go to the classic site
          </Link>
        </>
      )}
    </Alert>
  );
}

/** Login (A§2.1): Customer ID, username and password, with a remembered login. */
export default function LoginPage() {
  useDocumentTitle('Login');
  const { brandName } = useClientConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [initial] = useState(() => initialValues(searchParams.get('code')));
  const [remember, setRemember] = useState(initial.remember);
  const [error, setError] = useState<string | null>(
    (location.state as LoginLocationState | null)?.error ?? null,
  );
  const form = useForm({
    resolver: zodResolver(LoginRequestSchema),
    defaultValues: initial.values,
  });
  const [tenantId, username] = useWatch({
    control: form.control,
    name: ['tenantId', 'externalUserId'],
  });

  // The code holds a password: keep it out of the address bar and the history.
  useEffect(() => removeFromAddressBar('code'), []);

  const onRemember = (checked: boolean) => {
    setRemember(checked);
    if (!checked) updatePrefs({ savedLogin: null });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await signIn({
        tenantId: values.tenantId,
        username: values.externalUserId,
        password: values.password,
      });
      updatePrefs({
        savedLogin: remember
          ? { tenantId: values.tenantId, username: values.externalUserId }
          : null,
      });
      if (result === 'NEW_PASSWORD_REQUIRED') navigate(paths.setNewPassword);
    } catch (caught) {
      setError(errorMessage(caught, LOGIN_FAILED));
    }
  });

  const focusPassword = Boolean(initial.values.tenantId && initial.values.externalUserId);
  return (
    <AuthLayout heading="Login">
      {tenantId.trim().toLowerCase() === CLASSIC_TENANT_ID && <ClassicSiteAlert />}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
        <TextField
          label="Customer ID"
          autoComplete="organization"
          autoFocus={!focusPassword}
          {...fieldProps(form, 'tenantId')}
        />
        <TextField
          label="Username"
          autoComplete="username"
          {...fieldProps(form, 'externalUserId')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          autoFocus={focusPassword}
          {...fieldProps(form, 'password')}
        />
        <FormControlLabel
          sx={{ mt: '4px !important' }}
          control={
            <Checkbox
              size="small"
              checked={remember}
              onChange={(event) => onRemember(event.target.checked)}
            />
          }
          label="Remember Customer ID and Username"
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={form.formState.isSubmitting}
        >
          Login
        </Button>
      </Stack>
      <AuthLinks>
        <Link
          component={RouterLink}
          to={buildPath(
            paths.resetPassword,
            {},
            { tenantId: tenantId.trim(), username: username.trim() },
          )}
        >
          Forgot your password?
        </Link>
        <Typography variant="body2" color="text.secondary">
          New to {brandName}?{' '}
          <Link component={RouterLink} to={paths.signUp}>
            Start a free trial
          </Link>
        </Typography>
      </AuthLinks>
    </AuthLayout>
  );
}
