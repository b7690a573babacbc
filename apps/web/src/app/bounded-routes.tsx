import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen.tsx';
import { useClientConfig } from '@/lib/bootstrap/client-config.tsx';
import { ErrorBoundary } from './error-boundary.tsx';

/** A page of a route table, its code loaded with its route. */
export interface RoutePage {
  path: string;
  Page: ComponentType;
}

/**
 * Routes to pages outside the shell (logged out, opened by a link): each page in an error
 * boundary of its own, a loading screen while its code arrives; `children` are extra routes.
 */
export function BoundedRoutes({ pages, children }: { pages: RoutePage[]; children?: ReactNode }) {
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
        {children}
      </Routes>
    </Suspense>
  );
}
