import { lazy, Suspense } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LoadingScreen } from '@/components/loading-screen.tsx';
import { useProfile } from '@/lib/bootstrap/get-profile.ts';
import { useTenantInformation } from '@/lib/bootstrap/get-tenant-information.ts';
import { BootstrapContext } from '@/lib/bootstrap/bootstrap-context.tsx';
import { useClientConfig } from '@/lib/bootstrap/client-config.tsx';
import { loginAllowed, userKey } from '@/lib/bootstrap/access.ts';
import { setSignedInUser } from '@/lib/user-timezone.ts';
import { effectiveFlags } from '@/lib/feature-flags.ts';
import { persisted } from '@/lib/persisted-state.ts';
import { useStore } from '@/lib/store.ts';
import { session } from '@/lib/auth/session.ts';
import { useSessionRecorder } from '@/lib/session-recorder.ts';
import {
  BootstrapErrorScreen,
  LoginNotAllowedScreen,
  NoRoleScreen,
} from './screens/status-screens.tsx';
import { SubscriptionGate } from '@/features/billing/components/subscription-gate.tsx';
import { AppShell } from './shell/app-shell.tsx';
import { SessionExpiredDialog } from './shell/session-expired-dialog.tsx';
import { SignedInRoutes } from './signed-in-routes.tsx';
import { useMfaStatus } from '@/features/mfa/api/mfa.ts';
import { FeedbackButton } from '@/features/feedback/feedback-button.tsx';
import { drawerHeaderActions } from '@/lib/drawer-header-actions.ts';
import { ToastProvider } from './toast-provider.tsx';
import { QueryProvider } from '@/lib/query-provider.tsx';

const MfaSetupScreen = lazy(() => import('./screens/mfa-setup-screen.tsx'));

/** After sign-in: the bootstrap data, the screens that can stand in for the app, then the app. */
// Send Feedback stays at hand in an open editor drawer, which covers the top bar (A§3).
drawerHeaderActions.set([FeedbackButton]);

export default function SignedInApp() {
  return (
    <QueryProvider>
      <SignedInAppBody />
    </QueryProvider>
  );
}

function SignedInAppBody() {
  const config = useClientConfig();
  const profile = useProfile();
  const tenant = useTenantInformation();
  const mfa = useMfaStatus();
  useSessionRecorder(useStore(session, (state) => state.origin));
  const overrides = useStore(persisted, (state) => state.features.overrides);
  const queryClient = useQueryClient();

  if (profile.isError || tenant.isError) {
    return (
      <BootstrapErrorScreen
        brandName={config.brandName}
        onRetry={() => void queryClient.refetchQueries({ queryKey: ['bootstrap'] })}
      />
    );
  }
  // The second-factor status only gates when it says so: an error there leaves the app to the
  // server, which refuses an administrator who must enrol first anyway.
  if (!profile.data || !tenant.data || mfa.isPending)
    return <LoadingScreen brandName={config.brandName} />;
  if (mfa.data?.setupRequired)
    return (
      <Suspense fallback={<LoadingScreen brandName={config.brandName} />}>
        <ToastProvider>
          <MfaSetupScreen />
        </ToastProvider>
      </Suspense>
    );
  if (profile.data.systemRole === 'NoRole') return <NoRoleScreen brandName={config.brandName} />;
  if (!loginAllowed(profile.data.systemRole, tenant.data))
    return <LoginNotAllowedScreen brandName={config.brandName} />;

  // Before the pages render their dates; the same plain assignment on every render.
  setSignedInUser({ user: userKey(tenant.data, profile.data), timezone: profile.data.timezone });

  return (
    <BootstrapContext.Provider
      value={{
        profile: profile.data,
        tenant: tenant.data,
        flags: effectiveFlags(config.featureFlags, overrides),
      }}
    >
      {/* Toasts live in the signed-in app: no signed-out screen shows one, so the sign-in page
          loads without notistack. */}
      <ToastProvider>
        <AppShell>
          <SignedInRoutes />
        </AppShell>
        <SessionExpiredDialog />
        <SubscriptionGate />
      </ToastProvider>
    </BootstrapContext.Provider>
  );
}
