import { eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { payRules, timecardDays } from '../../db/schema/index.ts';

/** The columns of a split row as SQL expressions, for a condition on the rows returned. */
export interface SplitColumns {
  timesheetId: SQL;
  userId: SQL;
  projectId: SQL;
  taskId: SQL;
  day: SQL;
}

export interface SplitParams {
  tenantId: string;
  from: string;
  to: string;
  /** Only these associates: an SQL relation answering `user_id`. */
  users?: SQL;
  /** Only the rows meeting this condition. */
  where?: (columns: SplitColumns) => SQL;
}

/**
 * The approved worked minutes of `[from, to]`, one row per timecard day (timesheet_id, user_id,
 * project_id, task_id, day, minutes, regular_minutes, overtime_minutes, holiday_minutes): the
 * relation the runs price. Until the tenant's overtime rules split them, every minute is regular.
 */
export function splitSql(params: SplitParams): SQL {
  const users = params.users ? sql`and d.user_id in (${params.users})` : sql``;
  const where = params.where
    ? sql`and ${params.where({
        timesheetId: sql.raw('d.timesheet_id'),
        userId: sql.raw('d.user_id'),
        projectId: sql.raw('d.project_id'),
        taskId: sql.raw('d.task_id'),
        day: sql.raw('d.day'),
      })}`
    : sql``;
  return sql`select d.timesheet_id, d.user_id, d.project_id, d.task_id, cast(d.day as text) as day,
      d.minutes, d.minutes as regular_minutes, 0 as overtime_minutes, 0 as holiday_minutes
    from ${timecardDays} d
    where d.tenant_id = ${params.tenantId} and d.review = 'approved' and d.minutes > 0
      and d.day between ${params.from}::date and ${params.to}::date ${users} ${where}`;
}

/** The tenant's multipliers in hundredths: pay (overtime, holiday) and bill (null: the plain rate). */
export async function runMultipliers(tx: Tx, tenantId: string) {
  const [row] = await tx.select().from(payRules).where(eq(payRules.tenantId, tenantId));
  return {
    pay: { overtime: row?.overtimeMultiplier ?? 150, holiday: row?.holidayMultiplier ?? 100 },
    bill: {
      overtime: row?.billOvertimeMultiplier ?? null,
      holiday: row?.billHolidayMultiplier ?? null,
    },
  };
}
