import {
  REPORT_MESSAGES,
  REPORT_STATUSES,
  type HoursOverPeriod,
  type HoursOverPeriodQuery,
  type ReportAmounts,
  type ReportGroup,
  type StatusHours,
} from '@tallysheet/contract/reporting/hours-over-period';
import { bucketsBetween } from '@tallysheet/contract/reporting/periods';
import { minutesToHours } from '@tallysheet/contract/timesheets/week';
import type { AmountSum } from './hours-amounts.repository.ts';
import type { BucketSum } from './hours.repository.ts';

interface Tally {
  id: string | null;
  name: string;
  minutes: number;
  byBucket: number[];
  byStatus: Record<keyof StatusHours, number>;
}

const emptyTally = (id: string | null, name: string, buckets: number): Tally => ({
  id,
  name,
  minutes: 0,
  byBucket: Array.from({ length: buckets }, () => 0),
  byStatus: { approved: 0, pending: 0, rejected: 0 },
});

const hoursOf = (tally: Tally): ReportGroup => ({
  id: tally.id,
  name: tally.name,
  total: minutesToHours(tally.minutes),
  byBucket: tally.byBucket.map(minutesToHours),
  byStatus: {
    approved: minutesToHours(tally.byStatus.approved),
    pending: minutesToHours(tally.byStatus.pending),
    rejected: minutesToHours(tally.byStatus.rejected),
  },
});

/**
 * The report from the database's sums (a row per group, bucket and status): the buckets of the
 * period in order, groups largest first (then by name), hours as numbers, and the totals.
 */
export function presentHoursOverPeriod(
  query: Pick<HoursOverPeriodQuery, 'from' | 'to' | 'interval' | 'groupBy'>,
  sums: BucketSum[],
): HoursOverPeriod {
  const buckets = bucketsBetween(query.from, query.to, query.interval);
  const index = new Map(buckets.map((start, position) => [start, position]));
  const groups = new Map<string | null, Tally>();
  const totals = emptyTally(null, 'Total', buckets.length);
  for (const sum of sums) {
    const position = index.get(sum.bucket);
    if (position === undefined || !REPORT_STATUSES.includes(sum.status)) continue;
    let group = groups.get(sum.groupId);
    if (!group) {
      group = emptyTally(sum.groupId, sum.name ?? REPORT_MESSAGES.noSupplier, buckets.length);
      groups.set(sum.groupId, group);
    }
    for (const tally of [group, totals]) {
      tally.minutes += sum.minutes;
      tally.byBucket[position]! += sum.minutes;
      tally.byStatus[sum.status] += sum.minutes;
    }
  }
  const ordered = [...groups.values()].sort(
    (a, b) => b.minutes - a.minutes || a.name.localeCompare(b.name),
  );
  const { total, byBucket, byStatus } = hoursOf(totals);
  return {
    from: query.from,
    to: query.to,
    interval: query.interval,
    groupBy: query.groupBy,
    buckets,
    groups: ordered.map(hoursOf),
    totals: { total, byBucket, byStatus },
  };
}

interface MoneyTally {
  byCurrency: Map<string, { billed: number; paid: number }>;
  withoutBill: number;
  withoutPay: number;
}

const emptyMoney = (): MoneyTally => ({ byCurrency: new Map(), withoutBill: 0, withoutPay: 0 });

function addMoney(tally: MoneyTally, sum: AmountSum) {
  tally.withoutBill += sum.minutesWithoutBillRate;
  tally.withoutPay += sum.minutesWithoutPayRate;
  if (sum.currency === null) return;
  const money = tally.byCurrency.get(sum.currency) ?? { billed: 0, paid: 0 };
  money.billed += sum.billed;
  money.paid += sum.paid;
  tally.byCurrency.set(sum.currency, money);
}

const amountsOf = (tally: MoneyTally, currencies: string[]): ReportAmounts => ({
  byCurrency: currencies.flatMap((currency) => {
    const money = tally.byCurrency.get(currency);
    return money ? [{ currency, ...money, margin: money.billed - money.paid }] : [];
  }),
  hoursWithoutBillRate: minutesToHours(tally.withoutBill),
  hoursWithoutPayRate: minutesToHours(tally.withoutPay),
});

/**
 * The report with its amounts (Administrators only): each row's money per currency as the
 * database rounded it (once per row and currency), the totals the sums of the rows' (never
 * rounded again), and the currencies in alphabetical order.
 */
export function withAmounts(report: HoursOverPeriod, sums: AmountSum[]): HoursOverPeriod {
  const byGroup = new Map<string | null, MoneyTally>();
  const totals = emptyMoney();
  for (const sum of sums) {
    const tally = byGroup.get(sum.groupId) ?? emptyMoney();
    byGroup.set(sum.groupId, tally);
    addMoney(tally, sum);
    addMoney(totals, sum);
  }
  const currencies = [...totals.byCurrency.keys()].sort();
  return {
    ...report,
    groups: report.groups.map((group) => ({
      ...group,
      amounts: amountsOf(byGroup.get(group.id) ?? emptyMoney(), currencies),
    })),
    totals: { ...report.totals, amounts: amountsOf(totals, currencies) },
    currencies,
  };
}
