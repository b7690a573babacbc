import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { paths } from '@/config/paths.ts';
import { session } from '@/lib/auth/session.ts';
import { useBootstrap } from '@/lib/bootstrap/bootstrap-context.tsx';
import { homePath } from '@/lib/bootstrap/access.ts';
import { useStore } from '@/lib/store.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { appRoutes, type AppRoute } from './route-table.ts';
import { RouteGuard } from './route-guard.tsx';
import { useRouteFocus } from './use-route-focus.ts';

type Page = ComponentType<{ route: AppRoute }>;

const MailboxPage = lazy(() => import('@/features/mailbox/mailbox-page.tsx'));

/** Each screen's page, its code loaded with its route. */
export const SIGNED_IN_PAGES: Record<AppRoute['screen'], Page> = {
  dashboard: lazy(() => import('./routes/dashboard/dashboard-page.tsx')),
  placeholder: lazy(() => import('./routes/placeholder-page.tsx')),
  mailbox: () => <MailboxPage />,
  recording: lazy(() => import('./routes/recordings/recording-page.tsx')),
  'approve-time': lazy(() => import('./routes/logged-out/approve-time-page.tsx')),
  suppliers: lazy(() => import('./routes/suppliers/suppliers-page.tsx')),
  'supplier-contacts': lazy(() => import('./routes/suppliers/supplier-contacts-page.tsx')),
  clients: lazy(() => import('./routes/directory/clients-page.tsx')),
  projects: lazy(() => import('./routes/directory/projects-page.tsx')),
  contacts: lazy(() => import('./routes/directory/contacts-page.tsx')),
  tasks: lazy(() => import('./routes/directory/tasks-page.tsx')),
  users: lazy(() => import('./routes/users/users-page.tsx')),
  profile: lazy(() => import('./routes/profile/profile-page.tsx')),
  'my-time': lazy(() => import('./routes/timesheets/my-time-page.tsx')),
  submit: lazy(() => import('./routes/timesheets/submit-page.tsx')),
  timesheets: lazy(() => import('./routes/timesheets/all-timesheets-page.tsx')),
  'admin-submit': lazy(() => import('./routes/timesheets/admin-submit-page.tsx')),
  'admin-review': lazy(() => import('./routes/timesheets/admin-review-page.tsx')),
  'search-timecards': lazy(() => import('./routes/timesheets/search-timecards-page.tsx')),
  subscription: lazy(() => import('./routes/admin/subscription-page.tsx')),
  'api-keys': lazy(() => import('./routes/admin/api-keys-page.tsx')),
  webhooks: lazy(() => import('./routes/admin/webhooks-page.tsx')),
  'account-setup': lazy(() => import('./routes/account-setup/account-setup-page.tsx')),
  invite: lazy(() => import('./routes/invite/invite-page.tsx')),
  'internal-email': lazy(() => import('./routes/admin/internal-email/internal-email-page.tsx')),
  'approval-settings': lazy(
    () => import('./routes/admin/approval-settings/approval-settings-page.tsx'),
  ),
  'audit-log': lazy(() => import('./routes/admin/audit-log-page.tsx')),
  'period-locks': lazy(() => import('./routes/admin/period-locks/period-locks-page.tsx')),
  'pay-rules': lazy(() => import('./routes/admin/pay-rules/pay-rules-page.tsx')),
  'account-information': lazy(
    () => import('./routes/admin/account-information/account-information-page.tsx'),
  ),
  reporting: lazy(() => import('./routes/reporting/reporting-page.tsx')),
  'hours-over-period': lazy(() => import('./routes/reporting/hours-over-period-page.tsx')),
  'pay-runs': lazy(() => import('./routes/runs/pay-runs-page.tsx')),
  'pay-run': lazy(() => import('./routes/runs/pay-run-page.tsx')),
  'invoice-runs': lazy(() => import('./routes/runs/invoice-runs-page.tsx')),
  'invoice-run': lazy(() => import('./routes/runs/invoice-run-page.tsx')),
};

/** Home is a redirect only: onboarding, the dashboard or my time (A§2.2). */
function HomeRedirect() {
  const { profile, tenant } = useBootstrap();
  return <Navigate to={homePath(profile.systemRole, tenant)} replace />;
}

/**
 * The signed-in routes of A§2.2, each behind its role and flag and its own error boundary
 * (a failing page leaves the shell standing); unknown paths go Home.
 */
export function SignedInRoutes({
  pages = SIGNED_IN_PAGES,
}: {
  /** The pages to show (tests give pages that fail). */
  pages?: Record<AppRoute['screen'], Page>;
}) {
  const { pathname } = useLocation();
  const signedInHere = useStore(session, (state) => state.origin === 'signIn');
  useRouteFocus({ afterSignIn: signedInHere });
  const framed = (element: ReactNode) => (
    <ErrorBoundary page={pathname} inline>
      {element}
    </ErrorBoundary>
  );
  const page = (route: AppRoute) => {
    const Page = pages[route.screen];
    return <Page route={route} />;
  };
  const special = (path: string, screen: AppRoute['screen']) =>
    page({ path, title: '', access: 'signedIn', screen });

  return (
    <Suspense fallback={<LinearProgress aria-label="Loading page" />}>
      <Routes>
        <Route path={paths.home} element={framed(<HomeRedirect />)} />
        <Route path={paths.auth} element={framed(<HomeRedirect />)} />
        <Route
          path={paths.approveTime}
          element={framed(special(paths.approveTime, 'approve-time'))}
        />
        <Route path={paths.mailbox} element={framed(special(paths.mailbox, 'mailbox'))} />
        {/* The API decides who replays a recording (internal super users, the Billing
            Administrator): the route itself is open to any signed-in user. */}
        <Route path={paths.recording} element={framed(special(paths.recording, 'recording'))} />
        {appRoutes.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={framed(<RouteGuard route={route}>{page(route)}</RouteGuard>)}
          />
        ))}
        <Route path="*" element={framed(<HomeRedirect />)} />
      </Routes>
    </Suspense>
  );
}
