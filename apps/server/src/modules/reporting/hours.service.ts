import {
  REPORT_GROUP_BY,
  REPORT_GROUP_LABELS,
  REPORT_STATUS_LABELS,
  type HoursOverPeriod,
  type HoursOverPeriodQuery,
} from '@tallysheet/contract/reporting/hours-over-period';
import { isAdministrator } from '@tallysheet/contract/roles/roles';
import type { Tx } from '../../db/client.ts';
import type { AuthContext } from '../../lib/auth-context.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { notFoundAt } from '../../lib/http-errors.ts';
import { findPayRules } from '../pay-rules/pay-rules.service.ts';
import { requireFilterIds } from '../timesheets/filters.ts';
import type { NamedFilter } from './hours-export.ts';
import { sumAmounts, type AmountMultipliers } from './hours-amounts.repository.ts';
import { presentHoursOverPeriod, withAmounts } from './hours.presenter.ts';
import { filterNames, sumHours, taskExists, type ReportFilters } from './hours.repository.ts';

type Deps = { deps: ServiceDeps; caller: AuthContext; query: HoursOverPeriodQuery };

const filtersOf = ({ clientId, projectId, taskId, userId, supplierId, status }: ReportFilters) => ({
  clientId,
  projectId,
  taskId,
  userId,
  supplierId,
  status,
});

/** Every id a filter names must be the tenant's: a 404 naming it, never an empty report. */
async function requireReportFilters(tx: Tx, tenantId: string, filters: ReportFilters) {
  await requireFilterIds(tx, tenantId, filters);
  if (filters.taskId && !(await taskExists(tx, { tenantId, taskId: filters.taskId })))
    throw notFoundAt('taskId', 'Task not found');
}

/**
 * True when the caller sees money: an Administrator (issue 31 §1: associates never see rates),
 * and, for an API key, one with the `rates` scope. Anyone else gets the report without amounts.
 */
export const seesAmounts = (caller: AuthContext) =>
  isAdministrator(caller.role) && (!caller.apiKey || caller.apiKey.scopes.includes('rates'));

/** The tenant's multipliers of overtime and holiday hours (hundredths), from its pay rules. */
async function multipliersOf(tx: Tx, tenantId: string): Promise<AmountMultipliers> {
  const rules = await findPayRules(tx, tenantId);
  return {
    overtime: rules.overtimeMultiplier,
    holiday: rules.holidayMultiplier,
    billOvertime: rules.billOvertimeMultiplier,
    billHoliday: rules.billHolidayMultiplier,
  };
}

async function report(tx: Tx, caller: AuthContext, query: HoursOverPeriodQuery) {
  const { tenantId } = caller;
  const { from, to, interval, groupBy } = query;
  const filters = filtersOf(query);
  await requireReportFilters(tx, tenantId, filters);
  const sums = await sumHours(tx, { tenantId, from, to, interval, groupBy, filters });
  const hours = presentHoursOverPeriod(query, sums);
  if (!seesAmounts(caller)) return hours;
  // Amounts count approved hours only: a report of pending or rejected hours has none.
  const amounts =
    filters.status && filters.status !== 'approved'
      ? []
      : await sumAmounts(tx, {
          tenantId,
          from,
          to,
          groupBy,
          filters,
          multipliers: await multipliersOf(tx, tenantId),
        });
  return withAmounts(hours, amounts);
}

/**
 * Report - Hours Over Period (API.md GET /reporting/hours-over-period): submitted hours per
 * group and interval, summed by the database; drafts never count. With amounts for callers who
 * see money (seesAmounts), absent for anyone else.
 */
export function hoursOverPeriod({ deps, caller, query }: Deps): Promise<HoursOverPeriod> {
  return deps.db.withTenantRead(caller.tenantId, (tx) => report(tx, caller, query));
}

/** The report with its filters named, for the export's first rows. */
export function hoursOverPeriodForExport({
  deps,
  caller,
  query,
}: Deps): Promise<{ report: HoursOverPeriod; filters: NamedFilter[] }> {
  const { tenantId } = caller;
  return deps.db.withTenantRead(tenantId, async (tx) => {
    const result = await report(tx, caller, query);
    const names = await filterNames(tx, { tenantId, filters: filtersOf(query) });
    const filters: NamedFilter[] = REPORT_GROUP_BY.flatMap((key) =>
      names[key] === undefined ? [] : [{ label: REPORT_GROUP_LABELS[key], value: names[key] }],
    );
    if (query.status) filters.push({ label: 'Status', value: REPORT_STATUS_LABELS[query.status] });
    if (result.currencies) filters.push({ label: 'Amounts', value: 'Approved hours only' });
    return { report: result, filters };
  });
}
