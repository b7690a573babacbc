import { lazy, Suspense } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { Navigate, Route, Routes } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useBootstrap } from '@/lib/bootstrap/bootstrap-context.tsx';
import { homePath } from '@/lib/bootstrap/access.ts';
import { appRoutes, type AppRoute } from './route-table.ts';
import { RouteGuard } from './route-guard.tsx';

const DashboardPage = lazy(() => import('./routes/dashboard/dashboard-page.tsx'));
const PlaceholderPage = lazy(() => import('./routes/placeholder-page.tsx'));
const MailboxPage = lazy(() => import('@/features/mailbox/mailbox-page.tsx'));
const ApproveTimePage = lazy(() => import('./routes/logged-out/approve-time-page.tsx'));
const SuppliersPage = lazy(() => import('./routes/suppliers/suppliers-page.tsx'));
const SupplierContactsPage = lazy(() => import('./routes/suppliers/supplier-contacts-page.tsx'));
const ClientsPage = lazy(() => import('./routes/directory/clients-page.tsx'));
const ProjectsPage = lazy(() => import('./routes/directory/projects-page.tsx'));
const ContactsPage = lazy(() => import('./routes/directory/contacts-page.tsx'));
const TasksPage = lazy(() => import('./routes/directory/tasks-page.tsx'));
const UsersPage = lazy(() => import('./routes/users/users-page.tsx'));
const ProfilePage = lazy(() => import('./routes/profile/profile-page.tsx'));
const MyTimePage = lazy(() => import('./routes/timesheets/my-time-page.tsx'));
const SubmitPage = lazy(() => import('./routes/timesheets/submit-page.tsx'));
const AllTimesheetsPage = lazy(() => import('./routes/timesheets/all-timesheets-page.tsx'));
const AdminSubmitPage = lazy(() => import('./routes/timesheets/admin-submit-page.tsx'));
const AdminReviewPage = lazy(() => import('./routes/timesheets/admin-review-page.tsx'));
const SearchTimecardsPage = lazy(() => import('./routes/timesheets/search-timecards-page.tsx'));
const SubscriptionPage = lazy(() => import('./routes/admin/subscription-page.tsx'));

function Screen({ route }: { route: AppRoute }) {
  if (route.screen === 'dashboard') return <DashboardPage />;
  if (route.screen === 'clients') return <ClientsPage />;
  if (route.screen === 'projects') return <ProjectsPage />;
  if (route.screen === 'contacts') return <ContactsPage />;
  if (route.screen === 'tasks') return <TasksPage />;
  if (route.screen === 'suppliers') return <SuppliersPage />;
  if (route.screen === 'supplier-contacts') return <SupplierContactsPage />;
  if (route.screen === 'users') return <UsersPage />;
  if (route.screen === 'profile') return <ProfilePage />;
  if (route.screen === 'my-time') return <MyTimePage />;
  if (route.screen === 'submit') return <SubmitPage />;
  if (route.screen === 'timesheets') return <AllTimesheetsPage />;
  if (route.screen === 'admin-submit') return <AdminSubmitPage />;
  if (route.screen === 'admin-review') return <AdminReviewPage />;
  if (route.screen === 'search-timecards') return <SearchTimecardsPage />;
  if (route.screen === 'subscription') return <SubscriptionPage />;
  return <PlaceholderPage route={route} />;
}

/** Home is a redirect only: onboarding, the dashboard or my time (A§2.2). */
function HomeRedirect() {
  const { profile, tenant } = useBootstrap();
  return <Navigate to={homePath(profile.systemRole, tenant)} replace />;
}

/** The signed-in routes of A§2.2, each behind its role and flag; unknown paths go Home. */
export function SignedInRoutes() {
  return (
    <Suspense fallback={<LinearProgress aria-label="Loading page" />}>
      <Routes>
        <Route path={paths.home} element={<HomeRedirect />} />
        <Route path={paths.auth} element={<HomeRedirect />} />
        <Route path={paths.approveTime} element={<ApproveTimePage />} />
        <Route path={paths.mailbox} element={<MailboxPage />} />
        {appRoutes.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={
              <RouteGuard route={route}>
                <Screen route={route} />
              </RouteGuard>
            }
          />
        ))}
        <Route path="*" element={<HomeRedirect />} />
      </Routes>
    </Suspense>
  );
}
