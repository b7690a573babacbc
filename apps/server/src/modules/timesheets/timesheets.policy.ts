import { isAdministrator } from '@tallysheet/contract/roles/roles';
import type { TimesheetKey } from '@tallysheet/contract/timesheets/week';
import type { AuthContext } from '../../lib/auth-context.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';

export const TIMESHEET_NOT_FOUND = 'Timesheet not found';

/**
 * Whose week a caller enters: their own; another user's only as an Administrator (Submit
 * Timesheet for User, A§2.2). The user is looked up first, so a stranger is a 404.
 */
export function authorizeWeekOf(caller: AuthContext, userId: string): void {
  if (userId !== caller.userId && !isAdministrator(caller.role)) throw forbidden();
}

/** A timesheet is read by its own associate or an Administrator; to anyone else it does not exist. */
export function authorizeTimesheetRead(
  caller: AuthContext,
  key: TimesheetKey | null,
): TimesheetKey {
  if (!key || key.tenantId !== caller.tenantId) throw notFound(TIMESHEET_NOT_FOUND);
  if (key.userId !== caller.userId && !isAdministrator(caller.role))
    throw notFound(TIMESHEET_NOT_FOUND);
  return key;
}
