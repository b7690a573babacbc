import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { buildPath, paths } from '@/config/paths.ts';
import { ApprovalPortal } from '@/features/approval-portal/components/approval-portal.tsx';
import { useClientConfig } from '@/lib/bootstrap/client-config.tsx';
import { effectiveFlags } from '@/lib/feature-flags.ts';
import { persisted } from '@/lib/persisted-state.ts';
import { useStore } from '@/lib/store.ts';
import { BusyScreen } from '@/components/auth-layout.tsx';
import { useDocumentTitle } from '@/lib/bootstrap/client-config.tsx';

/**
 * The timecard e-mail's approval link (A§2.1): with ApproveTimePortalRedirect on it goes to the
 * approval portal, keeping the token; with it off it shows the portal right here.
 */
export default function ApproveTimePage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { featureFlags } = useClientConfig();
  const overrides = useStore(persisted, (state) => state.features.overrides);
  const redirect = effectiveFlags(featureFlags, overrides).ApproveTimePortalRedirect;
  useDocumentTitle(redirect ? 'Redirecting...' : 'Approve Time');

  useEffect(() => {
    if (redirect) navigate(buildPath(paths.portalApprove, {}, { token }), { replace: true });
  }, [redirect, token, navigate]);

  if (redirect) return <BusyScreen message="Redirecting..." />;
  return <ApprovalPortal token={token} />;
}
