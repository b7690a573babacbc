import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
} from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LoginRequest } from '@tallysheet/contract/identity/tokens';
import { buildPath, publicPaths } from '@/config/public-paths.ts';
import { signIn } from '@/lib/auth/session.ts';
import type { AuthCodePreview } from '@tallysheet/contract/identity/tokens';
import { useClientConfig } from '@/lib/bootstrap/client-config.tsx';
import { persisted, updatePrefs } from '@/lib/persisted-state.ts';
import { AuthLayout, AuthLinks } from '@/components/auth-layout.tsx';
import type { LoginErrors } from '../login-rules.ts';
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
// Only the local stage has demo accounts: other stages never load the helper.
const DemoAccounts = lazy(loadDemoAccounts);
// Only a link with a code reads it and shows whom it signs in.
const loadSignInLink = () => import('./sign-in-link-notice.tsx');
const SignInLinkNotice = lazy(loadSignInLink);
const FIELDS = ['tenantId', 'externalUserId', 'password'] as const;
type Field = (typeof FIELDS)[number];

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
 * Login (A§2.1): Customer ID, username and password, with a remembered login.
 *
 * Its three fields keep their own state rather than react-hook-form, which the other signed-out
 * forms use: the sign-in page's JS is held to 180 KB gzip (scripts/bundle-budget.mjs) and is at
 * it, and the library would add its whole shared chunk, about 15 KB (measured: 194.8 KB).
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
  const [values, setValues] = useState(initial.values);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [validated, setValidated] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  /** After the first submit every change is checked again, as the other forms do. */
  const check = async (next: LoginRequest) => {
    const found = (await loadRules()).loginErrors(next);
    setErrors(found);
    return found;
  };

  const bind = (name: Field) => ({
    name,
    value: values[name],
    inputRef: (input: HTMLInputElement | null) => {
      inputs.current[name] = input;
    },
    error: Boolean(errors[name]),
    helperText: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (validated) void check(next);
    },
  });

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
          setValues({ ...link.account, password: link.password });
          inputs.current.password?.focus();
        },
        (caught: unknown) => {
          if (!live) return;
          setError(errorMessage(caught, LOGIN_FAILED));
          setValues({ ...link.account, password: '' });
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
    setValues({ tenantId: '', externalUserId: '', password: '' });
  };

  const onRemember = (checked: boolean) => {
    setRemember(checked);
    if (!checked) updatePrefs({ savedLogin: null });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      setValidated(true);
      const found = await check(values);
      const invalid = FIELDS.find((name) => found[name]);
      if (invalid) return inputs.current[invalid]?.focus();
      setError(null);
      setSubmitting(true);
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
      setSubmitting(false);
    }
  };

  const focusPassword = Boolean(initial.values.tenantId && initial.values.externalUserId);
  return (
    <AuthLayout heading="Login">
      {values.tenantId.trim().toLowerCase() === CLASSIC_TENANT_ID && <ClassicSiteAlert />}
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
          {...bind('tenantId')}
        />
        <PlainTextField label="Username" autoComplete="username" {...bind('externalUserId')} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          autoFocus={focusPassword}
          {...bind('password')}
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
        <Button type="submit" variant="contained" size="large" loading={submitting}>
          Login
        </Button>
      </Stack>
      <AuthLinks>
        <Link
          component={RouterLink}
          to={buildPath(
            publicPaths.resetPassword,
            {},
            { tenantId: values.tenantId.trim(), username: values.externalUserId.trim() },
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
            onPick={(account) => {
              const next = {
                tenantId: account.tenantId,
                externalUserId: account.username,
                password: account.password,
              };
              setValues(next);
              if (validated) void check(next);
            }}
          />
        </Suspense>
      )}
    </AuthLayout>
  );
}
