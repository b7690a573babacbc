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
  const fixture = fixtureBuilders(sweep);
  const CRM = '/api/crm/ps';
  return {
    [`GET ${CRM}/clients/:clientId`]: async (t) => ({ params: await fixture.client(t) }),
    [`PUT ${CRM}/clients/:clientId`]: async (t) => ({
      params: await fixture.client(t),
      body: { name: 'Renamed client', description: '' },
    }),
    [`DELETE ${CRM}/clients/:clientId`]: async (t) => ({ params: await fixture.client(t) }),

    [`GET ${CRM}/projects`]: async (t) => ({ query: await fixture.client(t) }),
    [`POST ${CRM}/projects`]: async (t) => ({
      body: { ...(await fixture.client(t)), name: 'Sweep' },
    }),
    [`GET ${CRM}/projects/:projectId`]: async (t) => ({ params: await fixture.project(t) }),
    [`PUT ${CRM}/projects/:projectId`]: async (t) => ({
      params: await fixture.project(t),
      body: { name: 'Renamed project', description: '', endCustomer: '' },
    }),
    [`DELETE ${CRM}/projects/:projectId`]: async (t) => ({ params: await fixture.project(t) }),

    [`GET ${CRM}/contacts`]: async (t) => ({ query: await fixture.client(t) }),
    [`POST ${CRM}/contacts`]: async (t) => ({
      body: { ...(await fixture.client(t)), name: 'Sweep', email: 'sweep@example.com' },
    }),
    [`GET ${CRM}/contacts/:contactId`]: async (t) => ({ params: await fixture.contact(t) }),
    [`PUT ${CRM}/contacts/:contactId`]: async (t) => ({
      params: await fixture.contact(t),
      body: { name: 'Renamed', email: 'renamed@example.com', description: '' },
    }),
    [`DELETE ${CRM}/contacts/:contactId`]: async (t) => ({ params: await fixture.contact(t) }),

    [`GET ${CRM}/tasks`]: async (t) => {
      const { clientId, id: projectId } = await buildProject(db, { tenantId: t });
      return { query: { clientId, projectId } };
    },
    [`POST ${CRM}/tasks`]: async (t) => {
      const { clientId, id: projectId } = await buildProject(db, { tenantId: t });
      return { body: { clientId, projectId, name: 'Sweep task' } };
    },
    [`GET ${CRM}/tasks/:taskId`]: async (t) => ({ params: await fixture.task(t) }),
    [`PUT ${CRM}/tasks/:taskId`]: async (t) => ({
      params: await fixture.task(t),
      body: { name: 'Renamed task', description: '' },
    }),
    [`DELETE ${CRM}/tasks/:taskId`]: async (t) => ({ params: await fixture.task(t) }),

    [`GET ${CRM}/associations`]: async (t) => {
      const { projectId, contactId } = await buildAssociation(db, { tenantId: t });
      return { query: { projectId, contactId } };
    },
    [`POST ${CRM}/associations`]: async (t) => {
      const { projectId, contactId } = await fixture.projectAndContact(t);
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

    'GET /api/suppliers/suppliers/:supplierId': async (t) => ({
      params: await fixture.supplier(t),
    }),
    'PUT /api/suppliers/suppliers/:supplierId': async (t) => ({
      params: await fixture.supplier(t),
      body: { name: 'Renamed supplier', description: '' },
    }),
    'DELETE /api/suppliers/suppliers/:supplierId': async (t) => ({
      params: await fixture.supplier(t),
    }),
    'GET /api/suppliers/contacts': async (t) => ({ query: await fixture.supplier(t) }),
    'POST /api/suppliers/contacts': async (t) => ({
      body: { ...(await fixture.supplier(t)), name: 'Sweep', email: 'sweep@example.com' },
    }),
    'GET /api/suppliers/contacts/:supplierContactId': async (t) => ({
      params: await fixture.supplierContact(t),
    }),
    'PUT /api/suppliers/contacts/:supplierContactId': async (t) => ({
      params: await fixture.supplierContact(t),
      body: { name: 'Renamed contact', description: '', email: 'renamed@example.com' },
    }),
    'DELETE /api/suppliers/contacts/:supplierContactId': async (t) => ({
      params: await fixture.supplierContact(t),
    }),

    'POST /api/users/v2': async (t) => {
      const userId = fixture.username();
      return {
        body: {
          username: userId,
          name: 'Sweep User',
          email: `${userId}@example.com`,
          role: 'assoc',
          suppliers: await fixture.placement(t),
        },
      };
    },
    'GET /api/users/v2/:userId': async (t) => ({
      params: { userId: (await fixture.associate(t)).userId },
    }),
    'PUT /api/users/v2/:userId': async (t) => ({
      params: { userId: (await fixture.associate(t)).userId },
      body: { name: 'Renamed User', suppliers: await fixture.placement(t) },
    }),
    'DELETE /api/users/v2/:userId': async (t) => ({
      params: { userId: (await fixture.associate(t)).userId },
    }),
    'PUT /api/users/archive': async (t) => ({
      body: { userId: (await fixture.associate(t)).userId, archived: true },
    }),
    'POST /api/users/reset-user-password': async (t) => ({
      body: { userId: (await fixture.associate(t)).userId },
    }),
    'POST /api/engagement/recordings/:recordingId/events': async (t) => ({
      params: await fixture.recording(t),
      body: { events: [] },
    }),
    'GET /api/engagement/recordings/:recordingId': async (t) => ({
      params: await fixture.recording(t),
    }),
    'POST /api/users/reset-mfa': async (t) => ({
      body: { userId: (await fixture.associate(t)).userId },
    }),
    'GET /api/users/get-placement-options': async (t) => ({
      query: { userId: (await fixture.associate(t)).userId },
    }),

    // The associate (the minimum caller) enters and reads their own week and timesheets.
    'GET /api/submit-time/week': async (t) => ({ query: { userId: await fixture.weekOwner(t) } }),
    'PUT /api/submit-time/week': async (t) => ({
      body: {
        periodStart: '2026-11-21',
        userId: await fixture.weekOwner(t),
        timeCards: [],
        submit: false,
      },
    }),
    // Fix and resubmit / Ask to resubmit: the tenant's own week without rejected days is a 409.
    'PUT /api/submit-time/rejected-days': async (t) => ({
      body: {
        periodStart: '2026-11-21',
        userId: await fixture.weekOwner(t),
        timeCards: [{ projectId: 'none', taskId: 'none', data: {} }],
      },
    }),
    'POST /api/ts/ask-to-resubmit': async (t) => ({ body: await fixture.ownTimesheet(t) }),
    'GET /api/ts/doc/:timesheetId': async (t) => ({ params: await fixture.ownTimesheet(t) }),
    'DELETE /api/ts/doc/:timesheetId': async (t) => ({ params: await fixture.ownTimesheet(t) }),
    'POST /api/ts/update-resubmission-status': async (t) => ({
      body: { ...(await fixture.ownTimesheet(t)), newStatus: true },
    }),
    'GET /api/ts/timesheets': async (t) => {
      const { clientId, id: projectId } = await buildProject(db, { tenantId: t });
      return {
        query: {
          userId: await fixture.weekOwner(t),
          clientId,
          projectId,
          ...(await fixture.supplier(t)),
        },
      };
    },
    'POST /api/ts/review': async (t) => ({
      body: {
        ...(await fixture.ownTimesheet(t)),
        timeCards: [{ projectId: 'none', taskId: 'none', status: 'approved' }],
      },
    }),
    'GET /api/ts/resend-approval-emails/:timesheetId': async (t) => ({
      params: await fixture.ownTimesheet(t),
    }),
    'POST /api/ts/resend-approval-emails/:timesheetId': async (t) => ({
      params: await fixture.ownTimesheet(t),
    }),
    // Search Timecards and its export filter on every kind of id at once.
    'GET /api/ts/search-timecards': async (t) => ({ query: await fixture.searchFilters(t) }),
    'GET /api/ts/search-timecards/export': async (t) => ({ query: await fixture.searchFilters(t) }),
    'GET /api/ts/doc/:timesheetId/pdf': async (t) => ({ params: await fixture.ownTimesheet(t) }),
    // Answering a correction: the tenant's own week without one is a 409.
    'POST /api/ts/corrections/:timesheetId': async (t) => {
      const { clientId, id: projectId } = await buildProject(db, { tenantId: t });
      const { id: taskId } = await buildTask(db, { tenantId: t, clientId, projectId });
      return {
        params: await fixture.ownTimesheet(t),
        body: { projectId, taskId, day: 'monday', accept: true },
      };
    },
    'GET /api/ts/doc/:timesheetId/events': async (t) => ({ params: await fixture.ownTimesheet(t) }),

    'DELETE /api/admin/api-keys/:id': async (t) => ({
      params: { id: (await buildApiKey(db, { tenantId: t })).id },
    }),
    'GET /api/admin/audit': async (t) => ({ query: await fixture.auditTrail(t) }),
    // An absent contact and its alternate, of one client.
    'GET /api/admin/delegations': async (t) => ({ query: await fixture.contact(t) }),
    'POST /api/admin/delegations': async (t) => ({ body: await fixture.delegation(t) }),
    'DELETE /api/admin/delegations/:id': async (t) => {
      const values = {
        tenantId: t,
        id: `d-${fixture.username()}`,
        ...(await fixture.delegationRow(t)),
      };
      const [row] = await db.withTenant(t, (tx) =>
        tx.insert(delegations).values(values).returning(),
      );
      return { params: { id: row!.id } };
    },
    // A webhook endpoint of the tenant (its secret never opened by these calls), and a delivery.
    'PUT /api/admin/webhooks/:id': async (t) => ({
      params: await fixture.webhook(t),
      body: { url: 'https://example.com/hooks', events: ['client.created'], enabled: true },
    }),
    // Rates: an associate's and a project's, and one of them to remove.
    'GET /api/admin/rates': async (t) => {
      const { userId, projectId } = await fixture.rate(t);
      return { query: { userId, projectId } };
    },
    'POST /api/admin/rates': async (t) => ({ body: await fixture.rate(t) }),
    'DELETE /api/admin/rates/:id': async (t) => ({ params: await fixture.rateRow(t) }),
    // A holiday of the tenant to remove.
    'DELETE /api/admin/holidays/:id': async (t) => ({ params: await fixture.holidayRow(t) }),
    // Pay and invoice runs (issue 31 §3): a supplier's or client's run, a draft to finalise, a
    // finalised one to void.
    'POST /api/admin/pay-runs': async (t) => ({
      body: { from: '2026-11-01', to: '2026-11-30', ...(await fixture.supplier(t)) },
    }),
    'POST /api/admin/invoice-runs': async (t) => ({
      body: { from: '2026-11-01', to: '2026-11-30', ...(await fixture.client(t)) },
    }),
    ...Object.fromEntries(
      (['pay', 'invoice'] as const).flatMap((kind) => [
        [
          `GET /api/admin/${kind}-runs/:id`,
          async (t: string) => ({ params: await fixture.run(t, kind, 'draft') }),
        ],
        [
          `POST /api/admin/${kind}-runs/:id/finalise`,
          async (t: string) => ({ params: await fixture.run(t, kind, 'draft') }),
        ],
        [
          `POST /api/admin/${kind}-runs/:id/void`,
          async (t: string) => ({
            params: await fixture.run(t, kind, 'finalised'),
            body: { reason: 'Sweep' },
          }),
        ],
      ]),
    ),
    'DELETE /api/admin/webhooks/:id': async (t) => ({ params: await fixture.webhook(t) }),
    'POST /api/admin/webhooks/:id/rotate-secret': async (t) => ({
      params: await fixture.webhook(t),
    }),
    'GET /api/admin/webhooks/:id/deliveries': async (t) => ({ params: await fixture.webhook(t) }),
    'POST /api/admin/webhooks/:id/deliveries/:deliveryId/redeliver': async (t) => {
      const { id } = await fixture.webhook(t);
      const [row] = await db.withTenant(t, (tx) =>
        tx
          .insert(webhookDeliveries)
          .values({
            tenantId: t,
            endpointId: id,
            eventId: fixture.username(),
            eventType: 'client.created',
            body: '{}',
          })
          .returning(),
      );
      return { params: { id, deliveryId: row!.id } };
    },
    // A period closed for one client of the tenant (issue 30 §1).
    'POST /api/admin/period-locks': async (t) => ({
      body: { from: '2026-11-01', to: '2026-11-30', ...(await fixture.client(t)), reason: 'Sweep' },
    }),
    'DELETE /api/admin/period-locks/:id': async (t) => {
      const values = {
        tenantId: t,
        id: `l-${fixture.username()}`,
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
      query: { from: '2026-11-01', to: '2026-11-30', ...(await fixture.searchFilters(t)) },
    }),
    'GET /api/reporting/dashboard/decisions': async (t) => ({ query: await fixture.client(t) }),
    'GET /api/reporting/vendor-report': async (t) => ({
      query: { from: '2026-11-01', to: '2026-11-30', ...(await fixture.supplier(t)) },
    }),
    // A supplier and one of its contacts: the contacts name rows of the form.
    'POST /api/reporting/vendor-report/send': async (t) => {
      const { supplierId, supplierContactIds } = await fixture.placement(t);
      return {
        body: { supplierId, from: '2026-11-01', to: '2026-11-30', contactIds: supplierContactIds },
      };
    },
  };
}
