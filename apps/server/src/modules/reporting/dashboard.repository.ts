import { and, count, eq, gte, inArray, isNotNull, lte, not, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { timecardDays, timecards, timesheets, users } from '../../db/schema/index.ts';

type Scope = { tenantId: string };

/** Minutes of submitted timesheets' days between two days (both inclusive). */
export async function submittedMinutes(tx: Tx, params: Scope & { from: string; to: string }) {
  const [row] = await tx
    .select({ minutes: sql<number>`coalesce(sum(${timecardDays.minutes}), 0)`.mapWith(Number) })
    .from(timecardDays)
    .innerJoin(
      timesheets,
      and(
        eq(timesheets.tenantId, timecardDays.tenantId),
        eq(timesheets.timesheetId, timecardDays.timesheetId),
      ),
    )
    .where(
      and(
        eq(timecardDays.tenantId, params.tenantId),
        gte(timecardDays.day, params.from),
        lte(timecardDays.day, params.to),
        isNotNull(timesheets.submittedAt),
      ),
    );
  return row?.minutes ?? 0;
}

/** Timecards with hours in a status (stored from the contract's rule). */
export async function countTimecards(tx: Tx, params: Scope & { status: 'pending' | 'rejected' }) {
  const [row] = await tx
    .select({ count: count() })
    .from(timecards)
    .where(
      and(
        eq(timecards.tenantId, params.tenantId),
        eq(timecards.status, params.status),
        sql`${timecards.totalMinutes} > 0`,
      ),
    );
  return row?.count ?? 0;
}

const ASSOCIATE_ROLES = ['assoc', 'emp'] as const;

/** Active associates employed on some day of the week: not archived or deleted, in their dates. */
const activeAssociate = (params: Scope & { from: string; to: string }) =>
  and(
    eq(users.tenantId, params.tenantId),
    inArray(users.role, [...ASSOCIATE_ROLES]),
    not(users.isArchived),
    not(users.isDeleted),
    sql`(${users.startDate} is null or ${users.startDate} <= ${params.to})`,
    sql`(${users.endDate} is null or ${users.endDate} >= ${params.from})`,
  );

export async function countActiveAssociates(tx: Tx, params: Scope & { from: string; to: string }) {
  const [row] = await tx.select({ count: count() }).from(users).where(activeAssociate(params));
  return row?.count ?? 0;
}

/** Active associates without a submitted timesheet for the week starting `from`. */
export async function countNotSubmitted(tx: Tx, params: Scope & { from: string; to: string }) {
  const submitted = tx
    .select({ userId: timesheets.userId })
    .from(timesheets)
    .where(
      and(
        eq(timesheets.tenantId, params.tenantId),
        eq(timesheets.periodStart, params.from),
        isNotNull(timesheets.submittedAt),
      ),
    );
  const [row] = await tx
    .select({ count: count() })
    .from(users)
    .where(and(activeAssociate(params), sql`${users.userId} not in (${submitted})`));
  return row?.count ?? 0;
}
