import {
  businessDaysBetween,
  DECISION_WINDOW_DAYS,
  OLDEST_PENDING_SHOWN,
  type DashboardApprovals,
  type DashboardDecisions,
} from '@tallysheet/contract/reporting/dashboard-approvals';
import { dayInZone } from '@tallysheet/contract/timesheets/week';
import type { ServiceCall } from '../../lib/deps.ts';
import { tenantTimeZoneOf } from '../tenants/tenants.service.ts';
import { requireFilterIds } from '../timesheets/filters.ts';
import {
  findDecidedDays,
  findMedianTimeToDecision,
  findOldestPending,
} from './approvals.repository.ts';

const sinceOf = (now: Date) => new Date(now.getTime() - DECISION_WINDOW_DAYS * 86_400_000);

/**
 * The dashboard's approval figures (issue 29 §2): the oldest pending timecards, each with its
 * age in business days in the tenant's time zone, and the median time to decision per client
 * over the last 90 days.
 */
export function dashboardApprovals({ deps, caller }: ServiceCall): Promise<DashboardApprovals> {
  const { tenantId } = caller;
  return deps.db.withTenantRead(tenantId, async (tx) => {
    const now = deps.clock.now();
    const zone = await tenantTimeZoneOf(tx, tenantId);
    const today = dayInZone(now, zone);
    const pending = await findOldestPending(tx, { tenantId, limit: OLDEST_PENDING_SHOWN });
    const since = sinceOf(now);
    return {
      oldestPending: pending.map((row) => ({
        ...row,
        submittedAt: row.submittedAt.toISOString(),
        ageBusinessDays: businessDaysBetween(dayInZone(row.submittedAt, zone), today),
      })),
      since: since.toISOString(),
      medianTimeToDecision: (await findMedianTimeToDecision(tx, { tenantId, since })).map(
        (row) => ({ ...row, medianHours: Math.round(row.medianHours * 10) / 10 }),
      ),
    };
  });
}

/** The decided days one client's median counts (issue 28: a figure opens exactly its rows). */
export function dashboardDecisions({
  deps,
  caller,
  clientId,
}: ServiceCall & { clientId: string }): Promise<DashboardDecisions> {
  const { tenantId } = caller;
  return deps.db.withTenantRead(tenantId, async (tx) => {
    await requireFilterIds(tx, tenantId, { clientId });
    const since = sinceOf(deps.clock.now());
    const decisions = await findDecidedDays(tx, { tenantId, since, clientId });
    return { clientId, since: since.toISOString(), decisions };
  });
}
