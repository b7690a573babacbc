import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { EXPORT_COLUMNS, type ExportRow } from './search.presenter.ts';

export const EXPORT_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
export type ExportFormat = keyof typeof EXPORT_TYPES;

/** `attachment; filename=timecards-YYYY-MM-DD.csv` for the day the export is made. */
export const exportDisposition = (format: ExportFormat, day: string) =>
  `attachment; filename="timecards-${day}.${format}"`;

// Hours and dates are values: never taken for a formula.
const VALUE_KEYS = new Set<keyof ExportRow>(['hours', 'date']);

/**
 * A CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A text cell that
 * a spreadsheet would read as a formula (=, +, -, @) is prefixed with an apostrophe.
 */
export function csvField(value: string | number, text: boolean): string {
  let field = String(value);
  if (text && /^[=+\-@\t\r]/.test(field)) field = `'${field}`;
  return /[",\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}

const csvLine = (cells: string[]) => `${cells.join(',')}\r\n`;

/** The rows as CSV (UTF-8 with a byte-order mark, CRLF lines), a chunk at a time. */
export function csvStream(chunks: AsyncIterable<ExportRow[]>): Readable {
  return Readable.from(
    (async function* lines() {
      yield `\uFEFF${csvLine(EXPORT_COLUMNS.map((column) => csvField(column.header, true)))}`;
      for await (const rows of chunks)
        yield rows
          .map((row) =>
            csvLine(EXPORT_COLUMNS.map(({ key }) => csvField(row[key], !VALUE_KEYS.has(key)))),
          )
          .join('');
    })(),
    { objectMode: false },
  );
}

const WIDTHS: Partial<Record<keyof ExportRow, number>> = {
  associate: 24,
  supplier: 20,
  client: 20,
  project: 24,
  task: 20,
  date: 12,
  hours: 8,
  description: 48,
  status: 10,
  review: 10,
  reviewComment: 40,
};

/**
 * The rows as an XLSX workbook written by exceljs's streaming writer: each row is committed
 * (flushed into the zip) as it comes; the header is bold, dates are dates, hours numbers.
 */
export function xlsxStream(chunks: AsyncIterable<ExportRow[]>): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Timecards', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map(({ key, header }) => ({
    key,
    header,
    width: WIDTHS[key],
    style:
      key === 'date'
        ? { numFmt: 'yyyy-mm-dd' }
        : key === 'hours'
          ? { numFmt: '0.00' }
          : key === 'description' || key === 'reviewComment'
            ? { alignment: { wrapText: true, vertical: 'top' } }
            : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const write = async () => {
    for await (const rows of chunks) {
      for (const row of rows)
        sheet.addRow({ ...row, date: new Date(`${row.date}T00:00:00Z`) }).commit();
      // exceljs ignores back-pressure: wait for the client to take what is buffered.
      if (output.writableNeedDrain)
        await Promise.race([once(output, 'drain'), once(output, 'close')]);
      if (output.destroyed) return; // the client went away: stop reading
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
