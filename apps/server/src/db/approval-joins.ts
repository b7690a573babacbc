import { and, eq, not } from 'drizzle-orm';
import { associations, contacts, timecardDays, timecards } from './schema/index.ts';

/**
 * The joins and conditions the approval queries share (contacts, their project associations,
 * timecards and their days), each within one tenant (tenant_id leads); beside joins.ts, whose
 * timesheet joins they are used with.
 */
export const APPROVAL_ON = {
  contactOfAssociation: and(
    eq(contacts.tenantId, associations.tenantId),
    eq(contacts.id, associations.contactId),
  ),
  /** The timecards of an association's project. */
  cardOfAssociation: and(
    eq(timecards.tenantId, associations.tenantId),
    eq(timecards.projectId, associations.projectId),
  ),
  /** The timecard days of an association's project. */
  dayOfAssociation: and(
    eq(timecardDays.tenantId, associations.tenantId),
    eq(timecardDays.projectId, associations.projectId),
  ),
};

/** A contact that is live: neither archived nor deleted. */
export const liveContact = and(not(contacts.isDeleted), not(contacts.isArchived));

/** The tenant's contact `contactId`, while it is live. */
export const theLiveContact = (params: { tenantId: string; contactId: string }) =>
  and(eq(contacts.tenantId, params.tenantId), eq(contacts.id, params.contactId), liveContact);

type TimecardKey = { tenantId: string; timesheetId: string; projectId: string; taskId: string };

/** One timecard: a timesheet's project and task. */
export const theTimecard = (key: TimecardKey) =>
  and(
    eq(timecards.tenantId, key.tenantId),
    eq(timecards.timesheetId, key.timesheetId),
    eq(timecards.projectId, key.projectId),
    eq(timecards.taskId, key.taskId),
  );

/** One day of a timecard. */
export const theTimecardDay = (key: TimecardKey & { day: string }) =>
  and(
    eq(timecardDays.tenantId, key.tenantId),
    eq(timecardDays.timesheetId, key.timesheetId),
    eq(timecardDays.projectId, key.projectId),
    eq(timecardDays.taskId, key.taskId),
    eq(timecardDays.day, key.day),
  );
