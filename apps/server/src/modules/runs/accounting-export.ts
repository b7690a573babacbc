import { Readable } from 'node:stream';
import { minorDigits } from '@tallysheet/contract/rates/rates';
import type { InvoiceRun, InvoiceRunLine } from '@tallysheet/contract/runs/runs';
import { addDays } from '@tallysheet/contract/timesheets/week';
import { csvField } from '../timesheets/timecard-export.ts';
import { majorText } from './runs-export.ts';

/**
 * An invoice run as the CSV import files of QuickBooks Online (invoices) and Xero (sales
 * invoices): one row per priced line, the invoice's fields repeated on each (both importers
 * group rows into an invoice by its number). Lines without a bill rate are left out: they have
 * no price to bill. Text goes through the exports' CSV writer (formula escaping).
 */

/** Days from the invoice date to the due date: the usual "Net 30" terms. */
export const PAYMENT_DAYS = 30;
export const TERMS = 'Net 30';

/**
 * QuickBooks Online, "Import invoices" (Sales > Invoices > Import invoices), the columns of
 * its sample CSV in its order; dates as MM/DD/YYYY (its US sample's format).
 */
export const QBO_COLUMNS = [
  'InvoiceNo',
  'Customer',
  'InvoiceDate',
  'DueDate',
  'Terms',
  'Location',
  'Memo',
  'Item(Product/Service)',
  'ItemDescription',
  'ItemQuantity',
  'ItemRate',
  'ItemAmount',
  'Taxable',
  'TaxRate',
] as const;

/**
 * Xero, the sales invoice import template (Business > Invoices > Import, its
 * "SalesInvoiceTemplate.csv"), every column in its order; `*` marks what Xero requires. Dates
 * as DD/MM/YYYY (the template's); AccountCode 200 and TaxType "Tax Exempt" are the sales
 * account and tax rate of Xero's default chart of accounts, to change in the file if needed.
 */
export const XERO_COLUMNS = [
  '*ContactName',
  'EmailAddress',
  'POAddressLine1',
  'POAddressLine2',
  'POAddressLine3',
  'POAddressLine4',
  'POCity',
  'PORegion',
  'POPostalCode',
  'POCountry',
  '*InvoiceNumber',
  'Reference',
  '*InvoiceDate',
  '*DueDate',
  'Total',
  'InventoryItemCode',
  '*Description',
  '*Quantity',
  '*UnitAmount',
  'Discount',
  '*AccountCode',
  '*TaxType',
  'TaxAmount',
  'TrackingName1',
  'TrackingOption1',
  'TrackingName2',
  'TrackingOption2',
  'Currency',
  'BrandingTheme',
] as const;
export const XERO_ACCOUNT_CODE = '200';
export const XERO_TAX_TYPE = 'Tax Exempt';

type Priced = InvoiceRunLine & { amount: number; billRate: number; currency: string };
const priced = (run: InvoiceRun) =>
  run.lines.filter(
    (line): line is Priced =>
      line.amount !== null && line.billRate !== null && line.currency === run.currency,
  );

/** The invoice's date: the day the run was finalised (or drawn up, for a draft). */
const invoiceDay = (run: InvoiceRun) => (run.finalisedAt ?? run.createdAt).slice(0, 10);
const usDate = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
const ukDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const quantity = (hours: number) => String(Math.round(hours * 100) / 100);

/** The price of an hour of the line: its amount over its hours (the multiplier included). */
function unitRate(line: Priced) {
  const digits = minorDigits(line.currency);
  const perHour = line.hours > 0 ? line.amount / line.hours : line.billRate;
  return (perHour / 10 ** digits).toFixed(digits + 2).replace(/0{1,2}$/, '');
}

/** The file: header and rows, text escaped against formulas, the `numeric` columns as they are. */
const csv = (header: readonly string[], rows: string[][], numeric: Set<number>): Readable =>
  Readable.from(
    [
      `\uFEFF${header.map((cell) => csvField(cell, true)).join(',')}\r\n`,
      ...rows.map(
        (row) => `${row.map((cell, index) => csvField(cell, !numeric.has(index))).join(',')}\r\n`,
      ),
    ],
    { objectMode: false },
  );

/** The QuickBooks Online rows (for the file and the tests). */
export function qboRows(run: InvoiceRun): string[][] {
  const day = invoiceDay(run);
  return priced(run).map((line) => [
    String(run.number),
    run.clientName,
    usDate(day),
    usDate(addDays(day, PAYMENT_DAYS)),
    TERMS,
    '',
    `Hours ${run.from} – ${run.to}`,
    'Hours',
    line.description,
    quantity(line.hours),
    unitRate(line),
    majorText(line.amount, line.currency),
    'N',
    '',
  ]);
}

/** The Xero rows (for the file and the tests). */
export function xeroRows(run: InvoiceRun): string[][] {
  const day = invoiceDay(run);
  return priced(run).map((line) => [
    run.clientName,
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    `INV-${run.number}`,
    `Hours ${run.from} – ${run.to}`,
    ukDate(day),
    ukDate(addDays(day, PAYMENT_DAYS)),
    '',
    '',
    line.description,
    quantity(line.hours),
    unitRate(line),
    '',
    XERO_ACCOUNT_CODE,
    XERO_TAX_TYPE,
    '',
    'Project',
    line.projectName,
    '',
    '',
    line.currency,
    '',
  ]);
}

export const qboCsv = (run: InvoiceRun) => csv(QBO_COLUMNS, qboRows(run), new Set([9, 10, 11]));
export const xeroCsv = (run: InvoiceRun) => csv(XERO_COLUMNS, xeroRows(run), new Set([17, 18]));
