import { TENANT_TIME_ZONE } from '@tallysheet/contract/reporting/periods';
import type { DashboardFigures } from '@tallysheet/contract/timesheets/admin';
import {
  addDays,
  dayInZone,
  minutesToHours,
  weekEndOf,
  weekStartOf,
} from '@tallysheet/contract/timesheets/week';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import {
  countActiveAssociates,
  countNotSubmitted,
  countTimecards,
  submittedMinutes,
} from './dashboard.repository.ts';

/**
 * The Company Dashboard's figures (API.md GET /reporting/dashboard): hours submitted this
 * Saturday–Friday week, timecards pending and rejected, active associates, and those who have
 * not submitted last week.
 */
export function dashboardFigures({
  deps,
  caller,
}: {
  deps: ServiceDeps;
  caller: AuthContext;
}): Promise<DashboardFigures> {
  const { tenantId } = caller;
  return deps.db.withTenant(tenantId, async (tx) => {
    const periodStart = weekStartOf(dayInZone(deps.clock.now(), TENANT_TIME_ZONE));
    const lastWeekStart = addDays(periodStart, -7);
    const thisWeek = { tenantId, from: periodStart, to: weekEndOf(periodStart) };
    const lastWeek = { tenantId, from: lastWeekStart, to: weekEndOf(lastWeekStart) };
    return {
      periodStart,
      lastWeekStart,
      hoursThisWeek: minutesToHours(await submittedMinutes(tx, thisWeek)),
      pendingTimecards: await countTimecards(tx, { tenantId, status: 'pending' }),
      rejectedTimecards: await countTimecards(tx, { tenantId, status: 'rejected' }),
      activeAssociates: await countActiveAssociates(tx, thisWeek),
      notSubmittedLastWeek: await countNotSubmitted(tx, lastWeek),
    };
  });
}
