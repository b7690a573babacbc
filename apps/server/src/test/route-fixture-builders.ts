import {
  buildClient,
  buildContact,
  buildProject,
  buildSupplier,
  buildSupplierContact,
  buildTask,
  buildTimesheet,
  buildUser,
} from './factories.ts';
import {
  holidays,
  rates,
  recordings,
  runs,
  runTimecards,
  timecardDays,
  timecards,
  webhookEndpoints,
} from '../db/schema/index.ts';
import { recordAudit } from '../modules/audit/record.ts';
import type { SweepHome } from './route-driver.ts';
import { addDays } from '@tallysheet/contract/timesheets/week';

/**
 * The objects the route fixtures make in a tenant (route-fixtures.ts): each returns the ids a
 * request names them by.
 */
export function fixtureBuilders({ app, db, home, members }: SweepHome) {
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

  const client = async (tenantId: string) => ({
    clientId: (await buildClient(db, { tenantId })).id,
  });
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
  /** A rate of the tenant, inserted as stored. */
  async function rateRow(tenantId: string) {
    const values = { ...(await rate(tenantId)), tenantId, id: `r-${username()}` };
    const row = { ...values, createdBy: 'sweep', createdAt: new Date() };
    await db.withTenant(tenantId, (tx) => tx.insert(rates).values(row));
    return { id: values.id };
  }
  /** A holiday of the tenant, inserted as stored (each on a day of its own). */
  let holidaySerial = 0;
  async function holidayRow(tenantId: string) {
    const id = `h-${username()}`;
    const day = addDays('2030-01-01', ++holidaySerial);
    await db.withTenant(tenantId, (tx) =>
      tx
        .insert(holidays)
        .values({ tenantId, id, day, name: 'Sweep', repeatsYearly: false, createdAt: new Date() }),
    );
    return { id };
  }
  /** An entry of the tenant's audit trail: the entity and actor it names are the tenant's. */
  async function auditTrail(tenantId: string) {
    const entityId = `entity-${username()}`;
    const actorId = `actor-${username()}`;
    await db.withTenant(tenantId, (tx) =>
      recordAudit(tx, app.deps, {
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
      tenantId === home.tenantId
        ? members.get('NoRole')!.userId
        : (await associate(tenantId)).userId;
    const [row] = await db.withTenant(tenantId, (tx) =>
      tx.insert(recordings).values({ tenantId, userId }).returning(),
    );
    return { recordingId: `${tenantId}.${row!.recordingId}` };
  }

  /**
   * A pay or invoice run of the tenant (issue 31 §3) in a status, inserted as stored. A draft
   * holds one approved day of an associate's own week (a draft without hours is not finalised).
   */
  async function run(tenantId: string, kind: 'pay' | 'invoice', status: 'draft' | 'finalised') {
    const id = `run-${username()}`;
    const draft = status === 'draft';
    const { userId } = await associate(tenantId);
    const { timesheetId, periodStart } = await buildTimesheet(db, { tenantId, userId });
    await db.withTenant(tenantId, (tx) =>
      tx.insert(runs).values({
        tenantId,
        id,
        kind,
        number: ++serial,
        status,
        dayFrom: periodStart,
        dayTo: addDays(periodStart, 6),
        lines: [],
        excludedMinutes: 0,
        excluded: [],
        minutes: draft ? 480 : 0,
        createdBy: 'sweep',
        createdAt: new Date(),
      }),
    );
    if (!draft) return { id };
    const { clientId, id: projectId } = await buildProject(db, { tenantId });
    const { id: taskId } = await buildTask(db, { tenantId, clientId, projectId });
    const card = { tenantId, timesheetId, projectId, taskId };
    const day = addDays(periodStart, 2);
    await db.withTenant(tenantId, async (tx) => {
      await tx
        .insert(timecards)
        .values({ ...card, position: 0, status: 'approved', totalMinutes: 480 });
      await tx
        .insert(timecardDays)
        .values({ ...card, day, userId, minutes: 480, review: 'approved' });
      await tx
        .insert(runTimecards)
        .values({ ...card, runId: id, userId, days: [day], minutes: [480] });
    });
    return { id };
  }

  return {
    run,
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
    holidayRow,
    auditTrail,
    weekOwner,
    ownTimesheet,
    placement,
    searchFilters,
    recording,
  };
}
