import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen.tsx';
import { paths } from '@/config/paths.ts';
import { useClientConfig } from '@/lib/bootstrap/client-config.tsx';

const ApprovalPortalPage = lazy(() => import('./routes/portal/approval-portal-page.tsx'));
const ApproveTimePage = lazy(() => import('./routes/logged-out/approve-time-page.tsx'));
const CheckoutPage = lazy(() => import('./routes/billing/checkout-page.tsx'));

/** The pages opened by a link (the timecard e-mail's, the test checkout's): the same for everyone. */
export default function PortalRoutes() {
  const config = useClientConfig();
  return (
    <Suspense fallback={<LoadingScreen brandName={config.brandName} />}>
      <Routes>
        <Route path={paths.portalApprove} element={<ApprovalPortalPage />} />
        <Route path={paths.approveTime} element={<ApproveTimePage />} />
        <Route path={paths.billingCheckout} element={<CheckoutPage />} />
      </Routes>
    </Suspense>
  );
}
