import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { PageHeader } from '@/components/page-header.tsx';
import { InviteForm } from '@/features/invitations/components/invite-form.tsx';
import { useBootstrap } from '@/lib/bootstrap/bootstrap-context.tsx';
import { useClientConfig } from '@/lib/bootstrap/client-config.tsx';
import { routeTitle } from '@/app/route-guard.tsx';
import type { AppRoute } from '@/app/route-table.ts';

/**
 * Invite Users to Try the product (/invite, administrators) and the super user's Invite Users
 * (/devtool/send-invite): an e-mail from the caller, naming their company, linking to sign-up.
 */
export default function InvitePage({ route }: { route: AppRoute }) {
  const { brandName } = useClientConfig();
  const { tenant } = useBootstrap();
  return (
    <>
      <PageHeader title={routeTitle(route, brandName)} />
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <InviteForm brandName={brandName} companyName={tenant.tenantName} />
        </CardContent>
      </Card>
    </>
  );
}
