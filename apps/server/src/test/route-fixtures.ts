/**
 * The requests the route sweeps make: for every guarded route that takes ids, a fixture that
 * makes the objects the route names in a tenant and says how a request names them (the
 * security sweep checks the tenant rule with them, the audit coverage sweep performs the
 * routes with them), and the driver both sweeps send requests through.
 */

import { buildApiKey, buildAssociation, buildProject, buildTask } from './factories.ts';
import { delegations, periodLocks, webhookDeliveries } from '../db/schema/index.ts';
import type { Fixture, SweepHome } from './route-driver.ts';
import { fixtureBuilders } from './route-fixture-builders.ts';

export type { Fixture, FixtureRequest, SweepHome } from './route-driver.ts';
export { keyOf, minimumRole, requestRoute } from './route-driver.ts';

/** The fixtures, keyed `METHOD url`, over the sweeps' home tenant and its members. */
export function routeFixtures(sweep: SweepHome): Record<string, Fixture> {
  const { db } = sweep;
  const {
    webhook,
    username,
    associate,
    client,
    project,
    contact,
    task,
    supplier,
    supplierContact,
    projectAndContact,
    delegation,
    delegationRow,
    rate,
    rateRow,
    auditTrail,
    weekOwner,
    ownTimesheet,
    placement,
    searchFilters,
    recording,
    run,
  } = fixtureBuilders(sweep);
  const CRM = '/api/crm/ps';
  return {
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
        body: {
          projectId,
          contactId,
          contactType: 'BACKUP_MANAGER',
          notificationLevel: 'COPY_ONLY',
        },
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
      const [row] = await db.withTenant(t, (tx) =>
        tx.insert(delegations).values(values).returning(),
      );
      return { params: { id: row!.id } };
    },
    // A webhook endpoint of the tenant (its secret never opened by these calls), and a delivery.
    'PUT /api/admin/webhooks/:id': async (t) => ({
      params: await webhook(t),
      body: { url: 'https://example.com/hooks', events: ['client.created'], enabled: true },
    }),
    // Rates: an associate's and a project's, and one of them to remove.
    'GET /api/admin/rates': async (t) => {
      const { userId, projectId } = await rate(t);
      return { query: { userId, projectId } };
    },
    'POST /api/admin/rates': async (t) => ({ body: await rate(t) }),
    'DELETE /api/admin/rates/:id': async (t) => ({ params: await rateRow(t) }),
    // Pay and invoice runs (issue 31 §3): a supplier's or client's run, a draft to finalise, a
    // finalised one to void.
    'POST /api/admin/pay-runs': async (t) => ({
      body: { from: '2026-11-01', to: '2026-11-30', ...(await supplier(t)) },
    }),
    'POST /api/admin/invoice-runs': async (t) => ({
      body: { from: '2026-11-01', to: '2026-11-30', ...(await client(t)) },
    }),
    ...Object.fromEntries(
      (['pay', 'invoice'] as const).flatMap((kind) => [
        [
          `GET /api/admin/${kind}-runs/:id`,
          async (t: string) => ({ params: await run(t, kind, 'draft') }),
        ],
        [
          `POST /api/admin/${kind}-runs/:id/finalise`,
          async (t: string) => ({ params: await run(t, kind, 'draft') }),
        ],
        [
          `POST /api/admin/${kind}-runs/:id/void`,
          async (t: string) => ({
            params: await run(t, kind, 'finalised'),
            body: { reason: 'Sweep' },
          }),
        ],
      ]),
    ),
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
      const [row] = await db.withTenant(t, (tx) =>
        tx.insert(periodLocks).values(values).returning(),
      );
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
}
