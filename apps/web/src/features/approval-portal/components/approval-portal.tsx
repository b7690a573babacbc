import { useClientConfig } from '@/lib/bootstrap/client-config.tsx';
import { PortalPage } from './portal-page.tsx';

/** The approval page inside the app (its `/portal/approve` and `/approve-time` routes), with the deployment's brand. */
export function ApprovalPortal({ token }: { token: string }) {
  const { brandName } = useClientConfig();
  return <PortalPage token={token} brandName={brandName} />;
}
