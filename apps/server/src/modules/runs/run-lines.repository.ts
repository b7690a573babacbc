import { sql, type SQL } from 'drizzle-orm';
import type { RunKind } from '@tallysheet/contract/runs/runs';
import type { Tx } from '../../db/client.ts';
import { lineAmountSql, rateIntervalsSql } from '../rates/rates.service.ts';
import { splitSql } from './split.ts';

type Scope = { tenantId: string };

/** What a run draws from: its period and, for a pay run, a supplier; for an invoice run, a client. */
export interface RunScope extends Scope {
  kind: RunKind;
  from: string;
  to: string;
  supplierId?: string | null;
  clientId?: string;
}

/** The multipliers in hundredths the lines apply (150 = 1.5 ×); null bills at the plain rate. */
export interface Multipliers {
  overtime: number | null;
  holiday: number | null;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Runs a query over the run's days with nested loops off. The days were inserted in this
 * transaction, so the planner has no statistics for them and guesses one row: it would then join
 * the priced rates to the days in a nested loop, rescanning the one for each of the other —
 * quadratic in the days of the run (minutes for a month of 5,000 associates). Hash joins take
 * them in one pass. The setting is put back before returning.
 */
async function withoutNestedLoops<T>(tx: Tx, query: () => Promise<T>): Promise<T> {
  await tx.execute(sql`set local enable_nestloop = off`);
  try {
    return await query();
  } finally {
    await tx.execute(sql`set local enable_nestloop = on`);
  }
}

/** The associates a pay run for a supplier pays: those the supplier supplies (users.supplier_id). */
const suppliedUsers = (tenantId: string, supplierId: string) =>
  sql`select user_id from users where tenant_id = ${tenantId} and supplier_id = ${supplierId}`;

/** A condition on a day's project: one of the client's projects. */
const ofClient = (tenantId: string, clientId: string, projectId: SQL) =>
  sql`${projectId} in (select project_id from projects where tenant_id = ${tenantId} and client_id = ${clientId})`;

/**
 * The days of the period reopened by an Allow Resubmission (timesheets.reopened_days), as a
 * relation: the weeks of the period with any are few, and the runs leave them out with one hashed
 * anti-join rather than a look into each day's timesheet.
 */
const reopenedDaysSql = (scope: RunScope) => sql`
  select t.timesheet_id, e.value->>'projectId' as project_id, e.value->>'taskId' as task_id,
    cast(e.value->>'day' as date) as day
  from timesheets t cross join lateral jsonb_array_elements(t.reopened_days) as e
  where t.tenant_id = ${scope.tenantId} and t.reopened_days <> '[]'::jsonb
    and t.period_start between ${scope.from}::date - 6 and ${scope.to}::date`;

/**
 * The approved days of the run's period no finalised run of its kind holds yet, and that no
 * resubmission has reopened, in its scope: the split relation narrowed so.
 */
export function openDaysSql(scope: RunScope): SQL {
  const { tenantId, kind } = scope;
  return splitSql({
    tenantId,
    from: scope.from,
    to: scope.to,
    users: scope.supplierId ? suppliedUsers(tenantId, scope.supplierId) : undefined,
    where: (c) => sql`not exists (
        select 1 from run_claims rc where rc.tenant_id = ${tenantId} and rc.kind = ${kind}
          and rc.timesheet_id = ${c.timesheetId} and rc.project_id = ${c.projectId}
          and rc.task_id = ${c.taskId} and rc.day = ${c.day})
      and not exists (
        select 1 from (${reopenedDaysSql(scope)}) as r where r.timesheet_id = ${c.timesheetId}
          and r.project_id = ${c.projectId} and r.task_id = ${c.taskId} and r.day = ${c.day})
      ${scope.clientId ? sql`and ${ofClient(tenantId, scope.clientId, c.projectId)}` : sql``}`,
  });
}

/** Stores the run's days as drawn up (the open days of its scope); their minutes in total. */
export async function insertRunDays(tx: Tx, scope: RunScope & { runId: string }) {
  const [row] = rowsOf<{ minutes: string | number | null }>(
    await tx.execute(sql`with inserted as (
      insert into run_days (tenant_id, run_id, timesheet_id, project_id, task_id, day, user_id,
        minutes, regular_minutes, overtime_minutes, holiday_minutes)
      select ${scope.tenantId}, ${scope.runId}, s.timesheet_id, s.project_id, s.task_id,
        cast(s.day as date), s.user_id, s.minutes, s.regular_minutes, s.overtime_minutes, s.holiday_minutes
      from (${openDaysSql(scope)}) as s
      returning minutes
    ) select sum(minutes) as minutes from inserted`),
  );
  return Number(row?.minutes ?? 0);
}

/**
 * The run's days priced: each with the rates in force for its associate, project and day. The
 * rates are resolved once per distinct associate × project and rate interval (materialized:
 * never rescanned per day, which a nested loop on fresh, unanalyzed rows would do); each day
 * joins its interval by range.
 */
export const pricedDaysSql = (tenantId: string, runId: string) => sql`
  with priced_rates as materialized (select user_id, project_id, starts, ends,
      bill_rate, pay_rate, currency
    from (${rateIntervalsSql({
      tenantId,
      pairs: sql`select distinct user_id, project_id from run_days
        where tenant_id = ${tenantId} and run_id = ${runId}`,
    })}) as resolved)
  select d.*, r.bill_rate, r.pay_rate, r.currency
  from run_days d
  left join priced_rates r on r.user_id = d.user_id and r.project_id = d.project_id
    and r.starts <= d.day and (r.ends is null or d.day < r.ends)
  where d.tenant_id = ${tenantId} and d.run_id = ${runId}`;

export interface PayLineRow {
  user_id: string;
  user_full_name: string;
  supplier_id: string | null;
  supplier_name: string | null;
  regular_minutes: string | number;
  overtime_minutes: string | number;
  holiday_minutes: string | number;
  pay_rate: string | number | null;
  currency: string | null;
  amount: string | number | null;
}

/**
 * A pay run's lines: per associate × pay rate × currency, the regular, overtime and holiday
 * minutes and one amount rounded once: (regular × 1 + overtime × its multiplier + holiday × its
 * multiplier) minutes × rate. Associates a supplier supplies come under it, after those paid
 * directly; then by name.
 */
export async function payLines(tx: Tx, params: Scope & { runId: string; pay: Multipliers }) {
  const { tenantId } = params;
  const overtime = params.pay.overtime ?? 100;
  const holiday = params.pay.holiday ?? 100;
  const weighted = sql`cast(sum(p.regular_minutes * 100 + p.overtime_minutes * ${overtime}::integer
    + p.holiday_minutes * ${holiday}::integer) as numeric) / 100`;
  return rowsOf<PayLineRow>(
    await withoutNestedLoops(tx, () =>
      tx.execute(sql`
      select p.user_id, u.display_name as user_full_name, u.supplier_id, s.name as supplier_name,
        sum(p.regular_minutes) as regular_minutes, sum(p.overtime_minutes) as overtime_minutes,
        sum(p.holiday_minutes) as holiday_minutes, p.pay_rate,
        case when p.pay_rate is not null then p.currency end as currency,
        case when p.pay_rate is not null then ${lineAmountSql(weighted, sql`p.pay_rate`)} end as amount
      from (${pricedDaysSql(tenantId, params.runId)}) as p
      join users u on u.tenant_id = ${tenantId} and u.user_id = p.user_id
      left join suppliers s on s.tenant_id = ${tenantId} and s.supplier_id = u.supplier_id
      group by p.user_id, u.display_name, u.supplier_id, s.name, p.pay_rate,
        case when p.pay_rate is not null then p.currency end
      order by s.name nulls first, u.supplier_id nulls first, lower(u.display_name), p.user_id,
        currency nulls last, p.pay_rate nulls last`),
    ),
  );
}

export interface InvoiceLineRow {
  project_id: string;
  project_name: string;
  user_id: string | null;
  user_full_name: string | null;
  kind: 'regular' | 'overtime' | 'holiday';
  minutes: string | number;
  bill_rate: string | number | null;
  currency: string | null;
  amount: string | number | null;
}

/**
 * An invoice run's lines: per project (× associate when grouped so) × bill rate × kind of hour.
 * Overtime and holiday hours are lines of their own only when the rules bill them at a multiple;
 * otherwise they are billed as regular hours. Each line's amount is rounded once.
 */
export async function invoiceLines(
  tx: Tx,
  params: Scope & { runId: string; bill: Multipliers; perUser: boolean },
) {
  const { tenantId, bill } = params;
  const overtimeApart = bill.overtime !== null;
  const holidayApart = bill.holiday !== null;
  const user = params.perUser ? sql`k.user_id` : sql`null::text`;
  const userName = params.perUser ? sql`u.display_name` : sql`null::text`;
  return rowsOf<InvoiceLineRow>(
    await withoutNestedLoops(tx, () =>
      tx.execute(sql`
      with kinds as (
        select p.project_id, p.user_id, p.bill_rate, p.currency, k.kind, k.rank, k.multiplier, k.minutes
        from (${pricedDaysSql(tenantId, params.runId)}) as p
        cross join lateral (values
          ('regular', 1, 100, p.regular_minutes
            + ${overtimeApart ? sql`0` : sql`p.overtime_minutes`}
            + ${holidayApart ? sql`0` : sql`p.holiday_minutes`}),
          ('overtime', 2, ${bill.overtime ?? 100}::integer, ${overtimeApart ? sql`p.overtime_minutes` : sql`0`}),
          ('holiday', 3, ${bill.holiday ?? 100}::integer, ${holidayApart ? sql`p.holiday_minutes` : sql`0`})
        ) as k(kind, rank, multiplier, minutes)
        where k.minutes > 0
      )
      select k.project_id, pr.name as project_name, ${user} as user_id, ${userName} as user_full_name,
        k.kind, sum(k.minutes) as minutes, k.bill_rate,
        case when k.bill_rate is not null then k.currency end as currency,
        case when k.bill_rate is not null then ${lineAmountSql(
          sql`cast(sum(k.minutes * k.multiplier) as numeric) / 100`,
          sql`k.bill_rate`,
        )} end as amount
      from kinds k
      join projects pr on pr.tenant_id = ${tenantId} and pr.project_id = k.project_id
      left join users u on u.tenant_id = ${tenantId} and u.user_id = k.user_id
      group by k.project_id, pr.name, ${user}, ${userName}, k.kind, k.rank, k.multiplier, k.bill_rate,
        case when k.bill_rate is not null then k.currency end
      order by lower(pr.name), k.project_id, lower(${userName}) nulls first, ${user} nulls first,
        k.rank, k.bill_rate nulls last`),
    ),
  );
}

export interface ExcludedRow {
  user_id: string;
  user_full_name: string;
  minutes: string | number;
}

/** The worked minutes of the period not approved (drafts, pending, rejected), per associate. */
export async function unapprovedMinutes(tx: Tx, scope: RunScope) {
  const { tenantId } = scope;
  return rowsOf<ExcludedRow>(
    await tx.execute(sql`
      select d.user_id, u.display_name as user_full_name, sum(d.minutes) as minutes
      from timecard_days d
      join users u on u.tenant_id = ${tenantId} and u.user_id = d.user_id
      where d.tenant_id = ${tenantId} and d.day between ${scope.from}::date and ${scope.to}::date
        and d.minutes > 0 and d.review is distinct from 'approved'
        ${scope.supplierId ? sql`and u.supplier_id = ${scope.supplierId}` : sql``}
        ${scope.clientId ? sql`and ${ofClient(tenantId, scope.clientId, sql`d.project_id`)}` : sql``}
      group by d.user_id, u.display_name
      order by lower(u.display_name), d.user_id`),
  );
}
