import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuthCodePreview, LoginRequest } from '@tallysheet/contract/identity/tokens';
import { buildPath, publicPaths } from '@/config/public-paths.ts';
import { signIn } from '@/lib/auth/session.ts';
import { useClientConfig } from '@/lib/bootstrap/client-config.tsx';
import { fieldProps } from '@/lib/form-fields.ts';
import { persisted, updatePrefs } from '@/lib/persisted-state.ts';
import { AuthLayout, AuthLinks } from '@/components/auth-layout.tsx';
import {
  base64Param,
  challengePath,
  errorMessage,
  LOGIN_FAILED,
  type LoginLocationState,
  removeFromAddressBar,
} from '../auth-form.ts';
import { PasswordField } from '@/components/password-field.tsx';
import { PlainTextField } from '@/components/plain-text-field.tsx';
import { loadDemoAccounts } from './load-demo-accounts.ts';

/** The Customer ID of the legacy customer group that still signs in on the classic site (A§2.1). */
const CLASSIC_TENANT_ID = 'cloud-talent';

const loadRules = () => import('../login-rules.ts');
/** The contract's rules (LoginRequestSchema), loaded with zod when first needed. */
const resolver: Resolver<LoginRequest> = async (...args) =>
  (await loadRules()).loginResolver(...args);
// Only the local stage has demo accounts: other stages never load the helper.
const DemoAccounts = lazy(loadDemoAccounts);
// Only a link with a code reads it and shows whom it signs in.
const loadSignInLink = () => import('./sign-in-link-notice.tsx');
const SignInLinkNotice = lazy(loadSignInLink);

function initialValues(): { values: LoginRequest; remember: boolean } {
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

/**
 * Login (A§2.1): Customer ID, username and password, with a remembered login. A react-hook-form
 * form like the other signed-out forms, checked by the contract's rules after the first submit.
 */
export function LoginForm() {
  const { brandName, demoAccounts } = useClientConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [initial] = useState(initialValues);
  const [code] = useState(() => base64Param(searchParams.get('code')) || null);
  const [linkWho, setLinkWho] = useState<AuthCodePreview | null>(null);
  const [remember, setRemember] = useState(initial.remember);
  const [error, setError] = useState<string | null>(
    (location.state as LoginLocationState | null)?.error ?? null,
  );
  const busy = useRef(false);
  const form = useForm<LoginRequest>({ resolver, defaultValues: initial.values });
  const [tenantId, externalUserId] = useWatch({
    control: form.control,
    name: ['tenantId', 'externalUserId'],
  });

  /** Fills the form; after the first submit the fields are checked again, as on typing. */
  const fill = (values: LoginRequest) => {
    const shouldValidate = form.formState.isSubmitted;
    for (const name of ['tenantId', 'externalUserId', 'password'] as const)
      form.setValue(name, values[name], { shouldValidate });
  };

  // The code holds a password: keep it out of the address bar and the history.
  useEffect(() => removeFromAddressBar('code'), []);

  /**
   * An invitation's link (`?code=`, base64 JSON of Customer ID, username and password) fills
   * the form (A§2.1); against login CSRF the page also says whom it signs in, from the server,
   * and Login is the person's confirmation. A link the server refuses shows why, and keeps
   * only its Customer ID and username.
   */
  useEffect(() => {
    if (!code) return;
    let live = true;
    void loadSignInLink().then(({ readSignInLink }) => {
      const link = readSignInLink(code);
      if (!live || !link) return;
      link.preview.then(
        (who) => {
          if (!live) return;
          setLinkWho(who);
          fill({ ...link.account, password: link.password });
          form.setFocus('password');
        },
        (caught: unknown) => {
          if (!live) return;
          setError(errorMessage(caught, LOGIN_FAILED));
          fill({ ...link.account, password: '' });
        },
      );
    });
    return () => {
      live = false;
    };
    // Once, for the link's code.
  }, [code]);

  const forgetLink = () => {
    setLinkWho(null);
    fill({ tenantId: '', externalUserId: '', password: '' });
  };

  const onRemember = (checked: boolean) => {
    setRemember(checked);
    if (!checked) updatePrefs({ savedLogin: null });
  };

  // The first invalid field takes the focus (react-hook-form's default).
  const onSubmit = form.handleSubmit(async (values) => {
    if (busy.current) return;
    busy.current = true;
    try {
      setError(null);
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
      const next = challengePath(result);
      if (next) navigate(next);
    } catch (caught) {
      setError(errorMessage(caught, LOGIN_FAILED));
    } finally {
      busy.current = false;
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
      {linkWho && (
        <Suspense fallback={null}>
          <SignInLinkNotice preview={linkWho} onClear={forgetLink} />
        </Suspense>
      )}
      <Stack
        component="form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        onInput={() => void loadRules()}
        spacing={2}
      >
        <PlainTextField
          label="Customer ID"
          autoComplete="organization"
          autoFocus={!focusPassword}
          {...fieldProps(form, 'tenantId')}
        />
        <PlainTextField
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
            publicPaths.resetPassword,
            {},
            { tenantId: tenantId.trim(), username: externalUserId.trim() },
          )}
        >
          Forgot your password?
        </Link>
        <Typography variant="body2" color="text.secondary">
          New to {brandName}?{' '}
          <Link component={RouterLink} to={publicPaths.signUp} underline="always">
            Start a free trial
          </Link>
        </Typography>
      </AuthLinks>
      {demoAccounts.length > 0 && (
        <Suspense fallback={null}>
          <DemoAccounts
            accounts={demoAccounts}
            onPick={(account) =>
              fill({
                tenantId: account.tenantId,
                externalUserId: account.username,
                password: account.password,
              })
            }
          />
        </Suspense>
      )}
    </AuthLayout>
  );
}
