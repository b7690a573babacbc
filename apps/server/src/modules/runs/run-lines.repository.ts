import { sql, type SQL } from 'drizzle-orm';
import type { RunKind } from '@tallysheet/contract/runs/runs';
import type { Tx } from '../../db/client.ts';
import { lineAmountSql, ratesOnDaysSql } from '../rates/rates.service.ts';
import { splitSql, type RunRules } from './split.ts';
import { rowsOf } from '../../db/rows.ts';

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

/**
 * Runs a draft's statement with hash joins and hash aggregates only, room to sort and hash in
 * memory, and no JIT. The planner cannot know how many of the period's days the split and the
 * "not yet paid" filter leave (it guesses a few): it would join the priced rates to them in a
 * nested loop, rescanning the one for each of the other (quadratic in the days of the run), or
 * sort the days again for merge joins or to group them (sorting the month's days by associate
 * and project cost a fifth of a pay run). Hash joins and aggregates take them in one pass each;
 * the sorts nothing else can do (the split's windows, the lines' order) still run. The days of
 * a month of 5,000 associates take about 30 MB to sort (the split's windows), which the default
 * work_mem (4 MB) would spill to disk. JIT compiling costs more than it saves here (it stays
 * off for the rest of the transaction); the other settings are put back before returning.
 */
export async function asDraftStatement<T>(tx: Tx, query: () => Promise<T>): Promise<T> {
  const [{ previous }] = rowsOf<{ previous: string }>(
    await tx.execute(sql`select current_setting('work_mem') as previous`),
  ) as [{ previous: string }];
  await tx.execute(sql`select set_config('enable_nestloop', 'off', true),
    set_config('enable_mergejoin', 'off', true), set_config('enable_sort', 'off', true),
    set_config('jit', 'off', true), set_config('work_mem', '64MB', true)`);
  try {
    return await query();
  } finally {
    await tx.execute(sql`select set_config('enable_nestloop', 'on', true),
      set_config('enable_mergejoin', 'on', true), set_config('enable_sort', 'on', true),
      set_config('work_mem', ${previous}, true)`);
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
export function openDaysSql(scope: RunScope & { limits?: RunRules['limits'] }): SQL {
  const { tenantId, kind } = scope;
  return splitSql({
    tenantId,
    from: scope.from,
    to: scope.to,
    limits: scope.limits,
    users: scope.supplierId ? suppliedUsers(tenantId, scope.supplierId) : undefined,
    // The claims of the period only (the day is in it): the anti-join hashes those, not every
    // day ever paid.
    where: (c) => sql`not exists (
        select 1 from run_claims rc where rc.tenant_id = ${tenantId} and rc.kind = ${kind}
          and rc.day between ${scope.from}::date and ${scope.to}::date
          and rc.timesheet_id = ${c.timesheetId} and rc.project_id = ${c.projectId}
          and rc.task_id = ${c.taskId} and rc.day = ${c.day})
      and not exists (
        select 1 from (${reopenedDaysSql(scope)}) as r where r.timesheet_id = ${c.timesheetId}
          and r.project_id = ${c.projectId} and r.task_id = ${c.taskId} and r.day = ${c.day})
      ${scope.clientId ? sql`and ${ofClient(tenantId, scope.clientId, c.projectId)}` : sql``}`,
  });
}

/** A run being drawn up: its scope, its id and the tenant's overtime limits. */
export type DraftScope = RunScope & { runId: string; limits: RunRules['limits'] };

/** The fingerprint of a set of no open days (what a run with no lines stores). */
export const EMPTY_FINGERPRINT = '0:0:0';

/**
 * The fingerprint of the relation `open_days` (timecard, day, approved minutes): how many days,
 * their minutes, and the sum of a 64-bit hash of each day's timecard seeded with its date and
 * minutes (a minute count is below 2^20). A sum, so no sort:
 * any day added, taken away or with other minutes changes it (but for a 2^-64 chance).
 */
const fingerprintSql = sql`select count(*) || ':' || coalesce(sum(minutes), 0) || ':'
    || coalesce(sum(hashtextextended(timesheet_id || '|' || project_id || '|' || task_id,
      cast(day - date '2000-01-01' as bigint) * 1048576 + minutes)), 0) as fingerprint
  from open_days`;

/**
 * The days on which a rate of the tenant takes effect within the period after its first day,
 * in order (`rate_changes.days`, an array: a few). Over the stretch of days between two of them
 * no rate of any associate or project changes, so one lookup prices every day of it.
 */
const rateChangesSql = (scope: DraftScope) => sql`
  select coalesce(array_agg(distinct effective_from order by effective_from), '{}'::date[]) as days
  from rates where tenant_id = ${scope.tenantId}
    and effective_from > ${scope.from}::date and effective_from <= ${scope.to}::date`;

/**
 * The open days summed per associate × project × stretch of days between two rate changes
 * (`pair_days`: width_bucket numbers the stretch of a day, and `day` is its first open day):
 * the rows a run prices, one lookup of the rates each, most pairs one row. For a pay run also
 * each sum of fingerprintSql, so its fingerprint sums these few rows instead of reading the open
 * days again: every open day is in one row, and the sums are exact (numeric), so it is the
 * fingerprint fingerprintSql computes from the days.
 */
const pairDaysSql = (kind: RunKind) => sql`select user_id, project_id, min(day) as day,
    sum(regular_minutes) as regular_minutes, sum(overtime_minutes) as overtime_minutes,
    sum(holiday_minutes) as holiday_minutes
    ${
      kind === 'pay'
        ? sql`, count(*) as days, sum(minutes) as minutes,
    sum(hashtextextended(timesheet_id || '|' || project_id || '|' || task_id,
      cast(day - date '2000-01-01' as bigint) * 1048576 + minutes)) as hashed`
        : sql``
    }
  from (select *, width_bucket(day, (select days from rate_changes)) as stretch from open_days) as o
  group by user_id, project_id, stretch`;

const foldedFingerprintSql = sql`select coalesce(sum(days), 0) || ':' || coalesce(sum(minutes), 0)
    || ':' || coalesce(sum(hashed), 0) as fingerprint
  from pair_days`;

/**
 * The CTEs of a draft's statement (after `with`): `open_days`, the open days of its scope
 * (the split runs once; materialized for an invoice run, which reads them twice); for an
 * invoice run, `stored`, which stores them as one run_timecards row per timecard (its days and
 * their minutes: what finalising takes and the invoice PDF covers), in the same statement (the
 * two arrays are aggregated from the same rows in the same order, so they pair up: no sort per
 * timecard); `pair_days`, the open days summed per associate × project and stretch of days over
 * which no rate changes (pairDaysSql); for a pay run, `print`, their fingerprint (finalising
 * draws the days up again and compares); and `priced`, each of those sums with the rates in
 * force on its first day, which are every day's of it (ratesOnDaysSql: the same rates as each
 * day's own, one lookup per row instead of one join per day).
 */
const draftDaysSql = (scope: DraftScope) => sql`
  open_days as ${scope.kind === 'pay' ? sql`` : sql`materialized`} (
    select s.timesheet_id, s.user_id, s.project_id, s.task_id, s.day_date as day,
      s.minutes, s.regular_minutes, s.overtime_minutes, s.holiday_minutes
    from (${openDaysSql(scope)}) as s),
  rate_changes as (${rateChangesSql(scope)}),
  pair_days as materialized (${pairDaysSql(scope.kind)}),
  ${
    scope.kind === 'pay'
      ? sql`print as (${foldedFingerprintSql}),`
      : sql`stored as (
    insert into run_timecards (tenant_id, run_id, timesheet_id, project_id, task_id, user_id,
      days, minutes)
    select ${scope.tenantId}, ${scope.runId}, timesheet_id, project_id, task_id, user_id,
      array_agg(day), array_agg(minutes)
    from open_days
    group by timesheet_id, project_id, task_id, user_id),`
  }
  priced as (${ratesOnDaysSql({
    tenantId: scope.tenantId,
    items: sql`select user_id, project_id, day, regular_minutes, overtime_minutes,
      holiday_minutes from pair_days`,
  })})`;

/**
 * Finalising a pay draft: its scope's open days drawn up again (the split with today's limits:
 * the set of days does not depend on them) and claimed for its kind, one run_claims row each,
 * only when their fingerprint is the draft's. A day another finalised run holds is not open; one
 * a run finalising at the same moment takes is skipped (the key waits for it). The answer: the
 * fingerprint, how many days are open and how many were claimed.
 */
export async function claimOpenDays(
  tx: Tx,
  params: DraftScope & { fingerprint: string },
): Promise<{ fingerprint: string; days: number; claimed: number }> {
  const { tenantId, runId } = params;
  const [row] = rowsOf<{ fingerprint: string; days: string | number; claimed: string | number }>(
    await asDraftStatement(tx, () =>
      tx.execute(sql`with open_days as materialized (
          select s.timesheet_id, s.project_id, s.task_id, s.day_date as day, s.minutes
          from (${openDaysSql(params)}) as s),
        print as (${fingerprintSql}),
        claimed as (
          insert into run_claims (tenant_id, kind, timesheet_id, project_id, task_id, day, run_id)
          select ${tenantId}, ${params.kind}, timesheet_id, project_id, task_id, day, ${runId}
          from open_days where (select fingerprint from print) = ${params.fingerprint}
          on conflict do nothing
          returning 1)
        select (select fingerprint from print) as fingerprint,
          (select count(*) from open_days) as days, (select count(*) from claimed) as claimed`),
    ),
  );
  return {
    fingerprint: row?.fingerprint ?? EMPTY_FINGERPRINT,
    days: Number(row?.days ?? 0),
    claimed: Number(row?.claimed ?? 0),
  };
}

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
  /** The fingerprint of the run's open days (the same on every line). */
  fingerprint: string;
}

/**
 * A pay run's lines: per associate × pay rate × currency, the regular, overtime and holiday
 * minutes and one amount rounded once: (regular × 1 + overtime × its multiplier + holiday × its
 * multiplier) minutes × rate. Associates a supplier supplies come under it, after those paid
 * directly; then by name.
 */
export function payLinesSql(params: DraftScope & { pay: Multipliers }): SQL {
  const { tenantId } = params;
  const overtime = params.pay.overtime ?? 100;
  const holiday = params.pay.holiday ?? 100;
  const weighted = sql`cast(sum(p.regular_minutes * 100 + p.overtime_minutes * ${overtime}::integer
    + p.holiday_minutes * ${holiday}::integer) as numeric) / 100`;
  // Summed per associate and rate first; the names are joined to the lines, not to every day.
  return sql`with ${draftDaysSql(params)}
      select l.user_id, u.display_name as user_full_name, u.supplier_id, s.name as supplier_name,
        l.regular_minutes, l.overtime_minutes, l.holiday_minutes, l.pay_rate, l.currency, l.amount,
        (select fingerprint from print) as fingerprint
      from (
        select p.user_id, sum(p.regular_minutes) as regular_minutes,
          sum(p.overtime_minutes) as overtime_minutes, sum(p.holiday_minutes) as holiday_minutes,
          p.pay_rate, case when p.pay_rate is not null then p.currency end as currency,
          case when p.pay_rate is not null then ${lineAmountSql(weighted, sql`p.pay_rate`)} end as amount
        from priced p
        group by p.user_id, p.pay_rate, case when p.pay_rate is not null then p.currency end
      ) as l
      join users u on u.tenant_id = ${tenantId} and u.user_id = l.user_id
      left join suppliers s on s.tenant_id = ${tenantId} and s.supplier_id = u.supplier_id
      order by s.name nulls first, u.supplier_id nulls first, lower(u.display_name), l.user_id,
        l.currency nulls last, l.pay_rate nulls last`;
}

/** Draws up a pay run: answers its lines, each with the fingerprint of its open days. */
export async function drawUpPayRun(tx: Tx, params: DraftScope & { pay: Multipliers }) {
  return rowsOf<PayLineRow>(await asDraftStatement(tx, () => tx.execute(payLinesSql(params))));
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
export function invoiceLinesSql(params: DraftScope & { bill: Multipliers; perUser: boolean }): SQL {
  const { tenantId, bill } = params;
  const overtimeApart = bill.overtime !== null;
  const holidayApart = bill.holiday !== null;
  const user = params.perUser ? sql`k.user_id` : sql`null::text`;
  const userName = params.perUser ? sql`u.display_name` : sql`null::text`;
  return sql`
      with ${draftDaysSql(params)},
      kinds as (
        select p.project_id, p.user_id, p.bill_rate, p.currency, k.kind, k.rank, k.multiplier, k.minutes
        from priced p
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
        k.rank, k.bill_rate nulls last`;
}

/** Draws up an invoice run: stores its timecards (run_timecards) and answers its lines. */
export async function drawUpInvoiceRun(
  tx: Tx,
  params: DraftScope & { bill: Multipliers; perUser: boolean },
) {
  return rowsOf<InvoiceLineRow>(
    await asDraftStatement(tx, () => tx.execute(invoiceLinesSql(params))),
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
      select a.user_id, u.display_name as user_full_name, a.minutes
      from (
        select d.user_id, sum(d.minutes) as minutes
        from timecard_days d
        where d.tenant_id = ${tenantId} and d.day between ${scope.from}::date and ${scope.to}::date
          and d.minutes > 0 and d.review is distinct from 'approved'
          ${scope.supplierId ? sql`and d.user_id in (${suppliedUsers(tenantId, scope.supplierId)})` : sql``}
          ${scope.clientId ? sql`and ${ofClient(tenantId, scope.clientId, sql`d.project_id`)}` : sql``}
        group by d.user_id
      ) as a
      join users u on u.tenant_id = ${tenantId} and u.user_id = a.user_id
      order by lower(u.display_name), a.user_id`),
  );
}
