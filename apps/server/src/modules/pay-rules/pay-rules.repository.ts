import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_PAY_RULES, type SplitRule } from '@tallysheet/contract/pay-rules/pay-rules';
import type { Tx } from '../../db/client.ts';
import { holidays, payRules, timecardDays } from '../../db/schema/index.ts';

type Scope = { tenantId: string };

/** A tenant's overtime rules as stored: hours in whole minutes, multipliers in hundredths. */
export interface StoredPayRules {
  weeklyOvertimeAfterMinutes: number;
  dailyOvertimeAfterMinutes: number | null;
  overtimeMultiplier: number;
  holidayMultiplier: number;
  billOvertimeMultiplier: number | null;
  billHolidayMultiplier: number | null;
}

/** The rules of a tenant without a pay_rules row (40 hours a week, overtime at 1.5 ×). */
export const DEFAULT_STORED_PAY_RULES: StoredPayRules = {
  weeklyOvertimeAfterMinutes: DEFAULT_PAY_RULES.weeklyOvertimeAfterHours * 60,
  dailyOvertimeAfterMinutes: null,
  overtimeMultiplier: Math.round(DEFAULT_PAY_RULES.overtimeMultiplier * 100),
  holidayMultiplier: Math.round(DEFAULT_PAY_RULES.holidayMultiplier * 100),
  billOvertimeMultiplier: null,
  billHolidayMultiplier: null,
};

const stored = {
  weeklyOvertimeAfterMinutes: payRules.weeklyOvertimeAfterMinutes,
  dailyOvertimeAfterMinutes: payRules.dailyOvertimeAfterMinutes,
  overtimeMultiplier: payRules.overtimeMultiplier,
  holidayMultiplier: payRules.holidayMultiplier,
  billOvertimeMultiplier: payRules.billOvertimeMultiplier,
  billHolidayMultiplier: payRules.billHolidayMultiplier,
};

/** The tenant's overtime rules; the defaults when it never saved any. */
export async function findPayRules(tx: Tx, tenantId: string): Promise<StoredPayRules> {
  const [row] = await tx.select(stored).from(payRules).where(eq(payRules.tenantId, tenantId));
  return row ?? DEFAULT_STORED_PAY_RULES;
}

/** Saves the tenant's overtime rules (one row a tenant); the rules as they were before. */
export async function savePayRules(
  tx: Tx,
  params: Scope & { rules: StoredPayRules; now: Date },
): Promise<StoredPayRules> {
  const [before] = await tx
    .select(stored)
    .from(payRules)
    .where(eq(payRules.tenantId, params.tenantId))
    .for('update');
  const values = { ...params.rules, updatedAt: params.now };
  await tx
    .insert(payRules)
    .values({ tenantId: params.tenantId, ...values })
    .onConflictDoUpdate({ target: payRules.tenantId, set: values });
  return before ?? DEFAULT_STORED_PAY_RULES;
}

/** The columns of a split row as SQL expressions, for a condition on the rows returned. */
export interface SplitColumns {
  timesheetId: SQL;
  userId: SQL;
  projectId: SQL;
  taskId: SQL;
  day: SQL;
}

export interface SplitParams extends Scope {
  /** The period, both days included (YYYY-MM-DD). */
  from: string;
  to: string;
  /**
   * Only these associates: ids, or an SQL relation answering `user_id`. An associate's weeks are
   * split on their own, so narrowing by associate never changes a row.
   */
  users?: readonly string[] | SQL;
  /**
   * Only the rows meeting this condition (a client's projects, days not yet paid). It is applied
   * after the split: the thresholds still count the associate's every approved day of the week.
   */
  where?: (columns: SplitColumns) => SQL;
  /**
   * The tenant's limits, when the caller has read them (findPayRules): without a daily limit the
   * split then leaves the daily window out. Without them it reads pay_rules itself.
   */
  limits?: Pick<StoredPayRules, 'weeklyOvertimeAfterMinutes' | 'dailyOvertimeAfterMinutes'>;
}

/** A split row as the relation answers it. */
export interface SplitRow {
  timesheet_id: string;
  user_id: string;
  project_id: string;
  task_id: string;
  day: string;
  week_start: string;
  minutes: number;
  regular_minutes: number;
  overtime_minutes: number;
  holiday_minutes: number;
  daily_overtime_minutes: number;
  weekly_overtime_minutes: number;
  rule: SplitRule;
}

/**
 * The approved worked minutes of `[from, to]` split into regular, overtime and holiday minutes
 * (issue 31 §2), one row per timecard day, as one set-based SQL relation that other queries
 * can join (docs/pay-and-bill.md, "Overtime and holidays"):
 *
 * - The overtime week is the spec's Saturday–Friday week (`week_start` is its Saturday). Its
 *   thresholds count every approved day of the associate's week, also the days outside the
 *   period, so a period that cuts a week splits it as a run of the whole week would.
 * - A day that is a holiday (a holiday on that date, or a yearly one on that month and day)
 *   gives holiday minutes only; they count toward no threshold.
 * - With a daily limit, the minutes of a day past it are overtime (the day's rows in project,
 *   then task order take the limit first).
 * - The week's remaining regular minutes past the weekly limit are overtime, taken
 *   chronologically (by day, then project, then task): a minute is never overtime twice.
 *
 * `rule` names what made the row's non-regular minutes: 'holiday', 'dailyOvertime' (the daily
 * limit made some of them), 'weeklyOvertime', or 'regular' when none. `day_date` is `day` as a
 * date, for queries that join or compare it (no text to parse back per row).
 */
export function overtimeSplitSql(params: SplitParams): SQL {
  const { tenantId } = params;
  const defaults = DEFAULT_STORED_PAY_RULES;
  // Whole weeks around the period: the thresholds need every day of each week it touches.
  const weekFrom = sql`(${params.from}::date - ((extract(isodow from ${params.from}::date)::integer + 1) % 7))`;
  const weekTo = sql`(${params.to}::date - ((extract(isodow from ${params.to}::date)::integer + 1) % 7) + 6)`;
  const users =
    params.users === undefined
      ? sql``
      : Array.isArray(params.users)
        ? params.users.length === 0
          ? sql`and false`
          : sql`and d.user_id in (${sql.join(
              (params.users as readonly string[]).map((id) => sql`${id}`),
              sql`, `,
            )})`
        : sql`and d.user_id in (${params.users as SQL})`;
  const where = params.where
    ? sql`and ${params.where({
        timesheetId: sql.raw('s.timesheet_id'),
        userId: sql.raw('s.user_id'),
        projectId: sql.raw('s.project_id'),
        taskId: sql.raw('s.task_id'),
        day: sql.raw('s.day'),
      })}`
    : sql``;
  const { limits } = params;
  const rules = limits
    ? sql`select ${limits.weeklyOvertimeAfterMinutes}::integer as weekly_limit,
        ${limits.dailyOvertimeAfterMinutes}::integer as daily_limit`
    : sql`select
        coalesce((select weekly_overtime_after_minutes from ${payRules} where tenant_id = ${tenantId}),
          ${defaults.weeklyOvertimeAfterMinutes}::integer) as weekly_limit,
        (select daily_overtime_after_minutes from ${payRules} where tenant_id = ${tenantId}) as daily_limit`;
  const dailyOvertime =
    limits && limits.dailyOvertimeAfterMinutes === null
      ? sql`0`
      : sql`case when w.is_holiday or r.daily_limit is null then 0
          else least(w.minutes, greatest(0, sum(w.minutes) over (
            partition by w.user_id collate "C", w.week_start, w.day
            order by w.project_id collate "C", w.task_id collate "C" rows between unbounded preceding and current row
          ) - r.daily_limit)) end`;
  return sql`
    with rules as (${rules}),
    -- The holidays of the weeks, once: each date that is a holiday or falls on a yearly one's
    -- month and day (a few dates), hash-joined to the days instead of looked up per day.
    holiday_days as (
      select distinct cast(g.day as date) as day
      from generate_series(${weekFrom}, ${weekTo}, interval '1 day') as g(day)
      join ${holidays} h on h.tenant_id = ${tenantId}
        and (h.day = cast(g.day as date) or (h.repeats_yearly
          and extract(month from h.day) = extract(month from g.day)
          and extract(day from h.day) = extract(day from g.day)))
    ),
    worked as (
      select d.timesheet_id, d.user_id, d.project_id, d.task_id, d.day, d.minutes,
        -- The Saturday on or before the day: 2000-01-01 was a Saturday, so the day less its
        -- days since then modulo 7 (integer arithmetic per row; extract() answers a numeric).
        d.day - (((d.day - date '2000-01-01') % 7 + 7) % 7) as week_start,
        hd.day is not null as is_holiday
      from ${timecardDays} d
      left join holiday_days hd on hd.day = d.day
      where d.tenant_id = ${tenantId} and d.review = 'approved' and d.minutes > 0
        and d.day between ${weekFrom} and ${weekTo} ${users}
    ),
    -- Both windows order the week's days the same way (a day lies in one week, so partitioning
    -- the day's window by its week too changes nothing): the days are sorted once. The ids
    -- sort by code point (collate "C", whatever the database's collation): the same order for
    -- the uuids, and a sort by bytes, several times cheaper than by a locale's rules.
    daily as (
      select w.*, ${dailyOvertime} as daily_ot, r.weekly_limit
      from worked w cross join rules r
    ),
    toward_week as (
      select x.*,
        case when x.is_holiday then 0 else x.minutes - x.daily_ot end as regular_before_week
      from daily x
    ),
    weekly as (
      select t.*,
        least(t.regular_before_week, greatest(0, sum(t.regular_before_week) over (
          partition by t.user_id collate "C", t.week_start
          order by t.day, t.project_id collate "C", t.task_id collate "C" rows between unbounded preceding and current row
        ) - t.weekly_limit)) as weekly_ot
      from toward_week t
    )
    select s.timesheet_id, s.user_id, s.project_id, s.task_id,
      cast(s.day as text) as day, s.day as day_date, cast(s.week_start as text) as week_start,
      s.minutes,
      cast(s.regular_before_week - s.weekly_ot as integer) as regular_minutes,
      cast(s.daily_ot + s.weekly_ot as integer) as overtime_minutes,
      case when s.is_holiday then s.minutes else 0 end as holiday_minutes,
      cast(s.daily_ot as integer) as daily_overtime_minutes,
      cast(s.weekly_ot as integer) as weekly_overtime_minutes,
      case when s.is_holiday then 'holiday'
        when s.daily_ot > 0 then 'dailyOvertime'
        when s.weekly_ot > 0 then 'weeklyOvertime'
        else 'regular' end as rule
    from weekly s
    where s.day between ${params.from}::date and ${params.to}::date ${where}`;
}

/** overtimeSplitSql's rows, by associate, day, project and task. */
export async function overtimeSplit(tx: Tx, params: SplitParams): Promise<SplitRow[]> {
  const result = (await tx.execute(
    sql`select * from (${overtimeSplitSql(params)}) as split
      order by split.user_id, split.day, split.project_id, split.task_id`,
  )) as unknown as { rows: Record<keyof SplitRow, string | number>[] };
  return result.rows.map((row) => ({
    timesheet_id: String(row.timesheet_id),
    user_id: String(row.user_id),
    project_id: String(row.project_id),
    task_id: String(row.task_id),
    day: String(row.day),
    week_start: String(row.week_start),
    minutes: Number(row.minutes),
    regular_minutes: Number(row.regular_minutes),
    overtime_minutes: Number(row.overtime_minutes),
    holiday_minutes: Number(row.holiday_minutes),
    daily_overtime_minutes: Number(row.daily_overtime_minutes),
    weekly_overtime_minutes: Number(row.weekly_overtime_minutes),
    rule: row.rule as SplitRule,
  }));
}

/** A holiday as stored. */
export interface HolidayRow {
  id: string;
  day: string;
  name: string;
  repeatsYearly: boolean;
  createdAt: Date;
}

const holidayColumns = {
  id: holidays.id,
  day: holidays.day,
  name: holidays.name,
  repeatsYearly: holidays.repeatsYearly,
  createdAt: holidays.createdAt,
};

/** The tenant's holidays, earliest date first. */
export function listHolidays(tx: Tx, { tenantId }: Scope): Promise<HolidayRow[]> {
  return tx
    .select(holidayColumns)
    .from(holidays)
    .where(eq(holidays.tenantId, tenantId))
    .orderBy(asc(holidays.day), asc(holidays.name), asc(holidays.id));
}

/**
 * True when the day is taken: a holiday on that date, or (for a yearly one, or against a yearly
 * one) on the same month and day.
 */
export async function holidayFallsOn(
  tx: Tx,
  params: Scope & { day: string; repeatsYearly: boolean },
): Promise<boolean> {
  const sameMonthDay = sql`to_char(${holidays.day}, 'MM-DD') = to_char(${params.day}::date, 'MM-DD')`;
  const [row] = await tx
    .select({ id: holidays.id })
    .from(holidays)
    .where(
      and(
        eq(holidays.tenantId, params.tenantId),
        or(
          eq(holidays.day, params.day),
          params.repeatsYearly ? sameMonthDay : and(eq(holidays.repeatsYearly, true), sameMonthDay),
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertHoliday(
  tx: Tx,
  values: typeof holidays.$inferInsert,
): Promise<HolidayRow> {
  const [row] = await tx.insert(holidays).values(values).returning(holidayColumns);
  return row!;
}

/** Removes a holiday; the removed row, or undefined when the tenant has no such holiday. */
export async function deleteHoliday(tx: Tx, params: Scope & { id: string }) {
  const [row] = await tx
    .delete(holidays)
    .where(and(eq(holidays.tenantId, params.tenantId), eq(holidays.id, params.id)))
    .returning(holidayColumns);
  return row;
}

/** The holidays that fall on the days from `from` to `to` (yearly ones on their month and day). */
export async function holidaysBetween(
  tx: Tx,
  params: Scope & { from: string; to: string },
): Promise<{ date: string; name: string }[]> {
  const result = (await tx.execute(sql`
    select cast(g.day as date)::text as date, min(h.name) as name
    from generate_series(${params.from}::date, ${params.to}::date, interval '1 day') as g(day)
    join ${holidays} h on h.tenant_id = ${params.tenantId}
      and (h.day = cast(g.day as date) or (h.repeats_yearly
        and to_char(h.day, 'MM-DD') = to_char(g.day, 'MM-DD')))
    group by g.day order by g.day`)) as unknown as { rows: { date: string; name: string }[] };
  return result.rows.map((row) => ({ date: String(row.date), name: String(row.name) }));
}
