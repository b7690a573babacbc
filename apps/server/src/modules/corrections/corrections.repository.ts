import { and, eq, sql } from 'drizzle-orm';
import { ofUser } from '../../db/joins.ts';
import { findLiveContact } from '../../db/approval-joins.ts';
import { theTimecardDay } from '../../db/joins.ts';
import type { Tx } from '../../db/client.ts';
import {
  tasks,
  timecardDays,
  timesheets,
  timesheetVersions,
  users,
} from '../../db/schema/index.ts';
import type { StoredCorrection } from '../../db/schema/timesheets.ts';

type Key = { tenantId: string; timesheetId: string };
type DayKey = Key & { projectId: string; taskId: string; day: string };

const dayOf = theTimecardDay;

/**
 * A contact proposes a correction for a worked, undecided day: the day reads `correction`
 * until the associate answers. Returns whether the day changed.
 */
export async function proposeDayCorrection(
  tx: Tx,
  key: DayKey & { correction: StoredCorrection; at: Date },
) {
  const rows = await tx
    .update(timecardDays)
    .set({
      review: 'correction',
      reviewComment: key.correction.comment,
      reviewerKind: 'contact',
      reviewerName: key.correction.proposedBy,
      reviewedAt: key.at,
      correction: key.correction,
    })
    .where(and(dayOf(key), sql`${timecardDays.minutes} > 0`, sql`${timecardDays.review} is null`))
    .returning({ day: timecardDays.day });
  return rows.length > 0;
}

/**
 * The associate's answer to a proposed correction: accepted, the day is approved with the
 * corrected hours and description (the contact's proposal is the approval); declined, it goes
 * back to the contact undecided. Only a day still waiting on its correction changes.
 */
export async function answerDayCorrection(tx: Tx, key: DayKey & { correction: StoredCorrection }) {
  const { correction } = key;
  const accepted = correction.state === 'accepted';
  const rows = await tx
    .update(timecardDays)
    .set(
      accepted
        ? {
            review: 'approved',
            minutes: Math.round(correction.hours * 60),
            description: correction.description,
            correction,
          }
        : {
            review: null,
            reviewComment: null,
            reviewerKind: null,
            reviewerName: null,
            reviewedAt: null,
            correction,
          },
    )
    .where(and(dayOf(key), eq(timecardDays.review, 'correction')))
    .returning({ day: timecardDays.day });
  return rows.length > 0;
}

/** A day's stored correction (with the proposing contact's id), if it has one. */
export async function findDayCorrection(tx: Tx, key: DayKey) {
  const [row] = await tx
    .select({ correction: timecardDays.correction })
    .from(timecardDays)
    .where(dayOf(key));
  return row?.correction ?? undefined;
}

/** Where the associate's e-mail goes. */
export async function findAssociateAddress(tx: Tx, params: { tenantId: string; userId: string }) {
  const [row] = await tx
    .select({ email: users.email, name: users.displayName })
    .from(users)
    .where(ofUser(users, params));
  return row;
}

/** A live contact's name and address (a declined correction goes back to them). */
export { findLiveContact as findContactAddress };

/** Locks a timesheet row while a correction is answered: two answers run one after the other. */
export async function lockTimesheetRow(tx: Tx, key: Key) {
  const [row] = await tx
    .select({ version: timesheets.version })
    .from(timesheets)
    .where(and(eq(timesheets.tenantId, key.tenantId), eq(timesheets.timesheetId, key.timesheetId)))
    .for('update');
  return row;
}

/**
 * An accepted correction changes approved time: the timesheet as it was is kept as a version
 * and the timesheet takes the next version number.
 */
export async function keepVersion(
  tx: Tx,
  key: Key & {
    version: number;
    submittedAt: Date;
    submittedBy: string | null;
    timeCards: (typeof timesheetVersions.$inferInsert)['timeCards'];
    at: Date;
  },
) {
  await tx.insert(timesheetVersions).values({
    tenantId: key.tenantId,
    timesheetId: key.timesheetId,
    version: key.version,
    submittedAt: key.submittedAt,
    submittedBy: key.submittedBy,
    timeCards: key.timeCards,
  });
  await tx
    .update(timesheets)
    .set({ version: key.version + 1, updatedAt: key.at })
    .where(and(eq(timesheets.tenantId, key.tenantId), eq(timesheets.timesheetId, key.timesheetId)));
}

/** Marks a timesheet changed (its lists sort on it). */
export async function touchTimesheet(tx: Tx, key: Key & { at: Date }) {
  await tx
    .update(timesheets)
    .set({ updatedAt: key.at })
    .where(and(eq(timesheets.tenantId, key.tenantId), eq(timesheets.timesheetId, key.timesheetId)));
}

/** Whether the tenant has the task (an id of another tenant is a 404 naming it). */
export async function hasTask(tx: Tx, params: { tenantId: string; taskId: string }) {
  const [row] = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.tenantId, params.tenantId), eq(tasks.id, params.taskId)));
  return row !== undefined;
}
