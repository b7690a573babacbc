import { and, sql, type SQL } from 'drizzle-orm';
import type { ReportGroupBy } from '@tallysheet/contract/reporting/hours-over-period';
import type { Tx } from '../../db/client.ts';
import { overtimeSplitSql } from '../pay-rules/pay-rules.service.ts';
import { lineAmountSql, rateIntervalsSql } from '../rates/rates.service.ts';
import { GROUP_ID, groupFilters, groupJoins, type ReportFilters } from './hours.repository.ts';

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
 * The money of the approved hours of the period, per report row (group) and currency, in one
 * set-based query (docs/pay-and-bill.md, "Amounts in Hours Over Period"):
 *
 * 1. the period's approved days split into regular, overtime and holiday minutes by the pay
 *    rules' split (overtimeSplitSql: the weeks' thresholds count every approved day of the
 *    associate's week), narrowed to the report's associate, project and task filters;
 * 2. their minutes per group, associate, project and day (the client and supplier filters and
 *    groupings joined as for the hours);
 * 3. each line's bill and pay rate by rateIntervalsSql (the rates of that associate and project
 *    resolved once per rate interval, the line's day joined to its interval), the minutes weighted by their kind's multiplier;
 * 4. per group and currency, Σ minutes × multiplier × rate, rounded once (lineAmountSql's rule:
 *    halves away from zero), and the minutes with no bill rate and with no pay rate.
 */
export function sumAmountsQuery(params: AmountParams): SQL {
  const { tenantId, groupBy, filters, multipliers } = params;
  const split = overtimeSplitSql({
    tenantId,
    from: params.from,
    to: params.to,
    users: filters.userId ? [filters.userId] : undefined,
    where: (columns) =>
      and(
        sql`true`,
        filters.projectId ? sql`${columns.projectId} = ${filters.projectId}` : undefined,
        filters.taskId ? sql`${columns.taskId} = ${filters.taskId}` : undefined,
      )!,
  });
  const lines = sql`select ${GROUP_ID[groupBy]} as group_id, cards.user_id, cards.project_id,
      cards.day, sum(cards.minutes) as minutes, sum(cards.regular_minutes) as regular,
      sum(cards.overtime_minutes) as overtime, sum(cards.holiday_minutes) as holiday
    from split as cards
    ${groupJoins(params)}
    where ${groupFilters(filters) ?? sql`true`}
    group by 1, 2, 3, 4`;
  const pairs = sql`select distinct user_id, project_id from lines`;
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
    with split as (${split}),
    lines as (${lines}),
    priced as (
      select s.*, r.bill_rate, r.pay_rate, r.currency
      from lines s
      left join (${rateIntervalsSql({ tenantId, pairs })}) as r
        on r.user_id = s.user_id and r.project_id = s.project_id
        and r.starts <= cast(s.day as date) and (r.ends is null or cast(s.day as date) < r.ends)
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
