/**
 * The driver both route sweeps (security, audit coverage) send requests through, and the
 * shape of a fixture (route-fixtures.ts).
 */
import { rolesBelow, type RoleLevel, type SystemRole } from '@tallysheet/contract/roles/roles';
import type { App } from '../app.ts';
import type { Database } from '../db/client.ts';
import type { RouteEntry } from '../plugins/route-table.ts';
import type { TestUser } from './factories.ts';

/** The tenant the sweeps call as, with one member of each role. */
export interface SweepHome {
  app: App;
  db: Database;
  home: { tenantId: string };
  members: Map<SystemRole, TestUser>;
}

/** The parts of a request that name objects. */
export interface FixtureRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}
/** Makes the objects a route names in `tenantId` and says how a request names them. */
export type Fixture = (tenantId: string) => Promise<FixtureRequest>;

/** The fixtures, keyed `METHOD url`, over the sweeps' home tenant and its members. */
export const keyOf = (route: Pick<RouteEntry, 'method' | 'url'>) => `${route.method} ${route.url}`;

/** Sends `fixture` to the route (ids it does not name become `x`) with `headers`. */
export function requestRoute(
  app: App,
  route: RouteEntry,
  fixture: FixtureRequest,
  headers: Record<string, string> = {},
) {
  const url = route.url.replace(/:([A-Za-z_]+)/g, (_match, name: string) =>
    encodeURIComponent(fixture.params?.[name] ?? 'x'),
  );
  const query = new URLSearchParams(fixture.query ?? {}).toString();
  const hasBody =
    ['POST', 'PUT', 'PATCH'].includes(route.method) ||
    (route.method === 'DELETE' && fixture.body !== undefined);
  return app.inject({
    method: route.method as 'GET',
    url: query ? `${url}?${query}` : url,
    headers,
    ...(hasBody ? { payload: fixture.body ?? {} } : {}),
  });
}

/** The lowest-ranked role that may call the route. */
export function minimumRole(route: RouteEntry): SystemRole {
  if (route.access === 'signedIn') return 'NoRole';
  const level: RoleLevel = route.access === 'internal' ? 'SuperUser' : (route.access as RoleLevel);
  const order: SystemRole[] = ['assoc', 'admin', 'TenantAdmin', 'SuperUser'];
  return order.find((candidate) => !rolesBelow(level).includes(candidate))!;
}
