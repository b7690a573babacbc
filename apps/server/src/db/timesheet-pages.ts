import { desc, type SQL } from 'drizzle-orm';
import type { Tx } from './client.ts';
import { countWhere } from './count.ts';
import { timesheets } from './schema/index.ts';

/**
 * One page of the timesheets `condition` picks (it names the tenant), newest week first, and
 * how many it picks: the lists of weeks waiting for the associate (corrections, rejections).
 */
export async function pageOfTimesheetIds(
  tx: Tx,
  condition: SQL | undefined,
  page: { limit: number; offset: number },
) {
  const rows = await tx
    .select({ timesheetId: timesheets.timesheetId })
    .from(timesheets)
    .where(condition)
    .orderBy(desc(timesheets.periodStart), desc(timesheets.timesheetId))
    .limit(page.limit)
    .offset(page.offset);
  return {
    ids: rows.map((row) => row.timesheetId),
    count: await countWhere(tx, timesheets, condition),
  };
}
