import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useBootstrap } from '@/lib/bootstrap/bootstrap-context.tsx';
import { useClientConfig } from '@/lib/bootstrap/client-config.tsx';
import { homePath, mayAccess } from '@/lib/bootstrap/access.ts';
import type { AppRoute } from './route-table.ts';
import { useDocumentTitle } from '@/lib/bootstrap/client-config.tsx';

export const routeTitle = (route: AppRoute, brandName: string) =>
  route.title.replace('{brand}', brandName);

/** A user lacking the route's role, flag or internal tenant goes Home (A§6). */
export function RouteGuard({ route, children }: { route: AppRoute; children: ReactNode }) {
  const { profile, tenant, flags } = useBootstrap();
  const { brandName } = useClientConfig();
  const allowed =
    mayAccess(route.access, profile.systemRole, tenant) && (!route.flag || flags[route.flag]);
  useDocumentTitle(allowed ? routeTitle(route, brandName) : '');
  if (!allowed) return <Navigate to={homePath(profile.systemRole, tenant)} replace />;
  return <>{children}</>;
}
