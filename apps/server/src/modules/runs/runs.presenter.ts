import type {
  CurrencyTotal,
  InvoiceRun,
  InvoiceRunLine,
  PayRun,
  PayRunLine,
  RunSummary,
} from '@tallysheet/contract/runs/runs';
import { formatDay, minutesToHours } from '@tallysheet/contract/timesheets/week';
import type { StoredExcluded } from '../../db/schema/runs.ts';
import type { InvoiceLineRow, PayLineRow } from './run-lines.repository.ts';
import type { RunRow } from './runs.repository.ts';

const num = (value: string | number) => Number(value);
const numOrNull = (value: string | number | null) => (value === null ? null : Number(value));
/** Hours from whole minutes, as the reports give them (minutes / 60). */
const hours = (minutes: string | number) => minutesToHours(Number(minutes));

export function payLineOf(row: PayLineRow): PayRunLine {
  return {
    userId: row.user_id,
    userFullName: row.user_full_name,
    supplierId: row.supplier_id,
    supplierName: row.supplier_name,
    regularHours: hours(row.regular_minutes),
    overtimeHours: hours(row.overtime_minutes),
    holidayHours: hours(row.holiday_minutes),
    payRate: numOrNull(row.pay_rate),
    amount: numOrNull(row.amount),
    currency: row.currency,
  };
}

const KIND_WORDS = { regular: '', overtime: ' (overtime)', holiday: ' (holiday)' } as const;

/** An invoice line's text: project, associate (when per associate), period and kind of hour. */
export function invoiceLineOf(row: InvoiceLineRow, period: { from: string; to: string }) {
  const who = row.user_full_name ? ` — ${row.user_full_name}` : '';
  const line: InvoiceRunLine = {
    projectId: row.project_id,
    projectName: row.project_name,
    userId: row.user_id,
    userFullName: row.user_full_name,
    kind: row.kind,
    hours: hours(row.minutes),
    billRate: numOrNull(row.bill_rate),
    amount: numOrNull(row.amount),
    currency: row.currency,
    description: `${row.project_name}${who}, ${formatDay(period.from)} – ${formatDay(period.to)}${KIND_WORDS[row.kind]}`,
  };
  return line;
}

/** The sum of the lines with an amount, per currency (alphabetical). */
export function totalsOf(lines: { amount: number | null; currency: string | null }[]) {
  const sums = new Map<string, number>();
  for (const line of lines)
    if (line.amount !== null && line.currency !== null)
      sums.set(line.currency, (sums.get(line.currency) ?? 0) + line.amount);
  return [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, amount]): CurrencyTotal => ({ currency, amount }));
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function header(row: RunRow) {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    from: row.dayFrom,
    to: row.dayTo,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    finalisedBy: row.finalisedBy,
    finalisedAt: iso(row.finalisedAt),
    voidedBy: row.voidedBy,
    voidedAt: iso(row.voidedAt),
    voidReason: row.voidReason,
  };
}

const excludedOf = (stored: StoredExcluded[]) =>
  stored.map((entry) => ({
    userId: entry.userId,
    userFullName: entry.userFullName,
    hours: hours(entry.minutes),
  }));

export function presentPayRun(row: RunRow): PayRun {
  const lines = row.lines as PayRunLine[];
  return {
    ...header(row),
    supplierId: row.subjectId,
    supplierName: row.subjectName,
    lines,
    excludedHours: hours(row.excludedMinutes),
    excluded: excludedOf(row.excluded),
    totals: totalsOf(lines),
  };
}

/** An invoice run's total: its lines with an amount in its currency. */
export const invoiceTotal = (lines: InvoiceRunLine[], currency: string | null) =>
  lines.reduce(
    (sum, line) => (line.amount !== null && line.currency === currency ? sum + line.amount : sum),
    0,
  );

export function presentInvoiceRun(row: RunRow): InvoiceRun {
  const lines = row.lines as InvoiceRunLine[];
  return {
    ...header(row),
    clientId: row.subjectId ?? '',
    clientName: row.subjectName ?? '',
    groupBy: row.groupBy ?? 'projectUser',
    lines,
    excludedHours: hours(row.excludedMinutes),
    total: invoiceTotal(lines, row.currency),
    currency: row.currency,
  };
}

export function presentSummary(row: RunRow): RunSummary {
  const totals =
    row.kind === 'pay'
      ? totalsOf(row.lines as PayRunLine[])
      : row.currency
        ? [
            {
              currency: row.currency,
              amount: invoiceTotal(row.lines as InvoiceRunLine[], row.currency),
            },
          ]
        : [];
  return {
    ...header(row),
    kind: row.kind,
    subjectId: row.subjectId,
    subjectName: row.subjectName,
    hours: hours(row.minutes),
    totals,
  };
}

export { num };
