import { and, eq, not, type Column } from 'drizzle-orm';
import type { Tx } from './client.ts';
import { associations, contacts, timecardDays, timecards } from './schema/index.ts';

// The joins, conditions and queries the approval modules share (contacts, their project
// associations, timecards and their days), each within one tenant (tenant_id leads); beside
// joins.ts, whose timesheet joins they are used with.

/** Each pair of columns equal: the tenant's first, then the keys. */
const equal = (...pairs: [Column, Column][]) => and(...pairs.map(([a, b]) => eq(a, b)));

export const APPROVAL_ON = {
  contactOfAssociation: equal(
    [contacts.tenantId, associations.tenantId],
    [contacts.id, associations.contactId],
  ),
  /** The timecards of an association's project. */
  cardOfAssociation: equal(
    [timecards.tenantId, associations.tenantId],
    [timecards.projectId, associations.projectId],
  ),
  /** The timecard days of an association's project. */
  dayOfAssociation: equal(
    [timecardDays.tenantId, associations.tenantId],
    [timecardDays.projectId, associations.projectId],
  ),
};

/** A contact that is live: neither archived nor deleted. */
export const liveContact = and(not(contacts.isDeleted), not(contacts.isArchived));

/** The tenant's contact `contactId`, while it is live. */
export const theLiveContact = (params: { tenantId: string; contactId: string }) =>
  and(eq(contacts.tenantId, params.tenantId), eq(contacts.id, params.contactId), liveContact);

/** A live contact's name and address, or undefined (the inbox's owner, a receipt's addressee). */
export async function findLiveContact(tx: Tx, params: { tenantId: string; contactId: string }) {
  const [row] = await tx
    .select({ name: contacts.name, email: contacts.email })
    .from(contacts)
    .where(theLiveContact(params));
  return row;
}

/** A project contact's columns as the timecard e-mails and reminders address them. */
export const RECIPIENT_COLUMNS = {
  projectId: associations.projectId,
  contactId: contacts.id,
  name: contacts.name,
  email: contacts.email,
};
