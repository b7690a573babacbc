import { lazy, Suspense, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ClientConfigContext } from '@/lib/bootstrap/client-config.tsx';
import { getClientConfigQueryOptions } from '@/lib/bootstrap/get-client-config.ts';
import { restoreSession, session } from '@/lib/auth/session.ts';
import { LoadingScreen } from '@/components/loading-screen.tsx';
import { useStore } from '@/lib/store.ts';
import { UnavailableScreen } from './screens/unavailable-screen.tsx';

const LoggedOutRoutes = lazy(() => import('./logged-out-routes.tsx'));
const SignedInApp = lazy(() => import('./signed-in-app.tsx'));

/**
 * The start-up sequence (A§2.5): a loading indicator, the session restored from the refresh
 * cookie, then the login screen or the signed-in app (which loads the bootstrap data).
 */
export function StartUp() {
  const config = useQuery(getClientConfigQueryOptions());
  const status = useStore(session, (state) => state.status);

  useEffect(() => {
    void restoreSession();
  }, []);

  if (config.isError)
    return (
      <UnavailableScreen
        brandName="Tallysheet"
        supportEmail={null}
        onRetry={() => config.refetch()}
      />
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
