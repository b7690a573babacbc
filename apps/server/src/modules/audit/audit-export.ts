import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { AUDIT_ACTOR_LABELS, type AuditActorType } from '@tallysheet/contract/audit/audit';
import { csvField } from '../../lib/export-files.ts';
import type { AuditRow } from './audit.repository.ts';

/** The export's columns, in order: one row per entry, before/after as JSON text. */
const COLUMNS = [
  { key: 'at', header: 'When', width: 22 },
  { key: 'actorType', header: 'Actor type', width: 10 },
  { key: 'actor', header: 'Who', width: 28 },
  { key: 'actorId', header: 'Actor id', width: 20 },
  { key: 'action', header: 'Action', width: 20 },
  { key: 'entityType', header: 'Entity', width: 14 },
  { key: 'entityId', header: 'Entity id', width: 24 },
  { key: 'before', header: 'Before', width: 48 },
  { key: 'after', header: 'After', width: 48 },
  { key: 'requestId', header: 'Request id', width: 14 },
  { key: 'ip', header: 'IP address', width: 16 },
  { key: 'seq', header: 'Position', width: 9 },
  { key: 'hash', header: 'Hash', width: 66 },
] as const;
type Cells = Record<(typeof COLUMNS)[number]['key'], string | number>;

const json = (fields: unknown) => (fields ? JSON.stringify(fields) : '');

function cellsOf(row: AuditRow): Cells {
  return {
    at: row.at.toISOString(),
    actorType: AUDIT_ACTOR_LABELS[row.actorType as AuditActorType] ?? row.actorType,
    actor: row.actorName,
    actorId: row.actorId,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: json(row.before),
    after: json(row.after),
    requestId: row.requestId ?? '',
    ip: row.ip ?? '',
    seq: row.seq,
    hash: row.hash,
  };
}

export const auditDisposition = (format: 'csv' | 'xlsx', day: string) =>
  `attachment; filename="audit-${day}.${format}"`;

const line = (cells: string[]) => `${cells.join(',')}\r\n`;

/** The entries as CSV (UTF-8 with a byte-order mark, CRLF lines; formula-like text defused). */
export function auditCsv(chunks: AsyncIterable<AuditRow[]>): Readable {
  return Readable.from(
    (async function* lines() {
      yield `\uFEFF${line(COLUMNS.map((column) => csvField(column.header, true)))}`;
      for await (const rows of chunks)
        yield rows
          .map((row) => {
            const cells = cellsOf(row);
            return line(COLUMNS.map(({ key }) => csvField(cells[key], key !== 'seq')));
          })
          .join('');
    })(),
    { objectMode: false },
  );
}

/** The entries as an XLSX workbook, streamed a row at a time (exceljs's streaming writer). */
export function auditXlsx(chunks: AsyncIterable<AuditRow[]>): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Audit log', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map(({ key, header, width }) => ({ key, header, width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const write = async () => {
    for await (const rows of chunks) {
      for (const row of rows) sheet.addRow(cellsOf(row)).commit();
      if (output.writableNeedDrain)
        await Promise.race([once(output, 'drain'), once(output, 'close')]);
      if (output.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
