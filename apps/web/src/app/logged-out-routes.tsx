import { lazy } from 'react';
import { Navigate, Route } from 'react-router';
import { publicPaths } from '@/config/public-paths.ts';
import { BoundedRoutes, type RoutePage } from './bounded-routes.tsx';
import { loadLoginPage } from './routes/logged-out/load-login-page.ts';
import { useRouteFocus } from './use-route-focus.ts';

const MailboxPage = lazy(() => import('./routes/logged-out/mailbox-route.tsx'));

/** The logged-out routes' pages (A§2.1), each loaded with its route. */
export const LOGGED_OUT_PAGES: RoutePage[] = [
  { path: publicPaths.login, Page: lazy(loadLoginPage) },
  {
    path: publicPaths.setNewPassword,
    Page: lazy(() => import('./routes/logged-out/set-new-password-page.tsx')),
  },
  {
    path: publicPaths.oneTimeCode,
    Page: lazy(() => import('./routes/logged-out/one-time-code-page.tsx')),
  },
  { path: publicPaths.auth, Page: lazy(() => import('./routes/logged-out/auth-code-page.tsx')) },
  {
    path: publicPaths.resetPassword,
    Page: lazy(() => import('./routes/logged-out/reset-password-page.tsx')),
  },
  {
    path: publicPaths.resetPasswordConfirm,
    Page: lazy(() => import('./routes/logged-out/reset-password-confirm-page.tsx')),
  },
  {
    path: publicPaths.approveTime,
    Page: lazy(() => import('./routes/logged-out/approve-time-page.tsx')),
  },
  { path: publicPaths.signUp, Page: lazy(() => import('./routes/logged-out/sign-up-page.tsx')) },
  { path: publicPaths.mailbox, Page: MailboxPage },
];

/** The logged-out routes (A§2.1), each with its own error boundary; unknown paths fall back to Login. */
export default function LoggedOutRoutes({
  pages = LOGGED_OUT_PAGES,
}: {
  /** The pages to show (tests give pages that fail). */
  pages?: RoutePage[];
}) {
  useRouteFocus();
  return (
    <BoundedRoutes pages={pages}>
      <Route path="*" element={<Navigate to={publicPaths.login} replace />} />
    </BoundedRoutes>
  );
}
