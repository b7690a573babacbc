import { and, eq, inArray, isNotNull, not } from 'drizzle-orm';
import { liveUser, ofUser } from '../../db/joins.ts';
import type { Tx } from '../../db/client.ts';
import { tenants, timecardDays, timesheets, users } from '../../db/schema/index.ts';
import { pageOfTimesheetIds } from '../../db/timesheet-pages.ts';

type Key = { tenantId: string; timesheetId: string };

/** The tenant's setting "Rejected days reopen for the associate" (on unless turned off). */
export async function findRejectedDaysReopen(tx: Tx, params: { tenantId: string }) {
  const [row] = await tx
    .select({ reopen: tenants.rejectedDaysReopen })
    .from(tenants)
    .where(eq(tenants.tenantId, params.tenantId));
  return row?.reopen ?? true;
}

/** The tenant's live administrators (Administrator, Billing Administrator, Superuser) with an e-mail. */
export function findAdministrators(tx: Tx, params: { tenantId: string }) {
  return tx
    .select({ userId: users.userId, displayName: users.displayName, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.tenantId, params.tenantId),
        inArray(users.role, ['admin', 'TenantAdmin', 'SuperUser']),
        liveUser,
        not(eq(users.email, '')),
      ),
    )
    .orderBy(users.displayName, users.userId);
}

/** Records (a time) or clears (null) the associate's request to resubmit. */
export async function setResubmissionRequested(tx: Tx, key: Key, at: Date | null) {
  await tx
    .update(timesheets)
    .set({ resubmissionRequestedAt: at })
    .where(and(eq(timesheets.tenantId, key.tenantId), eq(timesheets.timesheetId, key.timesheetId)));
}

/**
 * Replaces rejected days of one timecard with their fix: a day with hours is resubmitted
 * without a decision, a day left without hours goes. Only rows still rejected change.
 */
export async function resubmitDays(
  tx: Tx,
  params: Key & {
    projectId: string;
    taskId: string;
    days: { day: string; minutes: number; description: string }[];
  },
) {
  for (const day of params.days) {
    const where = and(
      eq(timecardDays.tenantId, params.tenantId),
      eq(timecardDays.timesheetId, params.timesheetId),
      eq(timecardDays.projectId, params.projectId),
      eq(timecardDays.taskId, params.taskId),
      eq(timecardDays.day, day.day),
      eq(timecardDays.review, 'rejected'),
    );
    if (day.minutes === 0) await tx.delete(timecardDays).where(where);
    else
      await tx
        .update(timecardDays)
        .set({
          minutes: day.minutes,
          description: day.description,
          review: null,
          reviewComment: null,
          reviewerKind: null,
          reviewerName: null,
          reviewerOnBehalfOf: null,
          reviewedAt: null,
        })
        .where(where);
  }
}

/**
 * A user's submitted weeks with rejected days still to resolve (not yet allowed to be
 * resubmitted), newest first, paged: their ids and the count.
 */
export function findRejectedTimesheetIds(
  tx: Tx,
  params: { tenantId: string; userId: string; limit: number; offset: number },
) {
  const condition = and(
    ofUser(timesheets, params),
    eq(timesheets.status, 'rejected'),
    isNotNull(timesheets.submittedAt),
    not(timesheets.resubmissionAllowed),
  );
  return pageOfTimesheetIds(tx, condition, params);
}
