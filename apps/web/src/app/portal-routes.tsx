import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen.tsx';
import { paths } from '@/config/paths.ts';
import { useClientConfig } from '@/lib/bootstrap/client-config.tsx';
import { ErrorBoundary } from './error-boundary.tsx';

/** The pages opened by a link (the timecard e-mail's, the test checkout's), each loaded with its route. */
export const PORTAL_PAGES: { path: string; Page: ComponentType }[] = [
  {
    path: paths.portalApprove,
    Page: lazy(() => import('./routes/portal/approval-portal-page.tsx')),
  },
  {
    path: paths.approveTime,
    Page: lazy(() => import('./routes/logged-out/approve-time-page.tsx')),
  },
  {
    path: paths.billingCheckout,
    Page: lazy(() => import('./routes/billing/checkout-page.tsx')),
  },
];

/** The pages opened by a link: the same for everyone, signed in or not. */
export default function PortalRoutes({
  pages = PORTAL_PAGES,
}: {
  /** The pages to show (tests give pages that fail). */
  pages?: { path: string; Page: ComponentType }[];
}) {
  const config = useClientConfig();
  const { pathname } = useLocation();
  return (
    <Suspense fallback={<LoadingScreen brandName={config.brandName} />}>
      <Routes>
        {pages.map(({ path, Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <ErrorBoundary page={pathname}>
                <Page />
              </ErrorBoundary>
            }
          />
        ))}
      </Routes>
    </Suspense>
  );
}
