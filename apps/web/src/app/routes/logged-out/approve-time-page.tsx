import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { buildPath, paths } from '@/config/paths.ts';
import { useClientConfig } from '@/lib/bootstrap/client-config.tsx';
import { effectiveFlags } from '@/lib/feature-flags.ts';
import { persisted } from '@/lib/persisted-state.ts';
import { useStore } from '@/lib/store.ts';
import { AuthLayout, AuthLinks, BusyScreen } from './auth-layout.tsx';
import { useDocumentTitle } from '@/app/use-document-title.ts';

/**
 * The timecard e-mail's approval link (A§2.1): with ApproveTimePortalRedirect on it goes to the
 * approval portal, keeping the token.
 */
export default function ApproveTimePage() {
  useDocumentTitle('Redirecting...');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { featureFlags } = useClientConfig();
  const overrides = useStore(persisted, (state) => state.features.overrides);
  const redirect = effectiveFlags(featureFlags, overrides).ApproveTimePortalRedirect;

  useEffect(() => {
    if (redirect) navigate(buildPath(paths.portalApprove, {}, { token }), { replace: true });
  }, [redirect, token, navigate]);

  if (redirect) return <BusyScreen message="Redirecting..." />;
  return (
    <AuthLayout heading="Redirecting...">
      <Alert severity="info">
        Timesheet approval links are handled by the approval portal, which is not available at the
        moment. Please try the link again later.
      </Alert>
      <AuthLinks>
        <Link component={RouterLink} to={paths.login}>
          Back to Login
        </Link>
      </AuthLinks>
    </AuthLayout>
  );
}
