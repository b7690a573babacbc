import { ON } from '../../db/joins.ts';
import { and, desc, eq, gte, inArray, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { APPROVAL_ON } from '../../db/approval-joins.ts';
import type { Tx } from '../../db/client.ts';
import { countWhere } from '../../db/count.ts';
import {
  associations,
  contacts,
  delegations,
  timecards,
  timesheets,
} from '../../db/schema/index.ts';

type Scope = { tenantId: string };

const delegate = alias(contacts, 'delegate');
/** The joins of a delegation's two contacts: the absent one, and who stands in. */
const absentContact = and(
  eq(contacts.tenantId, delegations.tenantId),
  eq(contacts.id, delegations.contactId),
);
const theDelegate = and(
  eq(delegate.tenantId, delegations.tenantId),
  eq(delegate.id, delegations.delegateContactId),
);

const listed = {
  id: delegations.id,
  contactId: delegations.contactId,
  delegateContactId: delegations.delegateContactId,
  from: delegations.dayFrom,
  to: delegations.dayTo,
  createdAt: delegations.createdAt,
  contactName: contacts.name,
  delegateName: delegate.name,
};
export type DelegationRow = {
  id: string;
  contactId: string;
  delegateContactId: string;
  from: string;
  to: string;
  createdAt: Date;
  contactName: string;
  delegateName: string;
};

const withNames = (tx: Tx) =>
  tx
    .select(listed)
    .from(delegations)
    .innerJoin(contacts, absentContact)
    .innerJoin(delegate, theDelegate);

/** The tenant's contacts among `ids`, live or not, with their client. */
export function findContacts(tx: Tx, params: Scope & { ids: string[] }) {
  return tx
    .select({
      id: contacts.id,
      clientId: contacts.clientId,
      name: contacts.name,
      isArchived: contacts.isArchived,
      isDeleted: contacts.isDeleted,
    })
    .from(contacts)
    .where(and(eq(contacts.tenantId, params.tenantId), inArray(contacts.id, params.ids)));
}

export async function insertDelegation(tx: Tx, values: typeof delegations.$inferInsert) {
  await tx.insert(delegations).values(values);
  const [row] = await withNames(tx).where(
    and(eq(delegations.tenantId, values.tenantId), eq(delegations.id, values.id)),
  );
  return row!;
}

/** One page of the tenant's delegations (of one absent contact when given), newest first, and the count. */
export async function listDelegations(
  tx: Tx,
  params: Scope & { contactId?: string; limit: number; offset: number },
): Promise<{ rows: DelegationRow[]; count: number }> {
  const where = and(
    eq(delegations.tenantId, params.tenantId),
    params.contactId ? eq(delegations.contactId, params.contactId) : undefined,
  );
  const rows = await withNames(tx)
    .where(where)
    .orderBy(desc(delegations.createdAt), desc(delegations.id))
    .limit(params.limit)
    .offset(params.offset);
  return { rows, count: await countWhere(tx, delegations, where) };
}

/** Removes a delegation; the removed row, or undefined when the tenant has no such delegation. */
export async function deleteDelegation(tx: Tx, params: Scope & { id: string }) {
  const where = and(eq(delegations.tenantId, params.tenantId), eq(delegations.id, params.id));
  const [row] = await withNames(tx).where(where);
  if (row) await tx.delete(delegations).where(where);
  return row;
}

const live = (table: { isArchived: SQLWrapper; isDeleted: SQLWrapper }) =>
  and(sql`not ${table.isArchived}`, sql`not ${table.isDeleted}`);
const covers = (day: string) => and(lte(delegations.dayFrom, day), gte(delegations.dayTo, day));
/** The tenant's delegations that run on `day`, with the further conditions. */
const runningOn = (params: Scope & { day: string }, ...more: (SQL | undefined)[]) =>
  and(eq(delegations.tenantId, params.tenantId), covers(params.day), ...more);

/** The live contacts `contactId` (live itself) stands in for on `day`. */
export async function findStoodInFor(tx: Tx, params: Scope & { contactId: string; day: string }) {
  const rows = await tx
    .select({ contactId: delegations.contactId })
    .from(delegations)
    .innerJoin(contacts, absentContact)
    .innerJoin(delegate, theDelegate)
    .where(
      runningOn(
        params,
        eq(delegations.delegateContactId, params.contactId),
        live(contacts),
        live(delegate),
      ),
    );
  return [...new Set(rows.map((row) => row.contactId))];
}

/** The live alternates of each of `contactIds` on `day`, by name. */
export function findStandIns(tx: Tx, params: Scope & { contactIds: string[]; day: string }) {
  return tx
    .selectDistinct({
      forContactId: delegations.contactId,
      contactId: delegate.id,
      name: delegate.name,
      email: delegate.email,
    })
    .from(delegations)
    .innerJoin(delegate, theDelegate)
    .where(runningOn(params, inArray(delegations.contactId, params.contactIds), live(delegate)))
    .orderBy(delegate.name, delegate.id);
}

/**
 * The pending timecards (one row per timesheet and project) that wait for `contactId`: on a
 * project where it is a Copy-With-Approval-Link contact. A delegation's history goes there.
 */
export function findPendingFor(tx: Tx, params: Scope & { contactId: string }) {
  return tx
    .selectDistinct({ timesheetId: timecards.timesheetId, projectId: timecards.projectId })
    .from(associations)
    .innerJoin(timecards, APPROVAL_ON.cardOfAssociation)
    .innerJoin(timesheets, ON.timesheetOfCard)
    .where(
      and(
        eq(associations.tenantId, params.tenantId),
        eq(associations.contactId, params.contactId),
        eq(associations.notificationLevel, 'COPY_WITH_LINK'),
        eq(timecards.status, 'pending'),
        sql`${timesheets.submittedAt} is not null`,
      ),
    );
}
