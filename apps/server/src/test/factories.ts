import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { SystemRole } from '@tallysheet/contract/roles/roles';
import { API_KEY_SCOPES, type ApiKeyScope } from '@tallysheet/contract/api-keys/api-keys';
import type { App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { newApiKey } from '../modules/api-keys/api-keys.service.ts';
import {
  apiKeys,
  associations,
  clients,
  contacts,
  projects,
  supplierContacts,
  suppliers,
  tasks,
  tenants,
  timesheets,
  userProjects,
  userTasks,
  users,
} from '../db/schema/index.ts';
import { newId } from '../lib/ids.ts';
import { hashPassword } from '../modules/identity/password-hash.ts';
import { internalUserId } from '../modules/identity/access-token.ts';
import { defaultTaskFor } from '../modules/projects/projects.service.ts';
import { addDays, timesheetId, weekEndOf } from '@tallysheet/contract/timesheets/week';

const suffix = () => randomBytes(4).toString('hex');

/** A tenant on an active subscription unless told otherwise. */
export async function buildTenant(db: Database, values: Partial<typeof tenants.$inferInsert> = {}) {
  const row = {
    tenantId: `t-${suffix()}`,
    name: 'Acme Consulting',
    newCustomer: false,
    subscriptionStatus: 'active' as const,
    subscriptionType: 'Monthly' as const,
    ...values,
  };
  await db.withSystem('test fixture', (tx) => tx.insert(tenants).values(row));
  return row;
}

export interface TestUser {
  tenantId: string;
  userId: string;
  role: SystemRole;
  email: string;
  displayName: string;
  password: string;
}

/** A user of `tenantId`; with a password hash only when asked, since hashing is slow. */
export async function buildUser(
  db: Database,
  values: Partial<typeof users.$inferInsert> & { tenantId: string; password?: string },
): Promise<TestUser> {
  const { password, ...rest } = values;
  const userId = rest.userId ?? `user-${suffix()}`;
  const row = {
    userId,
    displayName: `Test ${userId}`,
    email: `${userId}@example.com`,
    role: 'assoc' as SystemRole,
    passwordHash: password ? await hashPassword(password) : null,
    ...rest,
  };
  await db.withTenant(row.tenantId, (tx) => tx.insert(users).values(row));
  return { ...row, password: password ?? '' };
}

/** A bearer header for a user, as sign-in would issue it. */
export function bearerFor(
  app: App,
  user: Pick<TestUser, 'tenantId' | 'userId' | 'role' | 'email' | 'displayName'>,
  tokenVersion = 0,
) {
  const jwt = app.signAccessToken({
    sub: internalUserId(user.tenantId, user.userId),
    tenantId: user.tenantId,
    username: user.userId,
    role: user.role,
    email: user.email,
    name: user.displayName,
    tv: tokenVersion,
    exp: Math.floor(app.deps.clock.now().getTime() / 1000) + app.config.ACCESS_TOKEN_TTL,
  });
  return { authorization: `Bearer ${jwt}` };
}

type Values<T extends { $inferInsert: object }> = Partial<T['$inferInsert']> & { tenantId: string };

async function insertRow<T extends { $inferInsert: object }>(
  db: Database,
  table: T,
  row: T['$inferInsert'] & { tenantId: string },
) {
  await db.withTenant(row.tenantId, (tx) => tx.insert(table as never).values(row as never));
  return row as T['$inferInsert'] & { id: string; tenantId: string };
}

/** A client of `tenantId`. */
export function buildClient(db: Database, values: Values<typeof clients>) {
  return insertRow(db, clients, { id: newId(), name: `Client ${suffix()}`, ...values });
}

/** A project with its default task, under `clientId` or a new client. */
export async function buildProject(db: Database, values: Values<typeof projects>) {
  const clientId = values.clientId ?? (await buildClient(db, { tenantId: values.tenantId })).id;
  const project = await insertRow(db, projects, {
    id: newId(),
    name: `Project ${suffix()}`,
    ...values,
    clientId,
  });
  const defaultTask = defaultTaskFor({
    tenantId: values.tenantId,
    clientId,
    projectId: project.id,
  });
  await insertRow(db, tasks, defaultTask);
  return { ...project, clientId, defaultTaskId: defaultTask.id };
}

/** A project contact of `clientId` or of a new client. */
export async function buildContact(db: Database, values: Values<typeof contacts>) {
  const clientId = values.clientId ?? (await buildClient(db, { tenantId: values.tenantId })).id;
  const id = values.id ?? newId();
  return insertRow(db, contacts, {
    id,
    name: `Contact ${suffix()}`,
    email: `${id}@example.com`,
    ...values,
    clientId,
  });
}

/** A task of `projectId` or of a new project. */
export async function buildTask(db: Database, values: Values<typeof tasks>) {
  const project = values.projectId
    ? { id: values.projectId, clientId: values.clientId }
    : await buildProject(db, { tenantId: values.tenantId, clientId: values.clientId });
  if (!project.clientId) throw new Error('buildTask: give clientId with projectId');
  return insertRow(db, tasks, {
    id: newId(),
    name: `Task ${suffix()}`,
    ...values,
    clientId: project.clientId,
    projectId: project.id,
  });
}

/** An association of a project and a contact of one client (both new unless given). */
export async function buildAssociation(
  db: Database,
  values: Partial<typeof associations.$inferInsert> & { tenantId: string },
) {
  const { tenantId } = values;
  let { projectId, contactId } = values;
  if (!projectId || !contactId) {
    const clientId = (await buildClient(db, { tenantId })).id;
    projectId ??= (await buildProject(db, { tenantId, clientId })).id;
    contactId ??= (await buildContact(db, { tenantId, clientId })).id;
  }
  const row = {
    contactType: 'MANAGER' as const,
    notificationLevel: 'COPY_WITH_LINK' as const,
    ...values,
    projectId,
    contactId,
  };
  await db.withTenant(tenantId, (tx) => tx.insert(associations).values(row));
  return row;
}

/** A supplier of `tenantId`. */
export function buildSupplier(db: Database, values: Values<typeof suppliers>) {
  return insertRow(db, suppliers, { id: newId(), name: `Supplier ${suffix()}`, ...values });
}

/** A contact of `supplierId` or of a new supplier. */
export async function buildSupplierContact(db: Database, values: Values<typeof supplierContacts>) {
  const supplierId =
    values.supplierId ?? (await buildSupplier(db, { tenantId: values.tenantId })).id;
  const id = values.id ?? newId();
  return insertRow(db, supplierContacts, {
    id,
    name: `Supplier contact ${suffix()}`,
    email: `${id}@example.com`,
    ...values,
    supplierId,
  });
}

/** Assigns a user to a project with its default task and, optionally, more of its tasks. */
export async function buildAssignment(
  db: Database,
  values: { tenantId: string; userId: string; projectId: string; taskIds: string[] },
) {
  await db.withTenant(values.tenantId, async (tx) => {
    await tx.insert(userProjects).values({
      tenantId: values.tenantId,
      userId: values.userId,
      projectId: values.projectId,
    });
    if (values.taskIds.length)
      await tx.insert(userTasks).values(
        values.taskIds.map((taskId) => ({
          tenantId: values.tenantId,
          userId: values.userId,
          projectId: values.projectId,
          taskId,
        })),
      );
  });
}

let weekSerial = 0;

/** An empty draft timesheet of `userId`, each on its own week unless `periodStart` is given. */
export async function buildTimesheet(
  db: Database,
  values: { tenantId: string; userId: string; periodStart?: string },
) {
  const periodStart = values.periodStart ?? addDays('2020-01-04', 7 * ++weekSerial);
  const row = {
    tenantId: values.tenantId,
    userId: values.userId,
    timesheetId: timesheetId({ tenantId: values.tenantId, userId: values.userId, periodStart }),
    periodStart,
    periodEnd: weekEndOf(periodStart),
  };
  await db.withTenant(values.tenantId, (tx) => tx.insert(timesheets).values(row));
  return row;
}

/** An API key of `tenantId` (revoked or expired when told), with its bearer header. */
/**
 * A key with every scope unless `scopes` says otherwise, made by `createdBy` (by default a new
 * Administrator of the tenant, whose key it stays only while they are one).
 */
export async function buildApiKey(
  db: Database,
  values: {
    tenantId: string;
    revokedAt?: Date;
    expiresAt?: Date;
    scopes?: ApiKeyScope[];
    createdBy?: string;
  },
) {
  const { key, hash, prefix } = newApiKey(values.tenantId);
  const id = newId();
  const createdBy =
    values.createdBy ?? (await buildUser(db, { tenantId: values.tenantId, role: 'admin' })).userId;
  await db.withTenant(values.tenantId, (tx) =>
    tx.insert(apiKeys).values({
      tenantId: values.tenantId,
      id,
      keyHash: hash,
      prefix,
      name: `Key ${id.slice(0, 8)}`,
      createdBy,
      scopes: values.scopes ?? [...API_KEY_SCOPES],
      revokedAt: values.revokedAt,
      expiresAt: values.expiresAt,
    }),
  );
  return { id, key, headers: { authorization: `Bearer ${key}` } };
}

/** A user's wrong sign-ins counted in the current window. */
export async function failedSignInsOf(db: Database, tenantId: string, userId: string) {
  const [row] = await db.withTenant(tenantId, (tx) =>
    tx
      .select({ failed: users.failedSignIns })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.userId, userId))),
  );
  return row!.failed;
}
