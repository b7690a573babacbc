import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen.tsx';
import { paths } from '@/config/paths.ts';
import { useClientConfig } from '@/lib/bootstrap/client-config.tsx';

const ApprovalPortalPage = lazy(() => import('./routes/portal/approval-portal-page.tsx'));
const ApproveTimePage = lazy(() => import('./routes/logged-out/approve-time-page.tsx'));

/** The pages of the timecard e-mail's link: the same for everyone, signed in or not. */
export default function PortalRoutes() {
  const config = useClientConfig();
  return (
    <Suspense fallback={<LoadingScreen brandName={config.brandName} />}>
      <Routes>
        <Route path={paths.portalApprove} element={<ApprovalPortalPage />} />
        <Route path={paths.approveTime} element={<ApproveTimePage />} />
      </Routes>
    </Suspense>
  );
}
