import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { engine } from '../../test/harness.ts';
import {
  FORMULA,
  useSearchApp,
  TRICKY,
  TWO_LINES,
  type SearchWorld,
} from '../../test/search-world.ts';
import { openTimecardExport } from './search.service.ts';

const searchApp = useSearchApp();
const { ctx, found } = searchApp;

/** RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += char;
  }
  if (field || record.length) throw new Error('the last record does not end with CRLF');
  return records;
}

const HEADER = [
  'Associate',
  'Supplier',
  'Client',
  'Project',
  'Task',
  'Date',
  'Hours',
  'Description',
  'Status',
  'Review',
  'Review comment',
];

async function exportFile(world: SearchWorld, query: Record<string, string>) {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/ts/search-timecards/export?${new URLSearchParams(query)}`,
    headers: world.as(world.admin),
  });
}

/** The shared world's administrator, as the export's service takes its caller. */
const adminOf = (world: SearchWorld) => ({
  tenantId: world.tenantId,
  userId: world.admin.userId,
  role: world.admin.role,
  email: world.admin.email,
  name: world.admin.displayName,
  tenantInternal: false,
});

describe(`Search Timecards export on ${engine}`, () => {
  it('CSV: UTF-8 with a BOM, an attachment, one row per worked day, RFC 4180 quoting', async () => {
    const response = await exportFile(searchApp.shared, {
      format: 'csv',
      sortCol: 'periodStart',
      sortDir: 'asc',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="timecards-2026-11-25.csv"',
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = parseCsv(response.rawPayload.toString('utf8').slice(1));
    expect(header).toEqual(HEADER);
    // The worked days: B2 Fri, A3 Mon,
    // then the week of 11-21: A1 Mon and Tue, A2 Thu, B1 Wed (timesheet order).
    expect(rows).toHaveLength(6);
    expect(rows[0]).toEqual([
      'Bo Builder',
      'Acme Supply',
      'Globex',
      'Migration',
      'Build',
      '2026-11-13',
      '3',
      'Schema follow-up',
      'Rejected',
      'Rejected',
      'Wrong project, please move',
    ]);
    expect(rows[1]).toEqual([
      'Ava Associate',
      '',
      'Northwind',
      'Data platform',
      'Design',
      '2026-11-16',
      '4',
      'Kickoff',
      'Draft',
      '',
      '',
    ]);
    const descriptions = rows.map((fields) => fields[7]);
    expect(descriptions).toContain(TRICKY);
    expect(descriptions).toContain(TWO_LINES);
    // A cell a spreadsheet would run as a formula is kept as text.
    expect(descriptions).toContain(`'${FORMULA}`);
    const monday = rows.find((fields) => fields[7] === TRICKY)!;
    expect(monday.slice(5, 10)).toEqual(['2026-11-23', '8', TRICKY, 'Pending', '']);
    const tuesday = rows.find((fields) => fields[7] === TWO_LINES)!;
    expect(tuesday[6]).toBe('7.5');
    expect(rows.find((fields) => fields[0] === 'Bo Builder' && fields[5] === '2026-11-25')).toEqual(
      expect.arrayContaining(['Approved', 'Cutover rehearsal']),
    );
  });

  it('exports the same matches as the search, with its filters', async () => {
    const csv = async (query: Record<string, string>) => {
      const response = await exportFile(searchApp.shared, { format: 'csv', ...query });
      expect(response.statusCode, response.body).toBe(200);
      return parseCsv(response.rawPayload.toString('utf8').slice(1)).slice(1);
    };
    expect((await csv({ userId: searchApp.shared.bo.userId })).map((r) => r[5]).sort()).toEqual([
      '2026-11-13',
      '2026-11-25',
    ]);
    expect((await csv({ text: 'schema', status: 'pending' })).map((r) => r[5])).toEqual([
      '2026-11-23',
      '2026-11-24',
    ]);
    expect(await csv({ text: 'retrospective' })).toEqual([]);
  });

  it('XLSX: read back with exceljs, a bold header, dates as dates and hours as numbers', async () => {
    const response = await exportFile(searchApp.shared, {
      format: 'xlsx',
      sortCol: 'totalHours',
      sortDir: 'desc',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="timecards-2026-11-25.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Timecards')!;
    expect(sheet.rowCount).toBe(7);
    const header = sheet.getRow(1);
    expect((header.values as unknown[]).slice(1)).toEqual(HEADER);
    expect(header.getCell(1).font?.bold).toBe(true);
    // totalHours desc: A1 (Mon, Tue) first.
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('Ava Associate');
    expect(first.getCell(6).value).toEqual(new Date('2026-11-23T00:00:00Z'));
    expect(first.getCell(6).numFmt).toBe('yyyy-mm-dd');
    expect(first.getCell(7).value).toBe(8);
    expect(first.getCell(8).value).toBe(TRICKY);
    expect(sheet.getRow(3).getCell(7).value).toBe(7.5);
    expect(sheet.getRow(3).getCell(8).value).toBe(TWO_LINES);
    const texts = [2, 3, 4, 5, 6, 7].map((n) => sheet.getRow(n).getCell(8).value);
    expect(texts).toContain(FORMULA); // a string cell, never a formula, in a workbook
    const rejected = [2, 3, 4, 5, 6, 7]
      .map((n) => sheet.getRow(n))
      .find((r) => r.getCell(9).value === 'Rejected')!;
    expect(rejected.getCell(11).value).toBe('Wrong project, please move');
  });

  it('reads every match in chunks, each in its own short transaction, in the search’s order', async () => {
    const caller = adminOf(searchApp.shared);
    for (const sortCol of ['periodStart', 'userFullName', 'projectName', 'totalHours'] as const)
      for (const sortDir of ['asc', 'desc'] as const) {
        const read = async (chunkSize: number) => {
          const before = ctx.db.transactionCount();
          const chunks = await openTimecardExport({
            deps: ctx.app.deps,
            caller,
            query: { format: 'csv', sortCol, sortDir },
            chunkSize,
          });
          const rows = [];
          for await (const chunk of chunks) rows.push(...chunk);
          return { rows, transactions: ctx.db.transactionCount() - before };
        };
        const whole = await read(500);
        const inTwos = await read(2);
        const inOnes = await read(1);
        expect(whole.rows).toHaveLength(6);
        expect(inTwos.rows, `${sortCol} ${sortDir}`).toEqual(whole.rows);
        expect(inOnes.rows, `${sortCol} ${sortDir}`).toEqual(whole.rows);
        // The filter check, then 5 timecards in chunks of 2 (2, 2, 1) or of 1 (and an empty one).
        expect(inTwos.transactions).toBe(1 + 3);
        expect(inOnes.transactions).toBe(1 + 6);
        const search = await found(searchApp.shared, { sortCol, sortDir });
        const cardOrder = [
          ...new Set(whole.rows.map((r) => `${r.associate}|${r.project}|${r.task}|${r.status}`)),
        ];
        expect(cardOrder).toEqual(
          search.timecards.map(
            (hit) =>
              `${hit.userFullName}|${hit.projectName}|${hit.taskName}|${hit.status.charAt(0).toUpperCase()}${hit.status.slice(1)}`,
          ),
        );
      }
  });

  it('a text’s export, read in chunks from its words by week, keeps the search’s order', async () => {
    for (const sortDir of ['asc', 'desc'] as const) {
      const read = async (chunkSize: number) => {
        const chunks = await openTimecardExport({
          deps: ctx.app.deps,
          caller: adminOf(searchApp.shared),
          query: { format: 'csv', sortCol: 'periodStart', sortDir, text: 'schema' },
          chunkSize,
        });
        const rows = [];
        for await (const chunk of chunks) rows.push(...chunk);
        return rows;
      };
      const whole = await read(500);
      const search = await found(searchApp.shared, { text: 'schema', sortDir });
      expect(search.timecards.length, sortDir).toBe(2);
      const cardOrder = [
        ...new Set(whole.map((row) => `${row.associate}|${row.project}|${row.task}`)),
      ];
      expect(cardOrder, sortDir).toEqual(
        search.timecards.map((hit) => `${hit.userFullName}|${hit.projectName}|${hit.taskName}`),
      );
      expect(await read(1), sortDir).toEqual(whole);
    }
  });
});
