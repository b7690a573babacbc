import type { TimesheetEventList } from '@tallysheet/contract/approvals/approval-settings';
import type { ServiceCall } from '../../lib/deps.ts';
import { listTimesheetEvents } from '../timesheet-events/timesheet-events.service.ts';
import { getTimesheet } from '../timesheets/timesheets.service.ts';
import { lockEventsOf } from '../locks/locks.service.ts';

/** A timesheet's history for the viewer; a timesheet the caller may not read is a 404. */
export async function timesheetHistory({
  deps,
  caller,
  timesheetId,
}: ServiceCall & {
  timesheetId: string;
}): Promise<TimesheetEventList> {
  const timesheet = await getTimesheet({ deps, caller, timesheetId });
  const { tenantId } = caller;
  return {
    events: await deps.db.withTenant(tenantId, async (tx) =>
      // Issue 30 §1: the closes and reopens of periods over the week, read from the locks.
      [
        ...(await listTimesheetEvents(tx, { tenantId, timesheetId })),
        ...(await lockEventsOf(tx, {
          tenantId,
          periodStart: timesheet.periodStart,
          periodEnd: timesheet.periodEnd,
          clientIds: [...new Set(timesheet.timeCards.map((card) => card.clientId))],
        })),
      ].sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id)),
    ),
  };
}
