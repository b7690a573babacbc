import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { ofUser } from '../../db/joins.ts';
import type { Tx } from '../../db/client.ts';
import { countWhere } from '../../db/count.ts';
import { timecardDays, timesheets } from '../../db/schema/index.ts';
import { pageOfTimesheetIds } from '../../db/timesheet-pages.ts';
import { withUser, type Scope } from './timesheets.repository.ts';

/** A user's timesheets, newest week first, paged in SQL. */
export async function listUserTimesheets(
  tx: Tx,
  params: Scope & { userId: string; limit: number; offset: number },
) {
  const condition = ofUser(timesheets, params);
  const rows = await withUser(tx)
    .where(condition)
    .orderBy(desc(timesheets.periodStart), desc(timesheets.timesheetId))
    .limit(params.limit)
    .offset(params.offset);
  return { rows, count: await countWhere(tx, timesheets, condition) };
}

/** Minutes a user recorded between two days (both inclusive), drafts included. */
export async function sumMinutes(
  tx: Tx,
  params: Scope & { userId: string; from: string; to: string },
) {
  const [row] = await tx
    .select({ minutes: sql<number>`coalesce(sum(${timecardDays.minutes}), 0)`.mapWith(Number) })
    .from(timecardDays)
    .where(
      and(
        ofUser(timecardDays, params),
        gte(timecardDays.day, params.from),
        lte(timecardDays.day, params.to),
      ),
    );
  return row?.minutes ?? 0;
}

/** The user's timesheets with a correction waiting for their answer, newest week first. */
export async function findCorrectionTimesheetIds(
  tx: Tx,
  params: { tenantId: string; userId: string; limit: number; offset: number },
) {
  const waiting = tx
    .selectDistinct({ timesheetId: timecardDays.timesheetId })
    .from(timecardDays)
    .where(and(ofUser(timecardDays, params), eq(timecardDays.review, 'correction')));
  const condition = and(ofUser(timesheets, params), inArray(timesheets.timesheetId, waiting));
  return pageOfTimesheetIds(tx, condition, params);
}
