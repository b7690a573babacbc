import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen.tsx';
import { paths } from '@/config/paths.ts';
import { useClientConfig } from '@/lib/bootstrap/client-config.tsx';
import { loadLoginPage } from './routes/logged-out/load-login-page.ts';

const LoginPage = lazy(loadLoginPage);
const SetNewPasswordPage = lazy(() => import('./routes/logged-out/set-new-password-page.tsx'));
const AuthCodePage = lazy(() => import('./routes/logged-out/auth-code-page.tsx'));
const ResetPasswordPage = lazy(() => import('./routes/logged-out/reset-password-page.tsx'));
const ResetPasswordConfirmPage = lazy(
  () => import('./routes/logged-out/reset-password-confirm-page.tsx'),
);
const ApproveTimePage = lazy(() => import('./routes/logged-out/approve-time-page.tsx'));
const SignUpPage = lazy(() => import('./routes/logged-out/sign-up-page.tsx'));
const MailboxPage = lazy(() => import('@/features/mailbox/mailbox-page.tsx'));

/** The logged-out routes (A§2.1); unknown paths fall back to Login. */
export default function LoggedOutRoutes() {
  const config = useClientConfig();
  return (
    <Suspense fallback={<LoadingScreen brandName={config.brandName} />}>
      <Routes>
        <Route path={paths.login} element={<LoginPage />} />
        <Route path={paths.setNewPassword} element={<SetNewPasswordPage />} />
        <Route path={paths.auth} element={<AuthCodePage />} />
        <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
        <Route path={paths.resetPasswordConfirm} element={<ResetPasswordConfirmPage />} />
        <Route path={paths.approveTime} element={<ApproveTimePage />} />
        <Route path={paths.signUp} element={<SignUpPage />} />
        <Route path={paths.mailbox} element={<MailboxPage standalone />} />
        <Route path="*" element={<Navigate to={paths.login} replace />} />
      </Routes>
    </Suspense>
  );
}
