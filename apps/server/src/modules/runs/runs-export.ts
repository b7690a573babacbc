import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { minorDigits } from '@tallysheet/contract/rates/rates';
import {
  RUN_MESSAGES,
  runName,
  type InvoiceRun,
  type PayRun,
} from '@tallysheet/contract/runs/runs';
import { reportCsv } from '../reporting/hours-export.ts';

/**
 * A run as a file (issue 31 §3): CSV through the reports' writer (formula escaping, UTF-8 with a
 * byte-order mark, CRLF) or XLSX through exceljs, as the other exports. Amounts are in the
 * currency's major units with its decimals (`1234.50` USD, `1234` JPY), as numbers.
 */

type Cell = string | number | { date: string };

/** Minor units in major units, as a number with the currency's decimals. */
export const majorUnits = (amount: number, currency: string) =>
  Number((amount / 10 ** minorDigits(currency)).toFixed(minorDigits(currency)));

/** Major units as text with the currency's decimals, for the accounting CSVs. */
export const majorText = (amount: number, currency: string) =>
  (amount / 10 ** minorDigits(currency)).toFixed(minorDigits(currency));

const money = (amount: number | null, currency: string | null): Cell =>
  amount === null || currency === null ? RUN_MESSAGES.noRate : majorUnits(amount, currency);
const hours = (value: number) => Math.round(value * 100) / 100;

export const PAY_RUN_COLUMNS = [
  'Supplier',
  'Associate',
  'Regular hours',
  'Overtime hours',
  'Holiday hours',
  'Pay rate',
  'Amount',
  'Currency',
] as const;

/** A pay run as rows: its title and period, the lines, the totals per currency, the excluded hours. */
export function payRunRows(run: PayRun): { rows: Cell[][]; headerIndex: number } {
  const rows: Cell[][] = [
    [runName('pay', run.number)],
    ['Period', { date: run.from }, { date: run.to }],
    ['Supplier', run.supplierName ?? 'All'],
    ['Status', run.status],
    [],
    [...PAY_RUN_COLUMNS],
    ...run.lines.map((line) => [
      line.supplierName ?? '',
      line.userFullName,
      hours(line.regularHours),
      hours(line.overtimeHours),
      hours(line.holidayHours),
      money(line.payRate, line.currency),
      money(line.amount, line.currency),
      line.currency ?? '',
    ]),
    ...run.totals.map((total) => [
      'Total',
      '',
      '',
      '',
      '',
      '',
      majorUnits(total.amount, total.currency),
      total.currency,
    ]),
    [],
    ['Unapproved hours (excluded)', '', hours(run.excludedHours)],
    ...run.excluded.map((entry) => ['', entry.userFullName, hours(entry.hours)]),
  ];
  return { rows, headerIndex: 5 };
}

export const INVOICE_RUN_COLUMNS = [
  'Project',
  'Associate',
  'Kind',
  'Hours',
  'Bill rate',
  'Amount',
  'Currency',
  'Description',
] as const;

/** An invoice run as rows: title, client, period, the lines and the total. */
export function invoiceRunRows(run: InvoiceRun): { rows: Cell[][]; headerIndex: number } {
  const rows: Cell[][] = [
    [runName('invoice', run.number)],
    ['Client', run.clientName],
    ['Period', { date: run.from }, { date: run.to }],
    ['Status', run.status],
    [],
    [...INVOICE_RUN_COLUMNS],
    ...run.lines.map((line) => [
      line.projectName,
      line.userFullName ?? '',
      line.kind,
      hours(line.hours),
      money(line.billRate, line.currency),
      money(line.amount, line.currency),
      line.currency ?? '',
      line.description,
    ]),
    [
      'Total',
      '',
      '',
      '',
      '',
      run.currency ? majorUnits(run.total, run.currency) : 0,
      run.currency ?? '',
    ],
  ];
  return { rows, headerIndex: 5 };
}

export const rowsCsv = (rows: Cell[][]): Readable => reportCsv(rows);

/** The rows as an XLSX workbook (one sheet named after the run), the header row bold. */
export function rowsXlsx(sheetName: string, rows: Cell[][], headerIndex: number): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName, {
    views: [{ state: 'frozen', ySplit: headerIndex + 1 }],
  });
  sheet.getColumn(1).width = 28;
  sheet.getColumn(2).width = 28;
  rows.forEach((cells, index) => {
    const row = sheet.addRow(
      cells.map((cell) => (typeof cell === 'object' ? new Date(`${cell.date}T00:00:00Z`) : cell)),
    );
    row.eachCell((cell) => {
      if (cell.value instanceof Date) cell.numFmt = 'yyyy-mm-dd';
    });
    if (index === 0 || index === headerIndex) row.font = { bold: true };
    row.commit();
  });
  sheet.commit();
  workbook.commit().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
