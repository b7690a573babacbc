import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  REPORT_GROUP_LABELS,
  REPORT_STATUS_LABELS,
  type HoursOverPeriod,
} from '@tallysheet/contract/reporting/hours-over-period';
import { bucketExportHeading } from '@tallysheet/contract/reporting/bucket-label';
import { REPORT_INTERVAL_LABELS } from '@tallysheet/contract/reporting/periods';
import { minorDigits } from '@tallysheet/contract/rates/rates';
import { csvField } from '../timesheets/timecard-export.ts';

export const REPORT_TITLE = 'Report - Hours Over Period';

/** A filter the report was made with, by its label and the name of what it names. */
export interface NamedFilter {
  label: string;
  value: string;
}

/** An amount in a currency's minor units (written in its major units). */
type Money = { money: number; currency: string };
type Cell = string | number | null | { date: string } | Money;

const isMoney = (cell: Cell): cell is Money =>
  typeof cell === 'object' && cell !== null && 'money' in cell;

/** Minor units as an exact decimal in major units (`-11657`, EUR -> `-116.57`): no floats. */
export function majorText({ money, currency }: Money): string {
  const digits = minorDigits(currency);
  const sign = money < 0 ? '-' : '';
  const text = String(Math.abs(money)).padStart(digits + 1, '0');
  return digits === 0
    ? `${sign}${text}`
    : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

type Amounts = NonNullable<HoursOverPeriod['totals']['amounts']>;

/** The amount columns' headings: billed, paid and margin per currency, then the unrated hours. */
const amountHeadings = (currencies: string[]) => [
  ...currencies.flatMap((currency) => [
    `Billed (${currency})`,
    `Paid (${currency})`,
    `Margin (${currency})`,
  ]),
  'Hours without a bill rate',
  'Hours without a pay rate',
];

/** A row's amount cells under amountHeadings (empty where the row has no such currency). */
const amountCells = (currencies: string[], amounts: Amounts | undefined): Cell[] => [
  ...currencies.flatMap((currency) => {
    const money = amounts?.byCurrency.find((entry) => entry.currency === currency);
    return money
      ? [
          { money: money.billed, currency },
          { money: money.paid, currency },
          { money: money.margin, currency },
        ]
      : [null, null, null];
  }),
  amounts?.hoursWithoutBillRate ?? 0,
  amounts?.hoursWithoutPayRate ?? 0,
];

/**
 * The report as rows of cells: its title, the period and filters first, a blank row, then the
 * table (a row per group, a column per bucket, Total and the status split) and a totals row.
 * A report with amounts (an Administrator's) adds their columns after the split.
 */
export function reportRows(report: HoursOverPeriod, filters: NamedFilter[]): Cell[][] {
  const split = (hours: HoursOverPeriod['totals']['byStatus']) => [
    hours.approved,
    hours.pending,
    hours.rejected,
  ];
  const currencies = report.currencies;
  const money = (amounts: Amounts | undefined) =>
    currencies ? amountCells(currencies, amounts) : [];
  return [
    [REPORT_TITLE],
    ['Period', { date: report.from }, { date: report.to }],
    ['Interval', REPORT_INTERVAL_LABELS[report.interval]],
    ['Group by', REPORT_GROUP_LABELS[report.groupBy]],
    ...filters.map((filter) => [filter.label, filter.value]),
    [],
    [
      REPORT_GROUP_LABELS[report.groupBy],
      ...report.buckets.map((start) => bucketExportHeading(start, report.interval, report)),
      'Total',
      ...Object.values(REPORT_STATUS_LABELS),
      ...(currencies ? amountHeadings(currencies) : []),
    ],
    ...report.groups.map((group) => [
      group.name,
      ...group.byBucket,
      group.total,
      ...split(group.byStatus),
      ...money(group.amounts),
    ]),
    [
      'Total',
      ...report.totals.byBucket,
      report.totals.total,
      ...split(report.totals.byStatus),
      ...money(report.totals.amounts),
    ],
  ];
}

/** The index of the table's header row in `reportRows` (0-based). */
export const headerRowIndex = (filters: NamedFilter[]) => 5 + filters.length;

/** The rows as CSV (UTF-8 with a byte-order mark, CRLF lines), a row at a time. */
export function reportCsv(rows: Cell[][]): Readable {
  return Readable.from(
    (function* lines() {
      yield '\uFEFF';
      for (const row of rows)
        yield `${row
          .map((cell) =>
            cell === null
              ? ''
              : isMoney(cell)
                ? majorText(cell)
                : typeof cell === 'object'
                  ? cell.date
                  : csvField(cell, typeof cell === 'string'),
          )
          .join(',')}\r\n`;
    })(),
    { objectMode: false },
  );
}

/**
 * The rows as an XLSX workbook, written by exceljs's streaming writer a row at a time: dates are
 * dates, hours numbers (two decimals), amounts numbers in major units (the currency's decimals),
 * the title and the table's header bold.
 */
export function reportXlsx(rows: Cell[][], headerIndex: number): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Hours Over Period', {
    views: [{ state: 'frozen', ySplit: headerIndex + 1, xSplit: 1 }],
  });
  sheet.getColumn(1).width = 32;
  rows.forEach((cells, index) => {
    const row = sheet.addRow(
      cells.map((cell) =>
        cell === null
          ? null
          : isMoney(cell)
            ? Number(majorText(cell))
            : typeof cell === 'object'
              ? new Date(`${cell.date}T00:00:00Z`)
              : cell,
      ),
    );
    row.eachCell((cell, column) => {
      const source = cells[column - 1];
      if (cell.value instanceof Date) cell.numFmt = 'yyyy-mm-dd';
      else if (source && isMoney(source)) {
        const digits = minorDigits(source.currency);
        cell.numFmt = digits ? `#,##0.${'0'.repeat(digits)}` : '#,##0';
      } else if (typeof cell.value === 'number') cell.numFmt = '0.00';
    });
    if (index === 0 || index === headerIndex || index === rows.length - 1)
      row.font = { bold: true };
    row.commit();
  });
  sheet.commit();
  workbook.commit().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
