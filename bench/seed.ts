// The bench's data set, written through the product's schema (as bench/directory-lists.ts does):
// tenant bench-0, whose administrator the bench signs in as, beside `otherTenants` alike.
import type { Database } from '../apps/server/src/db/client.ts';
import {
  associations,
  clients,
  contacts,
  projects,
  supplierContacts,
  suppliers,
  tasks,
  tenants,
  users,
} from '../apps/server/src/db/schema/index.ts';
import { newId } from '../apps/server/src/lib/ids.ts';
import { hashPassword } from '../apps/server/src/modules/identity/password-hash.ts';
import {
  ADMIN_PROJECTS,
  adminProjectId,
  adminTaskId,
  seedBenchWeeks,
  weeksSummary,
} from './seed-timesheets.ts';
import { INBOX_ASSOCIATES, inboxSummary, seedInbox } from './seed-inbox.ts';
import { seedAuditTrail } from './seed-audit.ts';

export interface DataSet {
  clients: number;
  projectsPerClient: number;
  /** Associated with each project of their client. */
  contactsPerClient: number;
  users: number;
  otherTenants: number;
  /** Suppliers, one for every 10 clients, each with this many contacts. */
  contactsPerSupplier: number;
  /** The bench tenant's audit trail (seed-audit.ts). */
  auditEntries: number;
}

export const DEFAULT_DATA_SET: DataSet = {
  clients: 2000,
  projectsPerClient: 5,
  contactsPerClient: 2,
  users: 2000,
  contactsPerSupplier: 2,
  otherTenants: 3,
  auditEntries: 200_000,
};

/** Who the bench signs in as (POST /api/tokens/login). */
export const BENCH_LOGIN = {
  tenantId: 'bench-0',
  externalUserId: 'admin',
  password: 'Bench-password-1!',
};
const ADMIN_NAME = 'Bench Admin';
const BATCH = 200;

const CONTACT_ROLES = [
  { contactType: 'MANAGER', notificationLevel: 'COPY_WITH_LINK' },
  { contactType: 'ADDITIONAL_CONTACT', notificationLevel: 'COPY_ONLY' },
  { contactType: 'BACKUP_MANAGER', notificationLevel: 'NONE' },
] as const;

async function seedTenant(db: Database, tenantId: string, set: DataSet, passwordHash: string) {
  await db.withSystem('bench seed', async (tx) => {
    await tx.insert(tenants).values({
      tenantId,
      name: `Bench ${tenantId}`,
      newCustomer: false,
      subscriptionStatus: 'active',
      subscriptionType: 'Annual',
    });
    await tx.insert(users).values({
      tenantId,
      userId: BENCH_LOGIN.externalUserId,
      displayName: ADMIN_NAME,
      email: 'admin@bench.test',
      role: 'admin',
      passwordHash,
      customFields: [{ label: 'Cost centre', value: 'CC-1' }],
    });
  });
  /** The clients of the administrator's projects (see seed-timesheets.ts). */
  const adminClients: string[] = [];
  /** The second client's projects and default tasks: its first contact's inbox (seed-inbox.ts). */
  const inboxProjects: { projectId: string; taskId: string }[] = [];
  const rows = Math.max(set.clients, set.users);
  for (let start = 0; start < rows; start += BATCH) {
    const range = (limit: number) =>
      Array.from({ length: Math.max(0, Math.min(BATCH, limit - start)) }, (_, i) => start + i);
    const clientRows = range(set.clients).map((n) => ({
      tenantId,
      id: newId(),
      name: `Client ${n}`,
      description: `Client number ${n}`,
    }));
    // The first ADMIN_PROJECTS projects (and their default tasks) are the administrator's.
    const admin = (index: number) => start === 0 && index < ADMIN_PROJECTS;
    const projectRows = clientRows
      .flatMap((client) =>
        Array.from({ length: set.projectsPerClient }, (_, p) => ({
          tenantId,
          clientId: client.id,
          name: `${client.name} project ${p}`,
          endCustomer: p % 2 ? `End customer ${p}` : '',
        })),
      )
      .map((project, index) => ({
        ...project,
        id: admin(index) ? adminProjectId(index) : newId(),
      }));
    const taskRows = projectRows.map((project, index) => ({
      tenantId,
      id: admin(index) ? adminTaskId(index, 'default') : newId(),
      clientId: project.clientId,
      projectId: project.id,
      name: 'Default Task',
      isDefault: true,
    }));
    const contactRows = clientRows.flatMap((client) =>
      Array.from({ length: set.contactsPerClient }, (_, c) => ({
        tenantId,
        id: newId(),
        clientId: client.id,
        name: `${client.name} contact ${c}`,
        email: `contact-${c}@${client.id}.bench.test`,
      })),
    );
    const associationRows = projectRows.flatMap((project) =>
      contactRows
        .filter((contact) => contact.clientId === project.clientId)
        .map((contact, c) => ({
          tenantId,
          projectId: project.id,
          contactId: contact.id,
          ...CONTACT_ROLES[c % CONTACT_ROLES.length]!,
        })),
    );
    // Suppliers with their contacts, for their lists; no user is placed with one.
    const supplierRows = range(set.clients)
      .filter((n) => n % 10 === 0)
      .map((n) => ({
        tenantId,
        id: newId(),
        name: `Supplier ${n / 10}`,
        description: `Supplier number ${n / 10}`,
      }));
    const supplierContactRows = supplierRows.flatMap((supplier) =>
      Array.from({ length: set.contactsPerSupplier }, (_, c) => ({
        tenantId,
        id: newId(),
        supplierId: supplier.id,
        name: `${supplier.name} contact ${c}`,
        email: `contact-${c}@${supplier.id}.bench.test`,
      })),
    );
    if (start === 0) {
      adminClients.push(...projectRows.slice(0, ADMIN_PROJECTS).map((p) => p.clientId));
      taskRows
        .filter((task) => task.clientId === clientRows[1]?.id)
        .forEach((task) => inboxProjects.push({ projectId: task.projectId, taskId: task.id }));
    }
    await db.withTenant(tenantId, async (tx) => {
      const userRows = range(set.users).map((n) => ({
        tenantId,
        userId: `user-${n}`,
        displayName: `Associate ${n}`,
        email: `user-${n}@bench.test`,
        role: 'assoc' as const,
      }));
      if (userRows.length) await tx.insert(users).values(userRows);
      if (!clientRows.length) return;
      await tx.insert(clients).values(clientRows);
      await tx.insert(projects).values(projectRows);
      await tx.insert(tasks).values(taskRows);
      if (contactRows.length) await tx.insert(contacts).values(contactRows);
      if (associationRows.length) await tx.insert(associations).values(associationRows);
      if (supplierRows.length) await tx.insert(suppliers).values(supplierRows);
      if (supplierContactRows.length) await tx.insert(supplierContacts).values(supplierContactRows);
    });
  }
  if (adminClients.length < ADMIN_PROJECTS) return;
  const admin = { tenantId, userId: BENCH_LOGIN.externalUserId, displayName: ADMIN_NAME };
  await db.withTenant(tenantId, (tx) => seedBenchWeeks(tx, admin, adminClients));
  if (inboxProjects.length && set.users >= INBOX_ASSOCIATES)
    await db.withTenant(tenantId, (tx) => seedInbox(tx, tenantId, inboxProjects));
}

/** Seeds the data set; returns a one-line summary. */
export async function seed(db: Database, set: DataSet): Promise<string> {
  const started = performance.now();
  const passwordHash = await hashPassword(BENCH_LOGIN.password);
  for (let t = 0; t <= set.otherTenants; t += 1)
    await seedTenant(db, `bench-${t}`, set, passwordHash);
  if (set.auditEntries) await seedAuditTrail(db, BENCH_LOGIN.tenantId, set.auditEntries);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return (
    `${set.otherTenants + 1} tenants, each: ${set.clients} clients, ` +
    `${set.clients * set.projectsPerClient} projects (a default task each), ` +
    `${set.clients * set.contactsPerClient} contacts, ` +
    `${set.clients * set.projectsPerClient * set.contactsPerClient} associations, ` +
    `${set.users + 1} users; ${weeksSummary()}; ${inboxSummary()}; ` +
    `${set.auditEntries.toLocaleString('en-US')} audit entries (${BENCH_LOGIN.tenantId}) ` +
    `(seeded in ${seconds} s)`
  );
}
