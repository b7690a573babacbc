import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { RateLevel } from '@tallysheet/contract/rates/rates';
import type { Tx } from '../../db/client.ts';
import { countWhere } from '../../db/count.ts';
import { ofUser, ON, refersTo } from '../../db/joins.ts';
import { clients, projects, rates, users } from '../../db/schema/index.ts';

/** A rate's associate and project, of its tenant. */
const userOfRate = refersTo(rates, rates.userId, users, users.userId);
const projectOfRate = refersTo(rates, rates.projectId, projects, projects.id);

type Scope = { tenantId: string };

const listed = {
  id: rates.id,
  userId: rates.userId,
  projectId: rates.projectId,
  billRate: rates.billRate,
  payRate: rates.payRate,
  currency: rates.currency,
  effectiveFrom: rates.effectiveFrom,
  createdAt: rates.createdAt,
  userFullName: users.displayName,
  projectName: projects.name,
  clientId: projects.clientId,
  clientName: clients.name,
};
export type RateRow = {
  id: string;
  userId: string | null;
  projectId: string | null;
  billRate: number | null;
  payRate: number | null;
  currency: string;
  effectiveFrom: string;
  createdAt: Date;
  userFullName: string | null;
  projectName: string | null;
  clientId: string | null;
  clientName: string | null;
};

const withNames = (tx: Tx) =>
  tx
    .select(listed)
    .from(rates)
    .leftJoin(users, userOfRate)
    .leftJoin(projects, projectOfRate)
    .leftJoin(clients, ON.clientOfProject);

/** The tenant's user, live or not; undefined when it has none with that id. */
export async function findUser(tx: Tx, params: Scope & { userId: string }) {
  const [row] = await tx
    .select({ id: users.userId, isDeleted: users.isDeleted })
    .from(users)
    .where(ofUser(users, params));
  return row;
}

/**
 * The tenant's project with its client; with `lock`, the client's row locked until the
 * transaction ends: the first rates of two requests on one client's projects take turns, so
 * one currency wins.
 */
export async function findProject(tx: Tx, params: Scope & { projectId: string; lock?: boolean }) {
  const [row] = await tx
    .select({ id: projects.id, clientId: projects.clientId, isDeleted: projects.isDeleted })
    .from(projects)
    .where(and(eq(projects.tenantId, params.tenantId), eq(projects.id, params.projectId)));
  if (row && params.lock)
    await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.tenantId, params.tenantId), eq(clients.id, row.clientId)))
      .for('update');
  return row;
}

/** The currency a client bills in: that of the rates on its projects; null before the first. */
export async function clientCurrency(tx: Tx, params: Scope & { clientId: string }) {
  const [row] = await tx
    .select({ currency: rates.currency })
    .from(rates)
    .innerJoin(projects, projectOfRate)
    .where(and(eq(rates.tenantId, params.tenantId), eq(projects.clientId, params.clientId)))
    .limit(1);
  return row?.currency ?? null;
}

/** True when a rate of the same associate and project starts on that day already. */
export async function rateStartsOn(
  tx: Tx,
  params: Scope & { userId: string | null; projectId: string | null; effectiveFrom: string },
) {
  const [row] = await tx
    .select({ id: rates.id })
    .from(rates)
    .where(
      and(
        eq(rates.tenantId, params.tenantId),
        params.userId === null ? isNull(rates.userId) : eq(rates.userId, params.userId),
        params.projectId === null ? isNull(rates.projectId) : eq(rates.projectId, params.projectId),
        eq(rates.effectiveFrom, params.effectiveFrom),
      ),
    );
  return Boolean(row);
}

export async function insertRate(tx: Tx, values: typeof rates.$inferInsert): Promise<RateRow> {
  await tx.insert(rates).values(values);
  const [row] = await withNames(tx).where(
    and(eq(rates.tenantId, values.tenantId), eq(rates.id, values.id)),
  );
  return row!;
}

/**
 * One page of the tenant's rates naming the associate and/or project when given (newest
 * effective day first), and the count.
 */
export async function listRates(
  tx: Tx,
  params: Scope & { userId?: string; projectId?: string; limit: number; offset: number },
): Promise<{ rows: RateRow[]; count: number }> {
  const where = and(
    eq(rates.tenantId, params.tenantId),
    params.userId ? eq(rates.userId, params.userId) : undefined,
    params.projectId ? eq(rates.projectId, params.projectId) : undefined,
  );
  const rows = await withNames(tx)
    .where(where)
    .orderBy(desc(rates.effectiveFrom), desc(rates.createdAt), desc(rates.id))
    .limit(params.limit)
    .offset(params.offset);
  return { rows, count: await countWhere(tx, rates, where) };
}

/** Removes a rate; the removed row, or undefined when the tenant has no such rate. */
export async function deleteRate(tx: Tx, params: Scope & { id: string }) {
  const where = and(eq(rates.tenantId, params.tenantId), eq(rates.id, params.id));
  const [row] = await withNames(tx).where(where);
  if (row) await tx.delete(rates).where(where);
  return row;
}

/** One associate × project × day to price. */
export interface RateItem {
  userId: string;
  projectId: string;
  day: string;
}

export interface RateInForce extends RateItem {
  billRate: number | null;
  payRate: number | null;
  /** The client's currency (or the associate default's when the client has none yet). */
  currency: string | null;
  billLevel: RateLevel | null;
  payLevel: RateLevel | null;
}

/** `items` as an SQL relation (user_id, project_id, day) for ratesInForceSql. */
export const rateItemsSql = (items: readonly RateItem[]): SQL =>
  items.length === 0
    ? sql`select null::text as user_id, null::text as project_id, null::date as day where false`
    : sql`select * from (values ${sql.join(
        items.map(
          (item) => sql`(${item.userId}::text, ${item.projectId}::text, ${item.day}::date)`,
        ),
        sql`, `,
      )}) as v(user_id, project_id, day)`;

/**
 * The tenant's rates as spans, each in force from its day until the next rate of the same
 * associate and project (`effective_to`, null for the latest), and the currency of each client
 * with rates on its projects: the CTEs (after `with`) the resolutions below join.
 */
function spansSql(tenantId: string): SQL {
  return sql`spans as (
      select ${rates.userId} as user_id, ${rates.projectId} as project_id,
        ${rates.billRate} as bill_rate, ${rates.payRate} as pay_rate, ${rates.currency} as currency,
        ${rates.effectiveFrom} as effective_from,
        lead(${rates.effectiveFrom}) over (
          partition by ${rates.userId}, ${rates.projectId} order by ${rates.effectiveFrom}
        ) as effective_to
      from ${rates} where ${rates.tenantId} = ${tenantId}),
    client_currencies as (
      select distinct ${projects.clientId} as client_id, ${rates.currency} as currency
      from ${rates} join ${projects} on ${projects.tenantId} = ${rates.tenantId} and ${projects.id} = ${rates.projectId}
      where ${rates.tenantId} = ${tenantId})`;
}

/**
 * The three levels' spans in force on the day `on` for the row `f` (its `user_id`, `project_id`
 * and `client_currency`), left-joined as `up`, `pr` and `ur` (`also`: a further condition on
 * each), and the rates they resolve to (resolvedSql): each amount from the most specific level
 * that has one, the client's currency (the associate default's while the client has none).
 */
function levelsSql(on: string, also?: string): SQL {
  const inForce = (alias: string) =>
    sql.raw(
      `${alias}.effective_from <= ${on} and (${alias}.effective_to is null or ${on} < ${alias}.effective_to)${also ? ` and ${also}` : ''}`,
    );
  return sql`
      left join spans up on up.user_id = f.user_id and up.project_id = f.project_id and ${inForce('up')}
      left join spans pr on pr.user_id is null and pr.project_id = f.project_id and ${inForce('pr')}
      left join spans ur on ur.user_id = f.user_id and ur.project_id is null and ${inForce('ur')}
        and (f.client_currency is null or ur.currency = f.client_currency)`;
}

const level = (column: string) =>
  sql.raw(`case when up.${column} is not null then 'userProject'
      when pr.${column} is not null then 'project'
      when ur.${column} is not null then 'user' end`);

const resolvedSql = sql`coalesce(up.bill_rate, pr.bill_rate, ur.bill_rate) as bill_rate,
        coalesce(up.pay_rate, pr.pay_rate, ur.pay_rate) as pay_rate,
        case when coalesce(up.bill_rate, pr.bill_rate, ur.bill_rate, up.pay_rate, pr.pay_rate, ur.pay_rate) is not null
          then coalesce(f.client_currency, ur.currency) end as currency,
        ${level('bill_rate')} as bill_level,
        ${level('pay_rate')} as pay_level`;

/**
 * The rates in force (as ratesInForceSql) for the associate × project pairs of `pairs` (any
 * relation with columns `user_id` and `project_id`), as intervals: one row per pair (× the
 * client's currency) and span `[starts, ends)` (`ends` null: open) over which its rates do not
 * change. A day of the pair takes the row with `starts <= day < ends`.
 */
export function rateIntervalsSql(params: Scope & { pairs: SQL }): SQL {
  const { tenantId } = params;
  // The rates are resolved once per associate × project (× client currency) and interval, not
  // per day: between two consecutive days on which any rate of the three levels takes effect,
  // the rates in force do not change. The days then join their interval by range.
  const bound = (on: string) =>
    sql`select fp.user_id, fp.project_id, fp.client_currency, s.effective_from as starts
      from framed_pairs fp join spans s on ${sql.raw(on)}`;
  return sql`
    with ${spansSql(tenantId)},
    framed_pairs as (
      select p.user_id, p.project_id, cc.currency as client_currency
      from (select distinct user_id, project_id from (${params.pairs}) as i) as p
      join ${projects} on ${projects.tenantId} = ${tenantId} and ${projects.id} = p.project_id
      left join client_currencies cc on cc.client_id = ${projects.clientId}
    ),
    bounds as (
      select user_id, project_id, client_currency, cast('-infinity' as date) as starts from framed_pairs
      union ${bound('s.user_id = fp.user_id and s.project_id = fp.project_id')}
      union ${bound('s.user_id is null and s.project_id = fp.project_id')}
      union ${bound('s.user_id = fp.user_id and s.project_id is null')}
    ),
    intervals as (
      select b.*, lead(b.starts) over (
        partition by b.user_id, b.project_id, b.client_currency order by b.starts
      ) as ends
      from bounds b
    )
    select f.user_id, f.project_id, f.starts, f.ends, ${resolvedSql}
      from intervals f ${levelsSql('f.starts')}`;
}

/**
 * The rates in force on each row's day for `items` (any relation with columns `user_id`,
 * `project_id` and `day`, a date), its columns kept with the client's currency
 * (`client_currency`): one row per item and currency of its project's client's rates (one when
 * the client has none), with the rates of that day as ratesInForceSql resolves them, or null
 * (also when the project is not the tenant's). The same rows and rates as joining each day to
 * its interval of rateIntervalsSql, without drawing up the intervals: cheaper for a few rows
 * (a run's days summed per associate, project and stretch of days over which no rate of the
 * tenant takes effect).
 */
export function ratesOnDaysSql(params: Scope & { items: SQL }): SQL {
  const { tenantId } = params;
  return sql`
    with ${spansSql(tenantId)},
    framed as (
      select ${projects.id} as project_id, cc.currency as client_currency
      from ${projects} left join client_currencies cc on cc.client_id = ${projects.clientId}
      where ${projects.tenantId} = ${tenantId}
    )
    select f.*, ${resolvedSql}
    from (
      select i.*, fr.client_currency, fr.project_id is not null as framed
      from (${params.items}) as i left join framed fr on fr.project_id = i.project_id
    ) as f ${levelsSql('f.day', 'f.framed')}`;
}

/**
 * The rates in force for a set of associate × project × day rows, in one set-based query
 * (issue 31 §1), for a whole period at once: `items` is any relation with columns
 * `user_id`, `project_id` and `day` (a run's approved days, say).
 *
 * Each rate is in force from its day until the next rate of the same associate and project
 * (a window over the tenant's rates). The bill rate and the pay rate are each taken from the
 * most specific level that has one in force that day: associate × project, then project, then
 * associate. An associate default counts only in the project's client's currency (one
 * currency per client); a client without rates on its projects takes the associate's.
 */
export function ratesInForceSql(params: Scope & { items: SQL }): SQL {
  return sql`
    with items as (select i.user_id, i.project_id, i.day from (${params.items}) as i)
    select i.user_id, i.project_id, cast(i.day as text) as day,
      r.bill_rate, r.pay_rate, r.currency, r.bill_level, r.pay_level
    from items i
    join (${rateIntervalsSql({ tenantId: params.tenantId, pairs: sql`select user_id, project_id from items` })}) as r
      on r.user_id = i.user_id and r.project_id = i.project_id
      and r.starts <= i.day and (r.ends is null or i.day < r.ends)`;
}

/** ratesInForceSql for a list of rows, in the order of `project_id, user_id, day`. */
export async function ratesInForce(
  tx: Tx,
  params: Scope & { items: readonly RateItem[] },
): Promise<RateInForce[]> {
  const result = (await tx.execute(
    sql`select * from (${ratesInForceSql({ tenantId: params.tenantId, items: rateItemsSql(params.items) })}) as r
      order by r.project_id, r.user_id, r.day`,
  )) as unknown as {
    rows: {
      user_id: string;
      project_id: string;
      day: string;
      bill_rate: number | string | null;
      pay_rate: number | string | null;
      currency: string | null;
      bill_level: RateLevel | null;
      pay_level: RateLevel | null;
    }[];
  };
  const amount = (value: number | string | null) => (value === null ? null : Number(value));
  return result.rows.map((row) => ({
    userId: row.user_id,
    projectId: row.project_id,
    day: row.day,
    billRate: amount(row.bill_rate),
    payRate: amount(row.pay_rate),
    currency: row.currency,
    billLevel: row.bill_level,
    payLevel: row.pay_level,
  }));
}

/** A line's amount in SQL: minutes × rate / 60 rounded once, halves away from zero (lineAmount). */
export const lineAmountSql = (minutes: SQL, rate: SQL) =>
  sql`cast(round(cast(${minutes} as numeric) * ${rate} / 60) as bigint)`;

/** lineAmountSql evaluated for pairs of minutes and rates (tests hold it to lineAmount). */
export async function lineAmountsInSql(tx: Tx, pairs: readonly [number, number][]) {
  const values = sql.join(
    pairs.map(([minutes, rate], n) => sql`(${n}::integer, ${minutes}::integer, ${rate}::integer)`),
    sql`, `,
  );
  const result = (await tx.execute(
    sql`select ${lineAmountSql(sql`v.minutes`, sql`v.rate`)} as amount
      from (values ${values}) as v(n, minutes, rate) order by v.n`,
  )) as unknown as { rows: { amount: string | number }[] };
  return result.rows.map((row) => Number(row.amount));
}
