import type { TimesheetEventList } from '@tallysheet/contract/approvals/approval-settings';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { listTimesheetEvents } from '../timesheets/events.service.ts';
import { getTimesheet } from '../timesheets/timesheets.service.ts';

/** A timesheet's history for the viewer; a timesheet the caller may not read is a 404. */
export async function timesheetHistory({
  deps,
  caller,
  timesheetId,
}: {
  deps: ServiceDeps;
  caller: AuthContext;
  timesheetId: string;
}): Promise<TimesheetEventList> {
  await getTimesheet({ deps, caller, timesheetId });
  const { tenantId } = caller;
  return {
    events: await deps.db.withTenant(tenantId, (tx) =>
      listTimesheetEvents(tx, { tenantId, timesheetId }),
    ),
  };
}
