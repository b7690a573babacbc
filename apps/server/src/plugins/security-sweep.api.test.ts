import { afterAll, describe, expect, it } from 'vitest';
import {
  rolesBelow,
  SYSTEM_ROLES,
  type RoleLevel,
  type SystemRole,
} from '@tallysheet/contract/roles/roles';
import { createTestContext, engine } from '../test/harness.ts';
import { bearerFor, buildTenant, buildUser, type TestUser } from '../test/factories.ts';
import type { FixtureRequest, RouteEntry } from './route-table.ts';

// Driven by the route table: every route registered anywhere is swept, listed here or not.
const ctx = await createTestContext();
afterAll(() => ctx.close());

const home = await buildTenant(ctx.db, { internal: true });
const other = await buildTenant(ctx.db);
const members = new Map<SystemRole, TestUser>();
for (const role of SYSTEM_ROLES)
  members.set(role, await buildUser(ctx.db, { tenantId: home.tenantId, role }));
const outsideSuperUser = await buildUser(ctx.db, { tenantId: other.tenantId, role: 'SuperUser' });

const guarded = ctx.app.routeTable.filter((route) => route.access !== 'public');

function request(route: RouteEntry, fixture: FixtureRequest, headers: Record<string, string> = {}) {
  const url = route.url.replace(/:([A-Za-z_]+)/g, (_match, name: string) =>
    encodeURIComponent(fixture.params?.[name] ?? 'x'),
  );
  const query = new URLSearchParams(fixture.query ?? {}).toString();
  const hasBody =
    ['POST', 'PUT', 'PATCH'].includes(route.method) ||
    (route.method === 'DELETE' && fixture.body !== undefined);
  return ctx.app.inject({
    method: route.method as 'GET',
    url: query ? `${url}?${query}` : url,
    headers,
    ...(hasBody ? { payload: (fixture.body ?? {}) as object } : {}),
  });
}

/** The lowest-ranked member who may call the route. */
function minimumCaller(route: RouteEntry): TestUser {
  const level: RoleLevel =
    route.access === 'signedIn'
      ? 'assoc'
      : route.access === 'internal'
        ? 'SuperUser'
        : (route.access as RoleLevel);
  if (route.access === 'signedIn') return members.get('NoRole')!;
  const order: SystemRole[] = ['assoc', 'admin', 'TenantAdmin', 'SuperUser'];
  const role = order.find((candidate) => !rolesBelow(level).includes(candidate))!;
  return members.get(role)!;
}

describe(`security sweep on ${engine}`, () => {
  it('every route declares its access', () => {
    expect(ctx.app.routeTable.length).toBeGreaterThan(0);
    for (const route of ctx.app.routeTable)
      expect(route.access, `${route.method} ${route.url}`).toBeDefined();
  });

  describe.each(guarded.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s',
    (_name, route) => {
      it('answers 401 without credentials', async () => {
        const response = await request(route, {});
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
      });

      it('answers 401 to a forged token', async () => {
        const forged =
          bearerFor(ctx.app, members.get('SuperUser')!).authorization.slice(0, -4) + 'AAAA';
        const response = await request(route, {}, { authorization: forged });
        expect(response.statusCode).toBe(401);
      });

      const below =
        route.access === 'signedIn'
          ? []
          : route.access === 'internal'
            ? rolesBelow('SuperUser')
            : rolesBelow(route.access as RoleLevel);
      it.each(below)('answers 403 to %s', async (role) => {
        const response = await request(route, {}, bearerFor(ctx.app, members.get(role)!));
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
      });

      it.runIf(route.access === 'internal')(
        'answers 403 to a super user of a tenant that is not internal',
        async () => {
          const response = await request(route, {}, bearerFor(ctx.app, outsideSuperUser));
          expect(response.statusCode).toBe(403);
        },
      );

      it.runIf(Boolean(route.fixture))(
        "answers 404 for another tenant's object, and not for its own",
        async () => {
          const caller = minimumCaller(route);
          const foreign = await route.fixture!({ db: ctx.db, tenantId: other.tenantId });
          const foreignResponse = await request(route, foreign, bearerFor(ctx.app, caller));
          expect(foreignResponse.statusCode).toBe(404);
          const own = await route.fixture!({ db: ctx.db, tenantId: home.tenantId });
          const ownResponse = await request(route, own, bearerFor(ctx.app, caller));
          expect(ownResponse.statusCode).not.toBe(404);
          expect(ownResponse.statusCode).toBeLessThan(500);
        },
      );
    },
  );
});
