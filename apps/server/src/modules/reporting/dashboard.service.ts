import type {
  DashboardPeople,
  DashboardPeopleFigure,
} from '@tallysheet/contract/reporting/dashboard-people';
import type { DashboardFigures } from '@tallysheet/contract/timesheets/admin';
import {
  addDays,
  dayInZone,
  minutesToHours,
  weekEndOf,
  weekStartOf,
} from '@tallysheet/contract/timesheets/week';
import type { Tx } from '../../db/client.ts';
import type { ServiceCall, ServiceDeps } from '../../lib/deps.ts';
import { tenantTimeZoneOf } from '../tenants/tenants.service.ts';
import {
  countPeople,
  countTimecards,
  listPeople,
  submittedMinutes,
} from './dashboard.repository.ts';

/** This Saturday–Friday week and the last, in the tenant's time zone. */
async function weeksOf(tx: Tx, deps: ServiceDeps, tenantId: string) {
  const zone = await tenantTimeZoneOf(tx, tenantId);
  const periodStart = weekStartOf(dayInZone(deps.clock.now(), zone));
  const lastWeekStart = addDays(periodStart, -7);
  return {
    thisWeek: { tenantId, from: periodStart, to: weekEndOf(periodStart) },
    lastWeek: { tenantId, from: lastWeekStart, to: weekEndOf(lastWeekStart) },
  };
}

/** The week each people figure counts. */
const WEEK_OF: Record<DashboardPeopleFigure, 'thisWeek' | 'lastWeek'> = {
  activeAssociates: 'thisWeek',
  notSubmittedLastWeek: 'lastWeek',
};

/**
 * The Company Dashboard's figures (API.md GET /reporting/dashboard): hours submitted this
 * Saturday–Friday week (in the tenant's time zone), timecards pending and rejected, active
 * associates, and those who have not submitted last week. Each counts the rows its screen opens.
 */
export function dashboardFigures({ deps, caller }: ServiceCall): Promise<DashboardFigures> {
  const { tenantId } = caller;
  return deps.db.withTenantRead(tenantId, async (tx) => {
    const weeks = await weeksOf(tx, deps, tenantId);
    return {
      periodStart: weeks.thisWeek.from,
      lastWeekStart: weeks.lastWeek.from,
      hoursThisWeek: minutesToHours(await submittedMinutes(tx, weeks.thisWeek)),
      pendingTimecards: await countTimecards(tx, { tenantId, status: 'pending' }),
      rejectedTimecards: await countTimecards(tx, { tenantId, status: 'rejected' }),
      activeAssociates: await countPeople(tx, 'activeAssociates', weeks[WEEK_OF.activeAssociates]),
      notSubmittedLastWeek: await countPeople(
        tx,
        'notSubmittedLastWeek',
        weeks[WEEK_OF.notSubmittedLastWeek],
      ),
    };
  });
}

/** GET /reporting/dashboard/people: the people a figure counts (issue 28: no other rows). */
export function dashboardPeople({
  deps,
  caller,
  figure,
}: ServiceCall & {
  figure: DashboardPeopleFigure;
}): Promise<DashboardPeople> {
  const { tenantId } = caller;
  return deps.db.withTenantRead(tenantId, async (tx) => {
    const week = (await weeksOf(tx, deps, tenantId))[WEEK_OF[figure]];
    return { figure, weekStart: week.from, people: await listPeople(tx, figure, week) };
  });
}
