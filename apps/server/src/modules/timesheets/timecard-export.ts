import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { csvField, type ExportFormat } from '../../lib/export-files.ts';
import { EXPORT_COLUMNS, type ExportRow } from './search.presenter.ts';

// The formats and the CSV field rule are every export's (lib/export-files.ts), named here too
// for the exports built on the timecard one.
export { csvField, EXPORT_TYPES, type ExportFormat } from '../../lib/export-files.ts';

/** `attachment; filename=timecards-YYYY-MM-DD.csv` for the day the export is made. */
export const exportDisposition = (format: ExportFormat, day: string) =>
  `attachment; filename="timecards-${day}.${format}"`;

// Hours and dates are values: never taken for a formula.
const VALUE_KEYS = new Set<keyof ExportRow>(['hours', 'date']);

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
