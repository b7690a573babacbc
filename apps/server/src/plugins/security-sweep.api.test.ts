/**
 * The security sweep, driven by the route table: every route registered anywhere is swept,
 * listed here or not.
 *
 * - Every guarded route answers 401 without or with forged credentials, and 403 below its role.
 * - A route takes ids when its path has params, or its query or body schema has a property
 *   named `id`, `…Id` or `…Ids` (top level, or in a nested object such as
 *   `suppliers.supplierId`; arrays of rows such as staged children are not entered). Every
 *   guarded route that takes ids has a fixture in FIXTURES, keyed `METHOD url`; a route
 *   missing from the map fails the sweep, so no new route can skip it.
 * - The tenant rule (API.md): an object the caller's tenant does not have, unknown or another
 *   tenant's, is a 404, wherever its id travels. A single id, in the path, a query filter
 *   (`?projectId=`) or the body (`clientId`, `suppliers.supplierId`), answers 404 naming the
 *   object ('Client not found'), alone or with the tenant's own ids beside it. A list of ids
 *   (`supplierContactIds`) names rows of a form: a foreign one in it is refused with a 404 or
 *   a 400 naming the row, never accepted. (A deleted object of the tenant's own is no
 *   stranger: referencing it where a live one is needed stays a 400 naming the field.) The
 *   tenant's own ids never give 404.
 * - Every public route answers an empty request without a 5xx, and a forged bearer token
 *   beside it changes nothing (a public route that reads credentials, such as the client
 *   error report, must not believe them).
 * - Every `token` route (public, authorized by a link token `<tenantId>.<secret>`) refuses a
 *   missing, malformed, unknown, expired, revoked, other-purpose or other-tenant token with
 *   401, and lets a valid one through. Until the approval portal arrives, the harness
 *   registers a probe route of each form (test/link-token-probe.ts).
 * - Every guarded route is called with API keys too (issues 16, 26): a valid key of the
 *   tenant with every scope acts as an Administrator on the routes that take keys (`apiKey` in
 *   the route table) and is refused with 403 everywhere else; a revoked, expired or forged key,
 *   or one whose creator was archived, deleted or is no longer an Administrator, is a 401
 *   where keys are taken; another tenant's key gets 404 for this tenant's ids, as a foreign id
 *   does. Every route × every scope: a key holding only the route's scope (`apiKeyScope`) is
 *   let through, a key holding any other single scope gets 403 naming the missing scope, and
 *   a route that takes no keys refuses each with 403.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { API_KEY_MESSAGES, API_KEY_SCOPES } from '@tallysheet/contract/api-keys/api-keys';
import {
  rolesBelow,
  SYSTEM_ROLES,
  type RoleLevel,
  type SystemRole,
} from '@tallysheet/contract/roles/roles';
import { createTestContext, engine } from '../test/harness.ts';
import {
  bearerFor,
  buildApiKey,
  buildTenant,
  buildUser,
  type TestUser,
} from '../test/factories.ts';
import { registerLinkTokenProbe } from '../test/link-token-probe.ts';
import { issueLinkToken, revokeLinkToken } from '../modules/link-tokens/link-tokens.repository.ts';
import { LINK_TOKEN_MESSAGES } from '@tallysheet/contract/common/link-tokens';
import {
  keyOf,
  minimumRole,
  requestRoute,
  routeFixtures,
  type FixtureRequest,
} from '../test/route-fixtures.ts';
import { takesIds, type RouteEntry } from './route-table.ts';

const ctx = await createTestContext(
  {
    FEATURE_FLAGS: 'GenerateApiKeys=on',
    API_KEY_RATE_LIMIT: '100000',
    API_KEY_ADDRESS_RATE_LIMIT: '100000',
  },
  registerLinkTokenProbe,
);
afterAll(() => ctx.close());
const { db } = ctx;

const home = await buildTenant(ctx.db, { internal: true });
const other = await buildTenant(ctx.db);
const members = new Map<SystemRole, TestUser>();
for (const role of SYSTEM_ROLES)
  members.set(role, await buildUser(ctx.db, { tenantId: home.tenantId, role }));
const outsideSuperUser = await buildUser(ctx.db, { tenantId: other.tenantId, role: 'SuperUser' });
const homeKey = await buildApiKey(ctx.db, { tenantId: home.tenantId });
const otherKey = await buildApiKey(ctx.db, { tenantId: other.tenantId });
const refusedKeys = {
  revoked: await buildApiKey(ctx.db, { tenantId: home.tenantId, revokedAt: new Date() }),
  expired: await buildApiKey(ctx.db, {
    tenantId: home.tenantId,
    expiresAt: new Date(Date.now() - 1000),
  }),
  forged: {
    headers: { authorization: `${homeKey.headers.authorization.slice(0, -4)}AAAA` },
  },
  'archived creator': await buildApiKey(ctx.db, {
    tenantId: home.tenantId,
    createdBy: (
      await buildUser(ctx.db, { tenantId: home.tenantId, role: 'admin', isArchived: true })
    ).userId,
  }),
  'deleted creator': await buildApiKey(ctx.db, {
    tenantId: home.tenantId,
    createdBy: (
      await buildUser(ctx.db, { tenantId: home.tenantId, role: 'admin', isDeleted: true })
    ).userId,
  }),
  'demoted creator': await buildApiKey(ctx.db, {
    tenantId: home.tenantId,
    createdBy: (await buildUser(ctx.db, { tenantId: home.tenantId, role: 'assoc' })).userId,
  }),
};
/** A key of the home tenant holding one scope only, for each scope. */
const singleScopeKeys = new Map(
  await Promise.all(
    API_KEY_SCOPES.map(
      async (scope) =>
        [scope, await buildApiKey(ctx.db, { tenantId: home.tenantId, scopes: [scope] })] as const,
    ),
  ),
);

const FIXTURES = routeFixtures({ app: ctx.app, db, home, members });

const guarded = ctx.app.routeTable.filter(
  (route) => route.access !== 'public' && route.access !== 'token',
);
const tokenRoutes = ctx.app.routeTable.filter((route) => route.access === 'token');
const openRoutes = ctx.app.routeTable.filter((route) => route.access === 'public');

const request = (
  route: RouteEntry,
  fixture: FixtureRequest,
  headers: Record<string, string> = {},
) => requestRoute(ctx.app, route, fixture, headers);

/**
 * The refusals the app decides before any query run on one engine (vitest.config.ts): no or a
 * forged bearer, a role claimed below the route's, a key on a route that takes none, a key
 * without the route's scope (its lookup is the same whatever its scopes, and runs on both
 * engines in the tests of a key that passes). What the database decides (tenant ids, a key's
 * or its creator's stored state, link tokens, the internal tenant) runs on both.
 */
const onOneEngine = engine === 'pglite';

/** The lowest-ranked member who may call the route. */
const minimumCaller = (route: RouteEntry): TestUser => members.get(minimumRole(route))!;

type IdSlot = { where: 'params' | 'query' | 'body'; path: string };
const slotsOf = (route: RouteEntry): IdSlot[] => [
  ...route.ids.params.map((path) => ({ where: 'params' as const, path })),
  ...route.ids.query.map((path) => ({ where: 'query' as const, path })),
  ...route.ids.body.map((path) => ({ where: 'body' as const, path })),
];

function read(fixture: FixtureRequest, slot: IdSlot): unknown {
  let value: unknown = fixture[slot.where];
  for (const key of slot.path.split('.')) value = (value as Record<string, unknown>)?.[key];
  return value;
}

/** `own` with the id at `slot` taken from `foreign`. */
function swap(own: FixtureRequest, foreign: FixtureRequest, slot: IdSlot): FixtureRequest {
  const copy = structuredClone(own);
  const keys = slot.path.split('.');
  let target = copy[slot.where] as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1)!] = read(foreign, slot);
  return copy;
}

describe(`security sweep on ${engine}`, () => {
  it('every route declares its access', () => {
    expect(ctx.app.routeTable.length).toBeGreaterThan(0);
    for (const route of ctx.app.routeTable)
      expect(route.access, `${route.method} ${route.url}`).toBeDefined();
  });

  it('every guarded route that takes ids has a fixture, and every fixture a route', () => {
    const needing = guarded.filter(takesIds).map(keyOf);
    expect(needing.filter((key) => !FIXTURES[key])).toEqual([]);
    const routes = new Set(ctx.app.routeTable.map(keyOf));
    expect(Object.keys(FIXTURES).filter((key) => !routes.has(key))).toEqual([]);
  });

  describe.each(guarded.map((route) => [keyOf(route), route] as const))('%s', (key, route) => {
    it.runIf(onOneEngine)('answers 401 without credentials', async () => {
      const response = await request(route, {});
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    });

    it.runIf(onOneEngine)('answers 401 to a forged token', async () => {
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
    it.runIf(onOneEngine).each(below)(`answers ${route.hidden ? 404 : 403} to %s`, async (role) => {
      const response = await request(route, {}, bearerFor(ctx.app, members.get(role)!));
      const refusal = route.hidden
        ? { statusCode: 404, error: 'Not Found' }
        : { statusCode: 403, error: 'Forbidden' };
      expect(response.statusCode).toBe(refusal.statusCode);
      expect(response.json()).toMatchObject(refusal);
    });

    it.runIf(route.access === 'internal')(
      'answers 403 to a super user of a tenant that is not internal',
      async () => {
        const response = await request(route, {}, bearerFor(ctx.app, outsideSuperUser));
        expect(response.statusCode).toBe(403);
      },
    );

    const fixture = FIXTURES[key];
    it.runIf(takesIds(route) && Boolean(fixture))(
      "answers 404 for another tenant's ids, each alone or all together, and not for its own",
      async () => {
        const caller = bearerFor(ctx.app, minimumCaller(route));
        const foreign = await fixture!(other.tenantId);
        const own = await fixture!(home.tenantId);
        for (const slot of slotsOf(route)) {
          const name = `${slot.where} ${slot.path}`;
          expect(read(own, slot), `the fixture names ${name}`).toBeDefined();
          const response = await request(route, swap(own, foreign, slot), caller);
          if (slot.path.endsWith('Ids'))
            expect([400, 404], `a foreign ${name}`).toContain(response.statusCode);
          else expect(response.statusCode, `a foreign ${name}: ${response.body}`).toBe(404);
        }
        const foreignResponse = await request(route, foreign, caller);
        expect(foreignResponse.statusCode, foreignResponse.body).toBe(404);
        const ownResponse = await request(route, own, caller);
        expect(ownResponse.statusCode, ownResponse.body).not.toBe(404);
        expect(ownResponse.statusCode, ownResponse.body).toBeLessThan(500);
      },
    );

    it.runIf(route.apiKey)('an API key of the tenant is an Administrator here', async () => {
      const response = await request(route, {}, homeKey.headers);
      expect([401, 403], response.body).not.toContain(response.statusCode);
      expect(response.statusCode, response.body).toBeLessThan(500);
    });

    it.runIf(!route.apiKey && onOneEngine)(
      'answers 403 to a valid API key: keys are not taken here',
      async () => {
        const response = await request(route, {}, homeKey.headers);
        expect(response.statusCode).toBe(403);
      },
    );

    it.runIf(onOneEngine).each(API_KEY_SCOPES)(
      `a key holding only %s is ${route.apiKey ? `let through with ${route.apiKeyScope}, else 403 naming it` : 'refused with 403'}`,
      async (scope) => {
        const response = await request(route, {}, singleScopeKeys.get(scope)!.headers);
        if (route.apiKey && scope === route.apiKeyScope) {
          expect([401, 403], response.body).not.toContain(response.statusCode);
          expect(response.statusCode, response.body).toBeLessThan(500);
        } else {
          expect(response.statusCode, response.body).toBe(403);
          expect(response.json().message).toBe(
            route.apiKey
              ? API_KEY_MESSAGES.missingScope(route.apiKeyScope!)
              : API_KEY_MESSAGES.notAccepted,
          );
        }
      },
    );

    it.each(Object.keys(refusedKeys) as (keyof typeof refusedKeys)[])(
      `answers ${route.apiKey ? 401 : 403} to a %s API key`,
      async (kind) => {
        const response = await request(route, {}, refusedKeys[kind].headers);
        expect(response.statusCode, response.body).toBe(route.apiKey ? 401 : 403);
      },
    );

    it.runIf(route.apiKey && takesIds(route) && Boolean(fixture))(
      "an API key reaches its own tenant's ids, and another tenant's key gets 404 for them",
      async () => {
        const own = await fixture!(home.tenantId);
        const theirs = await request(route, own, otherKey.headers);
        expect(theirs.statusCode, theirs.body).toBe(404);
        const ours = await request(route, await fixture!(home.tenantId), homeKey.headers);
        expect(ours.statusCode, ours.body).not.toBe(404);
        expect(ours.statusCode, ours.body).toBeLessThan(500);
      },
    );
  });

  describe.each(openRoutes.map((route) => [keyOf(route), route] as const))('%s', (_key, route) => {
    it('a public route answers an empty request without a 5xx, and a forged token changes nothing', async () => {
      const anonymous = await request(route, {});
      expect(anonymous.statusCode, anonymous.body).toBeLessThan(500);
      const forged =
        bearerFor(ctx.app, members.get('SuperUser')!).authorization.slice(0, -4) + 'AAAA';
      const withForged = await request(route, {}, { authorization: forged });
      expect(withForged.statusCode, withForged.body).toBe(anonymous.statusCode);
    });
  });

  it('has token routes to sweep', () => {
    expect(tokenRoutes.length).toBeGreaterThan(0);
    for (const route of tokenRoutes) expect(route.link, keyOf(route)).toBeDefined();
  });

  describe.each(tokenRoutes.map((route) => [keyOf(route), route] as const))('%s', (_key, route) => {
    const { in: where, purpose } = route.link!;
    const send = (token: string) =>
      request(route, where === 'params' ? { params: { token } } : { query: { token } });
    const issue = (tenantId: string, values: { expiresAt?: Date; purpose?: string } = {}) =>
      db.withTenant(tenantId, (tx) =>
        issueLinkToken(tx, {
          tenantId,
          purpose: values.purpose ?? purpose,
          subject: { probe: 'yes' },
          expiresAt: values.expiresAt ?? new Date(Date.now() + 3_600_000),
        }),
      );

    // A path token left out makes another path (the router's business), so only a query can lack it.
    it.runIf(where === 'query')('answers 401 without a token', async () => {
      const response = await request(route, {});
      expect(response.statusCode).toBe(401);
    });

    it.each(['not-a-token', '.secret', 'a.b.c', `${home.tenantId}.${'A'.repeat(43)}`])(
      'answers 401 to the malformed or unknown token %s',
      async (token) => {
        const response = await send(token);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({
          statusCode: 401,
          message: LINK_TOKEN_MESSAGES.invalid,
        });
      },
    );

    it('answers 401 to an expired token', async () => {
      const response = await send(
        await issue(home.tenantId, { expiresAt: new Date(Date.now() - 1000) }),
      );
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(LINK_TOKEN_MESSAGES.expired);
    });

    it('answers 401 to a revoked token', async () => {
      const token = await issue(home.tenantId);
      await db.withTenant(home.tenantId, (tx) => revokeLinkToken(tx, { token, at: new Date() }));
      expect((await send(token)).statusCode).toBe(401);
    });

    it('answers 401 to a token issued for another purpose', async () => {
      const token = await issue(home.tenantId, { purpose: `${purpose}-other` });
      expect((await send(token)).statusCode).toBe(401);
    });

    it("answers 401 to another tenant's token presented as this tenant's", async () => {
      const theirs = await issue(other.tenantId);
      const secret = theirs.slice(theirs.lastIndexOf('.') + 1);
      expect((await send(`${home.tenantId}.${secret}`)).statusCode).toBe(401);
    });

    it('lets a valid token through, whichever tenant issued it', async () => {
      for (const tenant of [home, other]) {
        const response = await send(await issue(tenant.tenantId));
        expect(response.statusCode, response.body).not.toBe(401);
        expect(response.statusCode, response.body).toBeLessThan(500);
      }
    });
  });
});
