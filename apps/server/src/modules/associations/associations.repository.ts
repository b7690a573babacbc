import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Association } from '@tallysheet/contract/directory/directory';
import type { Tx } from '../../db/client.ts';
import { keyOf } from '../../db/joins.ts';
import { prepared, SQL_FALSE, type QueryDb } from '../../db/prepared.ts';
import { associations, contacts, projects } from '../../db/schema/index.ts';

type AssociationRow = typeof associations.$inferSelect;
type AssociationKey = { tenantId: string; projectId: string; contactId: string };

/** The tenant's association of a project and a contact. */
const theAssociation = keyOf(associations, ['tenantId', 'projectId', 'contactId']);

/** Associations with their project's and contact's names (the live ones: see the callers). */
const withNames = (db: QueryDb | Tx) =>
  (db as QueryDb)
    .select({
      projectId: associations.projectId,
      contactId: associations.contactId,
      contactType: associations.contactType,
      notificationLevel: associations.notificationLevel,
      projectName: projects.name,
      contactName: contacts.name,
      projectEndCustomer: projects.endCustomer,
    })
    .from(associations)
    .innerJoin(
      projects,
      and(eq(projects.tenantId, associations.tenantId), eq(projects.id, associations.projectId)),
    )
    .innerJoin(
      contacts,
      and(eq(contacts.tenantId, associations.tenantId), eq(contacts.id, associations.contactId)),
    );

/**
 * The live associations of some projects (or contacts) with their project and contact names, in
 * one query, prepared once for each key: a list page reads its rows' associations on every
 * request, and Drizzle building it anew was most of list projects' Node time over the floor's
 * (bench/README.md, "Lists at the floor").
 */
const associationsOf = (key: 'projectId' | 'contactId') =>
  prepared(`associations_of_${key === 'projectId' ? 'projects' : 'contacts'}`, (db) =>
    withNames(db)
      .where(
        and(
          eq(associations.tenantId, sql.placeholder('tenantId')),
          sql`${associations[key]} = any(cast(${sql.placeholder('ids')} as text[]))`,
          eq(projects.isDeleted, SQL_FALSE),
          eq(contacts.isDeleted, SQL_FALSE),
        ),
      )
      .orderBy(projects.name, contacts.name),
  );
const ofKey = { projectId: associationsOf('projectId'), contactId: associationsOf('contactId') };

/** The live associations of the projects (key projectId) or contacts (contactId) `ids`. */
export async function listAssociationsOf(
  tx: Tx,
  params: { tenantId: string; key: 'projectId' | 'contactId'; ids: string[] },
): Promise<Association[]> {
  if (params.ids.length === 0) return [];
  return (await ofKey[params.key](tx, {
    tenantId: params.tenantId,
    ids: params.ids,
  })) as Association[];
}

/** Associations with their project and contact names, for a set of projects or contacts (one query). */
export async function listAssociations(
  tx: Tx,
  params: { tenantId: string; projectIds?: string[]; contactIds?: string[] },
): Promise<Association[]> {
  const conditions: SQL[] = [eq(associations.tenantId, params.tenantId)];
  if (params.projectIds) {
    if (params.projectIds.length === 0) return [];
    conditions.push(inArray(associations.projectId, params.projectIds));
  }
  if (params.contactIds) {
    if (params.contactIds.length === 0) return [];
    conditions.push(inArray(associations.contactId, params.contactIds));
  }
  return withNames(tx)
    .where(and(...conditions, eq(projects.isDeleted, false), eq(contacts.isDeleted, false)))
    .orderBy(projects.name, contacts.name);
}

export async function findAssociation(tx: Tx, params: AssociationKey) {
  const [row] = await tx.select().from(associations).where(theAssociation(params)).limit(1);
  return row;
}

export async function insertAssociations(tx: Tx, rows: (typeof associations.$inferInsert)[]) {
  if (rows.length) await tx.insert(associations).values(rows);
}

export async function updateAssociation(
  tx: Tx,
  params: AssociationKey & {
    values: Pick<AssociationRow, 'contactType' | 'notificationLevel'>;
    now: Date;
  },
) {
  const [row] = await tx
    .update(associations)
    .set({ ...params.values, updatedAt: params.now })
    .where(theAssociation(params))
    .returning();
  return row;
}

export async function deleteAssociation(tx: Tx, params: AssociationKey) {
  const rows = await tx
    .delete(associations)
    .where(theAssociation(params))
    .returning({ projectId: associations.projectId });
  return rows.length > 0;
}

/** Groups associations by a key, for presenting a page of projects or contacts. */
export function groupBy(
  rows: Association[],
  key: 'projectId' | 'contactId',
): Map<string, Association[]> {
  const groups = new Map<string, Association[]>();
  for (const row of rows) groups.set(row[key], [...(groups.get(row[key]) ?? []), row]);
  return groups;
}

/** Removes every association of a contact. */
export async function deleteAssociationsOfContact(
  tx: Tx,
  params: { tenantId: string; contactId: string },
) {
  await tx
    .delete(associations)
    .where(
      and(eq(associations.tenantId, params.tenantId), eq(associations.contactId, params.contactId)),
    );
}

/** Every association row of a contact, deleted contact or not (what removing them takes away). */
export function associationRowsOfContact(tx: Tx, params: { tenantId: string; contactId: string }) {
  return tx
    .select()
    .from(associations)
    .where(
      and(eq(associations.tenantId, params.tenantId), eq(associations.contactId, params.contactId)),
    );
}
