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
  buildAssociation,
  buildClient,
  buildContact,
  buildProject,
  buildSupplier,
  buildSupplierContact,
  buildTask,
  buildTenant,
  buildTimesheet,
  buildUser,
  type TestUser,
} from '../test/factories.ts';
import { registerLinkTokenProbe } from '../test/link-token-probe.ts';
import { issueLinkToken, revokeLinkToken } from '../modules/link-tokens/link-tokens.repository.ts';
import { LINK_TOKEN_MESSAGES } from '@tallysheet/contract/common/link-tokens';
import {
  delegations,
  periodLocks,
  rates,
  recordings,
  webhookDeliveries,
  webhookEndpoints,
} from '../db/schema/index.ts';
import { takesIds, type RouteEntry } from './route-table.ts';
import { recordAudit } from '../modules/audit/record.ts';

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

/** The parts of a request that name objects. */
interface FixtureRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}
/** Makes the objects a route names in `tenantId` and says how a request names them. */
type Fixture = (tenantId: string) => Promise<FixtureRequest>;

let serial = 0;
/** A webhook endpoint of tenant `t`, inserted as stored. */
async function webhook(t: string) {
  const at = new Date('2026-11-01T00:00:00Z');
  const values = { tenantId: t, id: `w-${username()}`, url: 'https://example.com/hooks' };
  await db.withTenant(t, (tx) =>
    tx.insert(webhookEndpoints).values({
      ...values,
      events: ['client.created'],
      secret: 'sealed',
      createdAt: at,
      updatedAt: at,
    }),
  );
  return { id: values.id };
}

const username = () => `sweep-${++serial}-${Math.random().toString(36).slice(2, 8)}`;
const associate = (tenantId: string) => buildUser(db, { tenantId, userId: username() });

const client = async (tenantId: string) => ({ clientId: (await buildClient(db, { tenantId })).id });
const project = async (tenantId: string) => ({
  projectId: (await buildProject(db, { tenantId })).id,
});
const contact = async (tenantId: string) => ({
  contactId: (await buildContact(db, { tenantId })).id,
});
const task = async (tenantId: string) => ({ taskId: (await buildTask(db, { tenantId })).id });
const supplier = async (tenantId: string) => ({
  supplierId: (await buildSupplier(db, { tenantId })).id,
});
const supplierContact = async (tenantId: string) => ({
  supplierContactId: (await buildSupplierContact(db, { tenantId })).id,
});
/** A project and a contact of one client, not yet associated. */
async function projectAndContact(tenantId: string) {
  const { id: clientId } = await buildClient(db, { tenantId });
  const { id: projectId } = await buildProject(db, { tenantId, clientId });
  const { id: contactId } = await buildContact(db, { tenantId, clientId });
  return { clientId, projectId, contactId };
}
/** Two contacts of one client, the second standing in for the first over a week. */
async function delegation(tenantId: string) {
  const { id: clientId } = await buildClient(db, { tenantId });
  const { id: contactId } = await buildContact(db, { tenantId, clientId });
  const { id: delegateContactId } = await buildContact(db, { tenantId, clientId });
  return { contactId, delegateContactId, from: '2026-11-23', to: '2026-11-27' };
}
async function delegationRow(tenantId: string) {
  const { contactId, delegateContactId, from, to } = await delegation(tenantId);
  return {
    contactId,
    delegateContactId,
    dayFrom: from,
    dayTo: to,
    createdBy: 'sweep',
    createdAt: new Date(),
  };
}
/** An associate and a project of the tenant, and a rate for the one on the other. */
async function rate(tenantId: string) {
  const { userId } = await associate(tenantId);
  const { projectId } = await project(tenantId);
  return {
    userId,
    projectId,
    billRate: 12000,
    payRate: 8000,
    currency: 'USD',
    effectiveFrom: '2026-11-23',
  };
}
async function rateRow(tenantId: string) {
  const values = { ...(await rate(tenantId)), tenantId, id: `r-${username()}` };
  const row = { ...values, createdBy: 'sweep', createdAt: new Date() };
  await db.withTenant(tenantId, (tx) => tx.insert(rates).values(row));
  return { id: values.id };
}
/** An entry of the tenant's audit trail: the entity and actor it names are the tenant's. */
async function auditTrail(tenantId: string) {
  const entityId = `entity-${username()}`;
  const actorId = `actor-${username()}`;
  await db.withTenant(tenantId, (tx) =>
    recordAudit(tx, ctx.app.deps, {
      tenantId,
      actor: { type: 'user', id: actorId, name: 'Sweep' },
      action: 'update',
      entityType: 'client',
      entityId,
    }),
  );
  return { entityId, actorId };
}
/** In the home tenant the associate member (minimum caller of time routes); elsewhere a stranger. */
const weekOwner = async (tenantId: string) =>
  tenantId === home.tenantId ? members.get('assoc')!.userId : (await associate(tenantId)).userId;
const ownTimesheet = async (tenantId: string) => ({
  timesheetId: (await buildTimesheet(db, { tenantId, userId: await weekOwner(tenantId) }))
    .timesheetId,
});
/** A supplier with one contact, as a user's placement names them. */
async function placement(tenantId: string) {
  const { id: supplierId } = await buildSupplier(db, { tenantId });
  const { id: contactId } = await buildSupplierContact(db, { tenantId, supplierId });
  return { supplierId, supplierContactIds: [contactId] };
}

/** A project with a task of its client, an associate and a supplier: Search Timecards' filters. */
async function searchFilters(tenantId: string) {
  const { clientId, id: projectId } = await buildProject(db, { tenantId });
  const { id: taskId } = await buildTask(db, { tenantId, clientId, projectId });
  return {
    clientId,
    projectId,
    taskId,
    userId: await weekOwner(tenantId),
    ...(await supplier(tenantId)),
  };
}

/** A recording of the minimum signed-in caller at home (NoRole), of a stranger elsewhere. */
async function recording(tenantId: string) {
  const userId =
    tenantId === home.tenantId ? members.get('NoRole')!.userId : (await associate(tenantId)).userId;
  const [row] = await db.withTenant(tenantId, (tx) =>
    tx.insert(recordings).values({ tenantId, userId }).returning(),
  );
  return { recordingId: `${tenantId}.${row!.recordingId}` };
}

const CRM = '/api/crm/ps';
const FIXTURES: Record<string, Fixture> = {
  [`GET ${CRM}/clients/:clientId`]: async (t) => ({ params: await client(t) }),
  [`PUT ${CRM}/clients/:clientId`]: async (t) => ({
    params: await client(t),
    body: { name: 'Renamed client', description: '' },
  }),
  [`DELETE ${CRM}/clients/:clientId`]: async (t) => ({ params: await client(t) }),

  [`GET ${CRM}/projects`]: async (t) => ({ query: await client(t) }),
  [`POST ${CRM}/projects`]: async (t) => ({ body: { ...(await client(t)), name: 'Sweep' } }),
  [`GET ${CRM}/projects/:projectId`]: async (t) => ({ params: await project(t) }),
  [`PUT ${CRM}/projects/:projectId`]: async (t) => ({
    params: await project(t),
    body: { name: 'Renamed project', description: '', endCustomer: '' },
  }),
  [`DELETE ${CRM}/projects/:projectId`]: async (t) => ({ params: await project(t) }),

  [`GET ${CRM}/contacts`]: async (t) => ({ query: await client(t) }),
  [`POST ${CRM}/contacts`]: async (t) => ({
    body: { ...(await client(t)), name: 'Sweep', email: 'sweep@example.com' },
  }),
  [`GET ${CRM}/contacts/:contactId`]: async (t) => ({ params: await contact(t) }),
  [`PUT ${CRM}/contacts/:contactId`]: async (t) => ({
    params: await contact(t),
    body: { name: 'Renamed', email: 'renamed@example.com', description: '' },
  }),
  [`DELETE ${CRM}/contacts/:contactId`]: async (t) => ({ params: await contact(t) }),

  [`GET ${CRM}/tasks`]: async (t) => {
    const { clientId, id: projectId } = await buildProject(db, { tenantId: t });
    return { query: { clientId, projectId } };
  },
  [`POST ${CRM}/tasks`]: async (t) => {
    const { clientId, id: projectId } = await buildProject(db, { tenantId: t });
    return { body: { clientId, projectId, name: 'Sweep task' } };
  },
  [`GET ${CRM}/tasks/:taskId`]: async (t) => ({ params: await task(t) }),
  [`PUT ${CRM}/tasks/:taskId`]: async (t) => ({
    params: await task(t),
    body: { name: 'Renamed task', description: '' },
  }),
  [`DELETE ${CRM}/tasks/:taskId`]: async (t) => ({ params: await task(t) }),

  [`GET ${CRM}/associations`]: async (t) => {
    const { projectId, contactId } = await buildAssociation(db, { tenantId: t });
    return { query: { projectId, contactId } };
  },
  [`POST ${CRM}/associations`]: async (t) => {
    const { projectId, contactId } = await projectAndContact(t);
    return {
      body: { projectId, contactId, contactType: 'MANAGER', notificationLevel: 'COPY_ONLY' },
    };
  },
  [`PUT ${CRM}/associations`]: async (t) => {
    const { projectId, contactId } = await buildAssociation(db, { tenantId: t });
    return {
      body: { projectId, contactId, contactType: 'BACKUP_MANAGER', notificationLevel: 'COPY_ONLY' },
    };
  },
  [`DELETE ${CRM}/associations`]: async (t) => {
    const { projectId, contactId } = await buildAssociation(db, { tenantId: t });
    return { body: { projectId, contactId } };
  },

  'GET /api/suppliers/suppliers/:supplierId': async (t) => ({ params: await supplier(t) }),
  'PUT /api/suppliers/suppliers/:supplierId': async (t) => ({
    params: await supplier(t),
    body: { name: 'Renamed supplier', description: '' },
  }),
  'DELETE /api/suppliers/suppliers/:supplierId': async (t) => ({ params: await supplier(t) }),
  'GET /api/suppliers/contacts': async (t) => ({ query: await supplier(t) }),
  'POST /api/suppliers/contacts': async (t) => ({
    body: { ...(await supplier(t)), name: 'Sweep', email: 'sweep@example.com' },
  }),
  'GET /api/suppliers/contacts/:supplierContactId': async (t) => ({
    params: await supplierContact(t),
  }),
  'PUT /api/suppliers/contacts/:supplierContactId': async (t) => ({
    params: await supplierContact(t),
    body: { name: 'Renamed contact', description: '', email: 'renamed@example.com' },
  }),
  'DELETE /api/suppliers/contacts/:supplierContactId': async (t) => ({
    params: await supplierContact(t),
  }),

  'POST /api/users/v2': async (t) => {
    const userId = username();
    return {
      body: {
        username: userId,
        name: 'Sweep User',
        email: `${userId}@example.com`,
        role: 'assoc',
        suppliers: await placement(t),
      },
    };
  },
  'GET /api/users/v2/:userId': async (t) => ({ params: { userId: (await associate(t)).userId } }),
  'PUT /api/users/v2/:userId': async (t) => ({
    params: { userId: (await associate(t)).userId },
    body: { name: 'Renamed User', suppliers: await placement(t) },
  }),
  'DELETE /api/users/v2/:userId': async (t) => ({
    params: { userId: (await associate(t)).userId },
  }),
  'PUT /api/users/archive': async (t) => ({
    body: { userId: (await associate(t)).userId, archived: true },
  }),
  'POST /api/users/reset-user-password': async (t) => ({
    body: { userId: (await associate(t)).userId },
  }),
  'POST /api/engagement/recordings/:recordingId/events': async (t) => ({
    params: await recording(t),
    body: { events: [] },
  }),
  'GET /api/engagement/recordings/:recordingId': async (t) => ({ params: await recording(t) }),
  'POST /api/users/reset-mfa': async (t) => ({
    body: { userId: (await associate(t)).userId },
  }),
  'GET /api/users/get-placement-options': async (t) => ({
    query: { userId: (await associate(t)).userId },
  }),

  // The associate (the minimum caller) enters and reads their own week and timesheets.
  'GET /api/submit-time/week': async (t) => ({ query: { userId: await weekOwner(t) } }),
  'PUT /api/submit-time/week': async (t) => ({
    body: { periodStart: '2026-11-21', userId: await weekOwner(t), timeCards: [], submit: false },
  }),
  // Fix and resubmit / Ask to resubmit: the tenant's own week without rejected days is a 409.
  'PUT /api/submit-time/rejected-days': async (t) => ({
    body: {
      periodStart: '2026-11-21',
      userId: await weekOwner(t),
      timeCards: [{ projectId: 'none', taskId: 'none', data: {} }],
    },
  }),
  'POST /api/ts/ask-to-resubmit': async (t) => ({ body: await ownTimesheet(t) }),
  'GET /api/ts/doc/:timesheetId': async (t) => ({ params: await ownTimesheet(t) }),
  'DELETE /api/ts/doc/:timesheetId': async (t) => ({ params: await ownTimesheet(t) }),
  'POST /api/ts/update-resubmission-status': async (t) => ({
    body: { ...(await ownTimesheet(t)), newStatus: true },
  }),
  'GET /api/ts/timesheets': async (t) => {
    const { clientId, id: projectId } = await buildProject(db, { tenantId: t });
    return {
      query: {
        userId: await weekOwner(t),
        clientId,
        projectId,
        ...(await supplier(t)),
      },
    };
  },
  'POST /api/ts/review': async (t) => ({
    body: {
      ...(await ownTimesheet(t)),
      timeCards: [{ projectId: 'none', taskId: 'none', status: 'approved' }],
    },
  }),
  'GET /api/ts/resend-approval-emails/:timesheetId': async (t) => ({
    params: await ownTimesheet(t),
  }),
  'POST /api/ts/resend-approval-emails/:timesheetId': async (t) => ({
    params: await ownTimesheet(t),
  }),
  // Search Timecards and its export filter on every kind of id at once.
  'GET /api/ts/search-timecards': async (t) => ({ query: await searchFilters(t) }),
  'GET /api/ts/search-timecards/export': async (t) => ({ query: await searchFilters(t) }),
  'GET /api/ts/doc/:timesheetId/pdf': async (t) => ({ params: await ownTimesheet(t) }),
  // Answering a correction: the tenant's own week without one is a 409.
  'POST /api/ts/corrections/:timesheetId': async (t) => {
    const { clientId, id: projectId } = await buildProject(db, { tenantId: t });
    const { id: taskId } = await buildTask(db, { tenantId: t, clientId, projectId });
    return {
      params: await ownTimesheet(t),
      body: { projectId, taskId, day: 'monday', accept: true },
    };
  },
  'GET /api/ts/doc/:timesheetId/events': async (t) => ({ params: await ownTimesheet(t) }),

  'DELETE /api/admin/api-keys/:id': async (t) => ({
    params: { id: (await buildApiKey(db, { tenantId: t })).id },
  }),
  'GET /api/admin/audit': async (t) => ({ query: await auditTrail(t) }),
  // An absent contact and its alternate, of one client.
  'GET /api/admin/delegations': async (t) => ({ query: await contact(t) }),
  'POST /api/admin/delegations': async (t) => ({ body: await delegation(t) }),
  'DELETE /api/admin/delegations/:id': async (t) => {
    const values = { tenantId: t, id: `d-${username()}`, ...(await delegationRow(t)) };
    const [row] = await db.withTenant(t, (tx) => tx.insert(delegations).values(values).returning());
    return { params: { id: row!.id } };
  },
  // Rates: an associate's and a project's, and one of them to remove.
  'GET /api/admin/rates': async (t) => {
    const { userId, projectId } = await rate(t);
    return { query: { userId, projectId } };
  },
  'POST /api/admin/rates': async (t) => ({ body: await rate(t) }),
  'DELETE /api/admin/rates/:id': async (t) => ({ params: await rateRow(t) }),
  // A webhook endpoint of the tenant (its secret never opened by these calls), and a delivery.
  'PUT /api/admin/webhooks/:id': async (t) => ({
    params: await webhook(t),
    body: { url: 'https://example.com/hooks', events: ['client.created'], enabled: true },
  }),
  'DELETE /api/admin/webhooks/:id': async (t) => ({ params: await webhook(t) }),
  'POST /api/admin/webhooks/:id/rotate-secret': async (t) => ({ params: await webhook(t) }),
  'GET /api/admin/webhooks/:id/deliveries': async (t) => ({ params: await webhook(t) }),
  'POST /api/admin/webhooks/:id/deliveries/:deliveryId/redeliver': async (t) => {
    const { id } = await webhook(t);
    const [row] = await db.withTenant(t, (tx) =>
      tx
        .insert(webhookDeliveries)
        .values({
          tenantId: t,
          endpointId: id,
          eventId: username(),
          eventType: 'client.created',
          body: '{}',
        })
        .returning(),
    );
    return { params: { id, deliveryId: row!.id } };
  },
  // A period closed for one client of the tenant (issue 30 §1).
  'POST /api/admin/period-locks': async (t) => ({
    body: { from: '2026-11-01', to: '2026-11-30', ...(await client(t)), reason: 'Sweep' },
  }),
  'DELETE /api/admin/period-locks/:id': async (t) => {
    const values = {
      tenantId: t,
      id: `l-${username()}`,
      dayFrom: '2026-11-01',
      dayTo: '2026-11-30',
      reason: 'Sweep',
      closedBy: 'sweep',
      closedAt: new Date(),
    };
    const [row] = await db.withTenant(t, (tx) => tx.insert(periodLocks).values(values).returning());
    return { params: { id: row!.id }, body: { reason: 'Sweep' } };
  },
  // Hours Over Period filters on every kind of id at once, as Search Timecards does.
  'GET /api/reporting/hours-over-period': async (t) => ({
    query: { from: '2026-11-01', to: '2026-11-30', ...(await searchFilters(t)) },
  }),
  'GET /api/reporting/dashboard/decisions': async (t) => ({ query: await client(t) }),
  'GET /api/reporting/vendor-report': async (t) => ({
    query: { from: '2026-11-01', to: '2026-11-30', ...(await supplier(t)) },
  }),
  // A supplier and one of its contacts: the contacts name rows of the form.
  'POST /api/reporting/vendor-report/send': async (t) => {
    const { supplierId, supplierContactIds } = await placement(t);
    return {
      body: { supplierId, from: '2026-11-01', to: '2026-11-30', contactIds: supplierContactIds },
    };
  },
};

const keyOf = (route: Pick<RouteEntry, 'method' | 'url'>) => `${route.method} ${route.url}`;
const guarded = ctx.app.routeTable.filter(
  (route) => route.access !== 'public' && route.access !== 'token',
);
const tokenRoutes = ctx.app.routeTable.filter((route) => route.access === 'token');
const openRoutes = ctx.app.routeTable.filter((route) => route.access === 'public');

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
    ...(hasBody ? { payload: fixture.body ?? {} } : {}),
  });
}

/** The lowest-ranked member who may call the route. */
function minimumCaller(route: RouteEntry): TestUser {
  if (route.access === 'signedIn') return members.get('NoRole')!;
  const level: RoleLevel = route.access === 'internal' ? 'SuperUser' : (route.access as RoleLevel);
  const order: SystemRole[] = ['assoc', 'admin', 'TenantAdmin', 'SuperUser'];
  const role = order.find((candidate) => !rolesBelow(level).includes(candidate))!;
  return members.get(role)!;
}

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
    it.each(below)(`answers ${route.hidden ? 404 : 403} to %s`, async (role) => {
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

    it.runIf(!route.apiKey)('answers 403 to a valid API key: keys are not taken here', async () => {
      const response = await request(route, {}, homeKey.headers);
      expect(response.statusCode).toBe(403);
    });

    it.each(API_KEY_SCOPES)(
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
