import { useState } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useActionToast } from '@/components/use-action-toast.ts';
import { encodeAuthCode } from '@tallysheet/contract/identity/tokens';
import { FEATURE_FLAG_NAMES } from '@tallysheet/contract/util/util';
import { SYSTEM_ROLE_LABELS } from '@tallysheet/contract/roles/roles';
import type { Banner } from '@tallysheet/contract/tenants/banner';
import { customBanner } from '@/lib/banner.ts';
import { session } from '@/lib/auth/session.ts';
import { useBootstrap } from '@/lib/bootstrap/bootstrap-context.tsx';
import { useClientConfig } from '@/lib/bootstrap/client-config.tsx';
import { interceptorInstalled } from '@/lib/api-client.ts';
import { setFlagOverride } from '@/lib/feature-flags.ts';
import { persisted } from '@/lib/persisted-state.ts';
import { useStore } from '@/lib/store.ts';
import { formatDateTime } from '@/lib/dates.ts';

function useCopy() {
  const enqueueSnackbar = useActionToast();
  return async (text: string) => {
    try {
      if (!navigator.clipboard) throw new Error('The request is not allowed');
      await navigator.clipboard.writeText(text);
      enqueueSnackbar('Copied to clipboard', { variant: 'success' });
    } catch {
      enqueueSnackbar('The request is not allowed', { variant: 'error' });
    }
  };
}

export function FeaturesSection() {
  const { featureFlags } = useClientConfig();
  const overrides = useStore(persisted, (state) => state.features.overrides);
  return (
    <Stack>
      {FEATURE_FLAG_NAMES.map((flag) => (
        <FormControlLabel
          key={flag}
          control={
            <Switch
              checked={overrides[flag] ?? featureFlags[flag]}
              onChange={(event) => setFlagOverride(flag, event.target.checked)}
            />
          }
          label={`${flag}${overrides[flag] !== undefined ? ' (overridden)' : ''}`}
        />
      ))}
      <div>
        <Button
          onClick={() => FEATURE_FLAG_NAMES.forEach((flag) => setFlagOverride(flag, undefined))}
        >
          Reset to defaults
        </Button>
      </div>
    </Stack>
  );
}

export function TokensSection() {
  const { profile } = useBootstrap();
  const jwt = useStore(session, (state) => state.jwt) ?? '';
  const [revealed, setRevealed] = useState(false);
  const copy = useCopy();
  return (
    <Stack spacing={2}>
      <Typography>System role: {SYSTEM_ROLE_LABELS[profile.systemRole]}</Typography>
      <TextField
        label="Bearer token"
        value={revealed ? jwt : '•'.repeat(24)}
        multiline={revealed}
        slotProps={{ input: { readOnly: true } }}
      />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={() => void copy(jwt)}>
          Copy token
        </Button>
        <Button onClick={() => setRevealed(!revealed)}>
          {revealed ? 'Hide token' : 'Reveal token'}
        </Button>
      </Stack>
    </Stack>
  );
}

export function AutoAuthSection() {
  const [values, setValues] = useState({ tenantId: '', userId: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [code, setCode] = useState('');
  const copy = useCopy();
  const url = code ? `${window.location.origin}/auth?authCode=${code}` : '';
  const generate = () => {
    const next: Record<string, string> = {};
    if (!values.tenantId) next.tenantId = 'A tenant ID is required';
    if (!values.userId) next.userId = 'A username is required';
    if (!values.password) next.password = 'A password is required';
    setErrors(next);
    if (Object.keys(next).length === 0) setCode(encodeAuthCode(values));
  };
  const field = (name: keyof typeof values, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name]}
    />
  );
  return (
    <Stack spacing={2}>
      {field('tenantId', 'Tenant ID')}
      {field('userId', 'Username')}
      {field('password', 'Password', 'password')}
      <div>
        <Button variant="contained" onClick={generate}>
          Generate
        </Button>
      </div>
      {code && (
        <>
          <TextField label="Sign-in URL" value={url} slotProps={{ input: { readOnly: true } }} />
          <TextField label="Auth code" value={code} slotProps={{ input: { readOnly: true } }} />
          <Stack direction="row" spacing={1}>
            <Button onClick={() => void copy(url)}>Copy URL</Button>
            <Button onClick={() => void copy(code)}>Copy code</Button>
          </Stack>
        </>
      )}
    </Stack>
  );
}

export function AuthStateSection() {
  const { profile, tenant } = useBootstrap();
  const state = useStore(session, (s) => s);
  const recordingUrl = useStore(persisted, (s) => s.prefs.recordingUrl);
  const rows: [string, string][] = [
    ['Authenticated', String(state.status === 'signedIn')],
    ['Tenant admin', String(profile.systemRole === 'TenantAdmin')],
    ['Enterprise', String(tenant.billing.isEnterprise)],
    [
      'Token expiry',
      state.tokenExpirationUnix ? formatDateTime(state.tokenExpirationUnix * 1000) : '---',
    ],
    ['Interceptor initialised', String(interceptorInstalled())],
    ['Session recording URL', recordingUrl ?? '---'],
    ['Auth loading', String(state.status === 'restoring')],
    ['New-password flow', String(Boolean(state.challenge))],
    ['Auth error shown', 'false'],
    ['Auth error message', '---'],
    ['Tenant ID', state.user?.tenantId ?? '---'],
    ['Internal user ID', state.user?.internalUserId ?? '---'],
    ['External user ID', state.user?.externalUserId ?? '---'],
    ['System role', state.user?.systemRole ?? '---'],
    ['Display name', state.user?.displayName ?? '---'],
    ['Email', state.user?.email ?? '---'],
  ];
  return (
    <Table aria-label="Auth state">
      <TableBody>
        {rows.map(([name, value]) => (
          <TableRow key={name}>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
              {name}
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-all' }}>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function BannerSection() {
  const current = useStore(customBanner, (b) => b);
  const [banner, setBanner] = useState<Banner>(
    current ?? {
      show: true,
      dismissable: true,
      message: '',
      link: null,
      color: 'info',
      showSubscriptionLink: false,
    },
  );
  const [linkText, setLinkText] = useState(banner.link?.text ?? '');
  const [linkHref, setLinkHref] = useState(banner.link?.href ?? '');
  const toggle = (name: 'show' | 'dismissable' | 'showSubscriptionLink', label: string) => (
    <FormControlLabel
      control={
        <Switch
          checked={banner[name]}
          onChange={(e) => setBanner({ ...banner, [name]: e.target.checked })}
        />
      }
      label={label}
    />
  );
  return (
    <Stack spacing={2}>
      {toggle('show', 'Show banner')}
      {toggle('dismissable', 'Dismissable')}
      <TextField
        label="Text"
        value={banner.message}
        onChange={(e) => setBanner({ ...banner, message: e.target.value })}
      />
      <TextField
        select
        label="Colour"
        value={banner.color}
        onChange={(e) => setBanner({ ...banner, color: e.target.value as Banner['color'] })}
      >
        <MenuItem value="info">Info</MenuItem>
        <MenuItem value="warning">Warning</MenuItem>
        <MenuItem value="error">Error</MenuItem>
      </TextField>
      <TextField
        label="Link text (optional)"
        value={linkText}
        onChange={(e) => setLinkText(e.target.value)}
      />
      <TextField
        label="Link target route (optional)"
        value={linkHref}
        onChange={(e) => setLinkHref(e.target.value)}
        placeholder="/dashboard"
      />
      {toggle('showSubscriptionLink', 'Subscription link')}
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          onClick={() =>
            customBanner.set({
              ...banner,
              link: linkText && linkHref ? { text: linkText, href: linkHref } : null,
            })
          }
        >
          Apply
        </Button>
        <Button onClick={() => customBanner.set(null)}>Clear</Button>
      </Stack>
    </Stack>
  );
}
