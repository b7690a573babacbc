import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { REPORT_STATUS_LABELS } from '@tallysheet/contract/reporting/hours-over-period';
import { formatDay, weekLabel } from '@tallysheet/contract/timesheets/week';
import { assertOutsideTransaction } from '../../db/client.ts';
import {
  field,
  formatInstant,
  headCell,
  INK,
  landscapePdf,
  letterhead,
  pageFooters,
  RULE,
} from '../../lib/pdf-document.ts';

/** A row of the vendor report: one associate's week. Hours as numbers. */
export interface VendorRow {
  associate: string;
  weekStart: string;
  total: number;
  approved: number;
  pending: number;
  rejected: number;
}

export interface VendorReport {
  brandName: string;
  companyName: string;
  supplierName: string;
  from: string;
  to: string;
  rows: VendorRow[];
  totals: Omit<VendorRow, 'associate' | 'weekStart'>;
  generatedAt: Date;
}

export const VENDOR_TITLE = 'Vendor report';
const HEADERS = ['Associate', 'Week', 'Hours', ...Object.values(REPORT_STATUS_LABELS)];
const hours = (value: number) => value.toFixed(2);
export const periodText = (from: string, to: string) => `${formatDay(from)} – ${formatDay(to)}`;

/**
 * The vendor report as a PDF, in the timesheet PDF's look: company, supplier and period, a row
 * per associate and week with hours and the approval split, totals, and a footer on each page.
 * Rendering is CPU work outside the database: never inside a transaction.
 */
export function renderVendorPdf(report: VendorReport): Promise<Buffer> {
  assertOutsideTransaction('Rendering a PDF');
  const { doc, done } = landscapePdf({
    title: `${VENDOR_TITLE}: ${report.supplierName}, ${periodText(report.from, report.to)}`,
    author: report.companyName,
    creator: report.brandName,
    createdAt: report.generatedAt,
  });
  letterhead(doc, report, VENDOR_TITLE);
  field(doc, 'Supplier', report.supplierName);
  field(doc, 'Period', periodText(report.from, report.to));
  doc.moveDown(0.8);
  const number = (value: number) => ({ text: hours(value), align: { x: 'right' as const } });
  doc.fontSize(8.5).fillColor(INK);
  if (report.rows.length === 0) doc.text('No hours were submitted in this period.');
  else
    doc.table({
      columnStyles: ['*', 190, 60, 70, 70, 70],
      defaultStyle: { border: 0.5, borderColor: RULE, padding: 3 },
      data: [
        HEADERS.map(headCell),
        ...report.rows.map((row) => [
          row.associate,
          weekLabel(row.weekStart),
          number(row.total),
          number(row.approved),
          number(row.pending),
          number(row.rejected),
        ]),
        [
          headCell('Total'),
          headCell(''),
          { ...headCell(hours(report.totals.total)), align: { x: 'right' as const } },
          { ...headCell(hours(report.totals.approved)), align: { x: 'right' as const } },
          { ...headCell(hours(report.totals.pending)), align: { x: 'right' as const } },
          { ...headCell(hours(report.totals.rejected)), align: { x: 'right' as const } },
        ],
      ],
    });
  pageFooters(
    doc,
    (page, count) =>
      `${report.supplierName} · ${periodText(report.from, report.to)} · generated ${formatInstant(
        report.generatedAt.toISOString(),
      )} by ${report.brandName} · page ${page} of ${count}`,
  );
  doc.end();
  return done;
}

/** The vendor report as an XLSX workbook, streamed: dates are dates, hours numbers. */
export function vendorXlsx(report: VendorReport): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Vendor report', { views: [{ state: 'frozen', ySplit: 5 }] });
  sheet.columns = [{ width: 32 }, { width: 14 }, ...HEADERS.slice(2).map(() => ({ width: 12 }))];
  const date = (day: string) => new Date(`${day}T00:00:00Z`);
  const add = (cells: (string | number | Date)[], bold = false) => {
    const row = sheet.addRow(cells);
    row.eachCell((cell) => {
      if (cell.value instanceof Date) cell.numFmt = 'yyyy-mm-dd';
      else if (typeof cell.value === 'number') cell.numFmt = '0.00';
    });
    if (bold) row.font = { bold: true };
    row.commit();
  };
  add([`${VENDOR_TITLE}: ${report.supplierName}`], true);
  add(['Company', report.companyName]);
  add(['Period', date(report.from), date(report.to)]);
  add([]);
  add(['Associate', 'Week starting', ...HEADERS.slice(2)], true);
  for (const row of report.rows)
    add([row.associate, date(row.weekStart), row.total, row.approved, row.pending, row.rejected]);
  const { total, approved, pending, rejected } = report.totals;
  add(['Total', '', total, approved, pending, rejected], true);
  sheet.commit();
  workbook.commit().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
