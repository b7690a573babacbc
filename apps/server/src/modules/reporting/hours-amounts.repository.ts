import { sql, type SQL } from 'drizzle-orm';
import type { ReportGroupBy } from '@tallysheet/contract/reporting/hours-over-period';
import type { Tx } from '../../db/client.ts';
import { timecardDays as D } from '../../db/schema/index.ts';
import { lineAmountSql, ratesInForceSql } from '../rates/rates.service.ts';
import {
  daysWhere,
  GROUP_ID,
  groupFilters,
  groupJoins,
  statusOf,
  type ReportFilters,
} from './hours.repository.ts';

/**
 * The multipliers of the hours' kinds, in hundredths (150 = 1.5 ×): the pay rate's for
 * overtime and holiday hours, and the bill rate's (null: the plain bill rate).
 */
export interface AmountMultipliers {
  overtime: number;
  holiday: number;
  billOvertime: number | null;
  billHoliday: number | null;
}

/** One row's money in one currency (null: approved hours with no rate at all). */
export interface AmountSum {
  groupId: string | null;
  currency: string | null;
  billed: number;
  paid: number;
  minutesWithoutBillRate: number;
  minutesWithoutPayRate: number;
}

type AmountParams = {
  tenantId: string;
  from: string;
  to: string;
  groupBy: ReportGroupBy;
  filters: ReportFilters;
  multipliers: AmountMultipliers;
};

/**
 * The split of a line's approved minutes into regular, overtime and holiday minutes. Every
 * minute is regular until the overtime rules' split is joined here, over the relation `lines`
 * (group_id, user_id, project_id, day, minutes).
 */
const splitSql = sql`select group_id, user_id, project_id, day, minutes,
    minutes as regular, 0 as overtime, 0 as holiday
  from lines`;

/**
 * The money of the approved hours of the period, per report row (group) and currency, in one
 * set-based query (docs/pay-and-bill.md, "Amounts in Hours Over Period"):
 *
 * 1. the period's days: one index range of timecard_days (as the hours' query), read once;
 * 2. their timecards' stored status, one lookup by key per timecard, keeping the approved ones;
 * 3. their minutes per group, associate, project and day, split into regular, overtime and
 *    holiday minutes;
 * 4. each line's bill and pay rate by ratesInForceSql (the rate of that associate, project and
 *    day), the minutes weighted by their kind's multiplier;
 * 5. per group and currency, Σ minutes × multiplier × rate, rounded once (lineAmountSql's rule:
 *    halves away from zero), and the minutes with no bill rate and with no pay rate.
 */
export function sumAmountsQuery(params: AmountParams): SQL {
  const { tenantId, groupBy, filters, multipliers } = params;
  const days = sql`select ${D.timesheetId} as timesheet_id, ${D.projectId} as project_id,
      ${D.taskId} as task_id, ${D.userId} as user_id, ${D.day} as day, ${D.minutes} as minutes
    from ${D} where ${daysWhere(params)}`;
  const approved = sql`select c.timesheet_id, c.project_id, c.task_id
    from (select distinct timesheet_id, project_id, task_id from days) as c
    where ${statusOf(tenantId, sql.raw('c'))} = 'approved'`;
  const lines = sql`select ${GROUP_ID[groupBy]} as group_id, cards.user_id, cards.project_id,
      cards.day, sum(cards.minutes) as minutes
    from (select days.* from days
      join approved using (timesheet_id, project_id, task_id)) as cards
    ${groupJoins(params)}
    where ${groupFilters(filters) ?? sql`true`}
    group by 1, 2, 3, 4`;
  const items = sql`select distinct user_id, project_id, day from lines`;
  const weighted = (overtime: number, holiday: number) =>
    sql.raw(
      `cast(s.regular * 100 + s.overtime * ${Math.trunc(overtime)} + s.holiday * ${Math.trunc(holiday)} as numeric)`,
    );
  const billWeight = weighted(multipliers.billOvertime ?? 100, multipliers.billHoliday ?? 100);
  const payWeight = weighted(multipliers.overtime, multipliers.holiday);
  // Minutes in hundredths × rate, summed exactly (numeric), then × 0.01 and ÷ 60 rounded once.
  const amount = (weight: SQL, rate: SQL) =>
    sql`coalesce(${lineAmountSql(sql`sum(${weight} * ${rate})`, sql`0.01`)}, 0)`;
  return sql`
    with days as materialized (${days}),
    approved as (${approved}),
    lines as (${lines}),
    split as (${splitSql}),
    priced as (
      select s.*, r.bill_rate, r.pay_rate, r.currency
      from split s
      left join (${ratesInForceSql({ tenantId, items })}) as r
        on r.user_id = s.user_id and r.project_id = s.project_id and r.day = cast(s.day as text)
    )
    select s.group_id, s.currency,
      ${amount(billWeight, sql`s.bill_rate`)} as billed,
      ${amount(payWeight, sql`s.pay_rate`)} as paid,
      coalesce(sum(s.minutes) filter (where s.bill_rate is null), 0) as without_bill,
      coalesce(sum(s.minutes) filter (where s.pay_rate is null), 0) as without_pay
    from priced s
    group by s.group_id, s.currency`;
}

/** The sums of sumAmountsQuery. */
export async function sumAmounts(tx: Tx, params: AmountParams): Promise<AmountSum[]> {
  await tx.execute(sql`set local jit = off`);
  const result = (await tx.execute(sumAmountsQuery(params))) as unknown as {
    rows: {
      group_id: string | null;
      currency: string | null;
      billed: string | number;
      paid: string | number;
      without_bill: string | number;
      without_pay: string | number;
    }[];
  };
  return result.rows.map((row) => ({
    groupId: row.group_id,
    currency: row.currency,
    billed: Number(row.billed),
    paid: Number(row.paid),
    minutesWithoutBillRate: Number(row.without_bill),
    minutesWithoutPayRate: Number(row.without_pay),
  }));
}
