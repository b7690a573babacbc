import { lazy, Suspense, useEffect } from 'react';
import { matchPath, useLocation } from 'react-router';
import { ClientConfigContext } from '@/lib/bootstrap/client-config.tsx';
import { clientConfig, loadClientConfig } from '@/lib/bootstrap/client-config-store.ts';
import { pageSupportEmail } from '@/lib/bootstrap/support-email.ts';
import { restoreSession, session } from '@/lib/auth/session.ts';
import { LoadingScreen } from '@/components/loading-screen.tsx';
import { publicPaths } from '@/config/public-paths.ts';
import { useStore } from '@/lib/store.ts';
import { UnavailableScreen } from './screens/unavailable-screen.tsx';
import { loadLoggedOutRoutes } from './sign-in-chunks.ts';

// Preloaded by main.tsx on a signed-out visit: rendered without a loading flash once it is in.
const LoggedOutRoutes = lazy(loadLoggedOutRoutes);
const SignedInApp = lazy(() => import('./signed-in-app.tsx'));
const PortalRoutes = lazy(() => import('./portal-routes.tsx'));

/**
 * Pages opened by a link, outside the app, for signed-in and signed-out visitors alike: the
 * e-mailed approval link's, the embedded billing provider's test checkout, and the approved
 * PDF's verification page.
 */
const PORTAL_PATHS = [
  publicPaths.portalApprove,
  publicPaths.approveTime,
  publicPaths.billingCheckout,
  publicPaths.verify,
];

/**
 * The start-up sequence (A§2.5): a loading indicator, the session restored from the refresh
 * cookie, then the login screen or the signed-in app (which loads the bootstrap data). The
 * approval portal needs no session, so it does not wait for one.
 */
export function StartUp() {
  const config = useStore(clientConfig, (state) => state);
  const status = useStore(session, (state) => state.status);
  const { pathname } = useLocation();
  const portal = PORTAL_PATHS.some((path) => matchPath(path, pathname));

  useEffect(() => {
    // main.tsx asked for the config already (tests render without it); a failed read waits for Retry.
    if (!clientConfig.get().failed) void loadClientConfig();
    void restoreSession();
  }, []);

  if (config.failed)
    return (
      <UnavailableScreen
        brandName="Tallysheet"
        supportEmail={pageSupportEmail()}
        onRetry={() => void loadClientConfig()}
      />
    );
  if (config.data && portal)
    return (
      <ClientConfigContext.Provider value={config.data}>
        <Suspense fallback={<LoadingScreen brandName={config.data.brandName} />}>
          <PortalRoutes />
        </Suspense>
      </ClientConfigContext.Provider>
    );
  if (!config.data || status === 'restoring')
    return <LoadingScreen brandName={config.data?.brandName ?? 'Tallysheet'} />;

  return (
    <ClientConfigContext.Provider value={config.data}>
      <Suspense fallback={<LoadingScreen brandName={config.data.brandName} />}>
        {status === 'signedIn' ? <SignedInApp /> : <LoggedOutRoutes />}
      </Suspense>
    </ClientConfigContext.Provider>
  );
}
