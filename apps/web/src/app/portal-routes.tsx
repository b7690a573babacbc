import { lazy } from 'react';
import { paths } from '@/config/paths.ts';
import { QueryProvider } from '@/lib/query-provider.tsx';
import { BoundedRoutes, type RoutePage } from './bounded-routes.tsx';

/** The pages opened by a link (the timecard e-mail's, the test checkout's), each loaded with its route. */
export const PORTAL_PAGES: RoutePage[] = [
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
  {
    path: paths.verify,
    Page: lazy(() => import('./routes/portal/verify-page.tsx')),
  },
];

/** The pages opened by a link: the same for everyone, signed in or not. */
export default function PortalRoutes({
  pages = PORTAL_PAGES,
}: {
  /** The pages to show (tests give pages that fail). */
  pages?: RoutePage[];
}) {
  return (
    <QueryProvider>
      <BoundedRoutes pages={pages} />
    </QueryProvider>
  );
}
