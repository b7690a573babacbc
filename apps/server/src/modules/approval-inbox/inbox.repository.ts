import { ON } from '../../db/joins.ts';
import { and, asc, countDistinct, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  APPROVAL_ON,
  findLiveContact,
  liveContact,
  theLiveContact,
} from '../../db/approval-joins.ts';
import type { Tx } from '../../db/client.ts';
import { associations, contacts, timecardDays, timesheets } from '../../db/schema/index.ts';

type Scope = { tenantId: string };

/** A live (neither archived nor deleted) contact's name and address, or undefined. */
export { findLiveContact };

/** How many projects the contacts approve (Copy With Approval Link associations). */
export async function countApprovingProjects(tx: Tx, params: Scope & { contactIds: string[] }) {
  const [row] = await tx
    .select({ count: countDistinct(associations.projectId) })
    .from(associations)
    .where(
      and(
        eq(associations.tenantId, params.tenantId),
        inArray(associations.contactId, params.contactIds),
        eq(associations.notificationLevel, 'COPY_WITH_LINK'),
      ),
    );
  return Number(row?.count ?? 0);
}

/** The waiting days of the contacts' approving projects: submitted, with hours, undecided. */
function waitingDays(params: Scope & { contactIds: string[]; timesheetIds?: string[] }) {
  return and(
    eq(associations.tenantId, params.tenantId),
    inArray(associations.contactId, params.contactIds),
    eq(associations.notificationLevel, 'COPY_WITH_LINK'),
    liveContact,
    isNull(timecardDays.review),
    sql`${timecardDays.minutes} > 0`,
    isNotNull(timesheets.submittedAt),
    params.timesheetIds ? inArray(timecardDays.timesheetId, params.timesheetIds) : undefined,
  );
}

/** The joins from a contact's associations to the waiting days of their projects. */
const fromAssociations = (tx: Tx, columns: Parameters<Tx['selectDistinct']>[0]) =>
  tx
    .selectDistinct(columns)
    .from(associations)
    .innerJoin(contacts, APPROVAL_ON.contactOfAssociation)
    // The partial index timecard_days_waiting_idx holds exactly the undecided worked days.
    .innerJoin(timecardDays, APPROVAL_ON.dayOfAssociation)
    .innerJoin(timesheets, ON.timesheetOfDay);

/**
 * The timesheets with timecards waiting for the contacts' decision, oldest week first, one
 * page of them (`limit`); the caller asks for one more than it shows to learn whether more wait.
 */
export async function findWaitingTimesheetIds(
  tx: Tx,
  params: Scope & { contactIds: string[]; limit: number },
): Promise<string[]> {
  if (params.contactIds.length === 0) return [];
  const rows = await fromAssociations(tx, {
    periodStart: timesheets.periodStart,
    timesheetId: timesheets.timesheetId,
  })
    .where(waitingDays(params))
    .orderBy(asc(timesheets.periodStart), asc(timesheets.timesheetId))
    .limit(params.limit);
  return rows.map((row) => (row as { timesheetId: string }).timesheetId);
}

/** A timecard waiting for a contact's decision. */
export type WaitingCard = {
  timesheetId: string;
  projectId: string;
  taskId: string;
  /** The contact it waits for (one row per contact where it waits for several). */
  contactId: string;
};

/** The timecards (timesheet, project, task) of some timesheets waiting for the contacts' decision. */
export async function findWaitingCards(
  tx: Tx,
  params: Scope & { contactIds: string[]; timesheetIds: string[] },
): Promise<WaitingCard[]> {
  if (params.contactIds.length === 0 || params.timesheetIds.length === 0) return [];
  const rows = await fromAssociations(tx, {
    timesheetId: timecardDays.timesheetId,
    projectId: timecardDays.projectId,
    taskId: timecardDays.taskId,
    contactId: associations.contactId,
  }).where(waitingDays(params));
  return rows as WaitingCard[];
}

/**
 * The name of a live (neither archived nor deleted) contact still associated with the project
 * with an approval link (Copy With Approval Link): only such a contact decides.
 */
export async function findLinkedContactName(
  tx: Tx,
  params: Scope & { contactId: string; projectId: string },
) {
  const [row] = await tx
    .select({ name: contacts.name })
    .from(contacts)
    .innerJoin(associations, APPROVAL_ON.contactOfAssociation)
    .where(
      and(
        theLiveContact(params),
        eq(associations.projectId, params.projectId),
        eq(associations.notificationLevel, 'COPY_WITH_LINK'),
      ),
    );
  return row?.name;
}
