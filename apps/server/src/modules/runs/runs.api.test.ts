import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { lineAmount } from '@tallysheet/contract/rates/rates';
import { buildClient, buildSupplier, buildTenant } from '../../test/factories.ts';
import { engine } from '../../test/harness.ts';
import {
  adminCreates,
  designReview,
  row,
  useTimesheetApp,
  type TimesheetWorld,
} from '../../test/timesheet-world.ts';
import { payRules } from '../../db/schema/index.ts';
import { QBO_COLUMNS, XERO_COLUMNS } from './accounting-export.ts';
import { INVOICE_RUN_COLUMNS, PAY_RUN_COLUMNS } from './runs-export.ts';

// Issue 31 §3: pay and invoice runs over approved hours, never paid or billed twice.
const { ctx, newWorld, saveWeek, reviewAsAdmin } = useTimesheetApp();
const call = (
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  body?: object,
) => ctx.app.inject({ method, url, headers, ...(body && { payload: body }) });

/** Ava's week of November 21 and the period the runs take: that Saturday–Friday week. */
const WEEK = '2026-11-21';
const PERIOD = { from: WEEK, to: '2026-11-27' };

/** Ava's rate on Design from November: bills $120.50, pays $80.33 an hour. */
async function addRate(world: TimesheetWorld) {
  await adminCreates(ctx, world, '/api/admin/rates', {
    userId: world.associate.userId,
    projectId: world.project.id,
    billRate: 12050,
    payRate: 8033,
    currency: 'USD',
    effectiveFrom: '2026-11-01',
  });
}

/** Ava's Design week: Monday 8 h, Tuesday 7.5 h, Wednesday 3 h; Monday and Tuesday approved. */
async function approvedWeek(world: TimesheetWorld) {
  const { timesheetId } = await saveWeek(world.as(world.associate), {
    periodStart: WEEK,
    timeCards: [row(world.project.id, world.design.id, { monday: 8, tuesday: 7.5, wednesday: 3 })],
  });
  const reviewed = await reviewAsAdmin(world, {
    timesheetId,
    ...designReview(world, { monday: { review: 'approved' }, tuesday: { review: 'approved' } }),
  });
  expect(reviewed.statusCode, reviewed.body).toBe(200);
  await addRate(world);
  return timesheetId;
}

const payRun = async (world: TimesheetWorld, body: object = PERIOD) => {
  const response = await call('POST', '/api/admin/pay-runs', world.as(world.admin), body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};
const invoiceRun = async (world: TimesheetWorld, body: object = {}) => {
  const response = await call('POST', '/api/admin/invoice-runs', world.as(world.admin), {
    ...PERIOD,
    clientId: world.clientId,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};
const act = (world: TimesheetWorld, kind: 'pay' | 'invoice', id: string, verb: string) =>
  call(
    'POST',
    `/api/admin/${kind}-runs/${id}/${verb}`,
    world.as(world.admin),
    verb === 'void' ? { reason: 'Wrong rate' } : undefined,
  );
const file = (world: TimesheetWorld, kind: 'pay' | 'invoice', id: string, format: string) =>
  call('GET', `/api/admin/${kind}-runs/${id}?format=${format}`, world.as(world.admin));

/** A CSV's rows (RFC 4180 quoting), its byte-order mark gone. */
function csvRows(body: string): string[][] {
  const rows: string[][] = [];
  for (const line of body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')) {
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    for (let index = 0; index < line.length; index++) {
      const char = line[index]!;
      if (quoted && char === '"' && line[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = !quoted;
      else if (char === ',' && !quoted) {
        cells.push(cell);
        cell = '';
      } else cell += char;
    }
    rows.push([...cells, cell]);
  }
  return rows;
}

describe(`pay and invoice runs on ${engine}`, () => {
  it('a pay run prices approved hours once per line; unapproved hours are shown apart', async () => {
    const world = await newWorld();
    await approvedWeek(world);
    const run = await payRun(world);
    expect(run).toMatchObject({ number: 1, status: 'draft', ...PERIOD, supplierId: null });
    expect(run.lines).toHaveLength(1);
    const [line] = run.lines;
    expect(line).toMatchObject({
      userId: world.associate.userId,
      userFullName: 'Ava Associate',
      payRate: 8033,
      currency: 'USD',
    });
    expect(line.regularHours + line.overtimeHours + line.holidayHours).toBe(15.5);
    // 15.5 h × $80.33 = $1,245.115, rounded once, half away from zero.
    expect(line.amount).toBe(lineAmount(930, 8033));
    expect(run.totals).toEqual([{ currency: 'USD', amount: line.amount }]);
    // Wednesday's 3 h wait for a decision: excluded, shown apart.
    expect(run.excludedHours).toBe(3);
    expect(run.excluded).toEqual([
      { userId: world.associate.userId, userFullName: 'Ava Associate', hours: 3 },
    ]);
    // Idempotency-Key: the same creating POST again answers the first run, drawing up none.
    const keyed = { ...world.as(world.admin), 'idempotency-key': `pay-${world.tenantId}` };
    const once = await call('POST', '/api/admin/pay-runs', keyed, PERIOD);
    const twice = await call('POST', '/api/admin/pay-runs', keyed, PERIOD);
    expect(twice.json().id).toBe(once.json().id);
    const trail = await call('GET', `/api/admin/audit?entityType=payRun`, world.as(world.admin));
    expect(trail.json().entries).toMatchObject([
      { action: 'create', entityId: once.json().id },
      { action: 'create', entityId: run.id },
    ]);
  });

  it('a finalised run’s hours are in no later run of its kind, locked, and back after a void', async () => {
    const world = await newWorld();
    const timesheetId = await approvedWeek(world);
    const first = await payRun(world);
    const finalised = await act(world, 'pay', first.id, 'finalise');
    expect(finalised.statusCode, finalised.body).toBe(200);
    expect(finalised.json()).toMatchObject({ status: 'finalised', finalisedBy: 'Adam Admin' });
    expect((await act(world, 'pay', first.id, 'finalise')).statusCode).toBe(409);

    const second = await payRun(world);
    expect(second).toMatchObject({ number: 2, lines: [], totals: [] });
    // An invoice run is another kind: the same hours are still to invoice.
    const invoice = await invoiceRun(world);
    expect(invoice.lines.length).toBeGreaterThan(0);

    // The paid days are locked: reopening one for resubmission names the run.
    const reopen = await call('POST', '/api/ts/update-resubmission-status', world.as(world.admin), {
      timesheetId,
      newStatus: true,
      days: [{ projectId: world.project.id, taskId: world.design.id, day: '2026-11-23' }],
      reason: 'Typo',
    });
    expect(reopen.statusCode, reopen.body).toBe(409);
    expect(reopen.json()).toMatchObject({ code: 'PERIOD_CLOSED', message: 'Paid in pay run 1' });

    // A run drawn up after the finalise holds none of those days, so there is nothing to finalise.
    const empty = await act(world, 'pay', second.id, 'finalise');
    expect(empty.statusCode, empty.body).toBe(409);
    expect(empty.json()).toMatchObject({ message: 'This run has no approved hours to finalise' });
    const third = await payRun(world);
    expect(third.lines).toEqual([]);

    const voided = await act(world, 'pay', first.id, 'void');
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toMatchObject({ status: 'voided', voidReason: 'Wrong rate' });
    const again = await payRun(world);
    expect(again.lines).toHaveLength(1);
    expect(again.totals).toEqual(first.totals);
    const trail = await call(
      'GET',
      `/api/admin/audit?entityType=payRun&entityId=${first.id}`,
      world.as(world.admin),
    );
    expect(trail.json().entries.map((entry: { action: string }) => entry.action)).toEqual([
      'void',
      'finalise',
      'create',
    ]);
  });

  it('a draft with no approved hours is not finalised: 409, and it stays a draft', async () => {
    const world = await newWorld();
    for (const kind of ['pay', 'invoice'] as const) {
      const draft = kind === 'pay' ? await payRun(world) : await invoiceRun(world);
      expect(draft.lines).toEqual([]);
      const refused = await act(world, kind, draft.id, 'finalise');
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({
        message: 'This run has no approved hours to finalise',
      });
      const after = await call('GET', `/api/admin/${kind}-runs/${draft.id}`, world.as(world.admin));
      expect(after.json()).toMatchObject({ status: 'draft', finalisedAt: null });
    }
  });

  it('finalising a draft whose days another run took since is a 409 and writes nothing', async () => {
    const world = await newWorld();
    await approvedWeek(world);
    const a = await payRun(world);
    const b = await payRun(world);
    // Both at once: one takes the days, the other finds them taken.
    const answers = await Promise.all([
      act(world, 'pay', a.id, 'finalise'),
      act(world, 'pay', b.id, 'finalise'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().message).toBe(
      'The approved hours of this period changed since the run was drawn up: create it again',
    );
    const list = await call('GET', '/api/admin/pay-runs', world.as(world.admin));
    expect(
      list
        .json()
        .runs.map((run: { status: string }) => run.status)
        .sort(),
    ).toEqual(['draft', 'finalised']);
  });

  it('a pay draft is stale at finalise when a day of its period was approved or reopened since, and takes nothing', async () => {
    const world = await newWorld();
    const timesheetId = await approvedWeek(world);
    const draft = await payRun(world);
    // Wednesday approved after the draft: the period's open days are no longer the draft's.
    const reviewed = await reviewAsAdmin(world, {
      timesheetId,
      ...designReview(world, {
        monday: { review: 'approved' },
        tuesday: { review: 'approved' },
        wednesday: { review: 'approved' },
      }),
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const stale = await act(world, 'pay', draft.id, 'finalise');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'The approved hours of this period changed since the run was drawn up: create it again',
    );
    const after = await call('GET', `/api/admin/pay-runs/${draft.id}`, world.as(world.admin));
    expect(after.json()).toMatchObject({ status: 'draft', lines: draft.lines });
    // Nothing was claimed: a run drawn up now has the three days and finalises.
    const again = await payRun(world);
    expect(again.lines).toMatchObject([{ regularHours: 18.5 }]);
    // Monday reopened after that draft: stale too.
    const reopened = await call(
      'POST',
      '/api/ts/update-resubmission-status',
      world.as(world.admin),
      {
        timesheetId,
        newStatus: true,
        days: [{ projectId: world.project.id, taskId: world.design.id, day: '2026-11-23' }],
        reason: 'Typo',
      },
    );
    expect(reopened.statusCode, reopened.body).toBe(204);
    expect((await act(world, 'pay', again.id, 'finalise')).statusCode).toBe(409);
    const last = await payRun(world);
    expect(last.lines).toMatchObject([{ regularHours: 10.5 }]);
    expect((await act(world, 'pay', last.id, 'finalise')).statusCode).toBe(200);
  });

  it('a draft whose day was reopened since is stale at finalise; grouped per project, one line a project', async () => {
    const world = await newWorld();
    const timesheetId = await approvedWeek(world);
    const draft = await invoiceRun(world, { groupBy: 'project' });
    expect(draft.lines).toMatchObject([
      { projectId: world.project.id, userId: null, userFullName: null, hours: 15.5 },
    ]);
    const reopened = await call(
      'POST',
      '/api/ts/update-resubmission-status',
      world.as(world.admin),
      {
        timesheetId,
        newStatus: true,
        days: [{ projectId: world.project.id, taskId: world.design.id, day: '2026-11-23' }],
        reason: 'Typo',
      },
    );
    expect(reopened.statusCode, reopened.body).toBe(204);
    const stale = await act(world, 'invoice', draft.id, 'finalise');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'The approved hours of this period changed since the run was drawn up: create it again',
    );
    const after = await call('GET', `/api/admin/invoice-runs/${draft.id}`, world.as(world.admin));
    expect(after.json()).toMatchObject({ status: 'draft', total: draft.total });
    // A new run leaves the reopened Monday out.
    expect((await invoiceRun(world, { groupBy: 'project' })).lines).toMatchObject([{ hours: 7.5 }]);
  });

  it('overtime past 40 hours a week is paid at its multiplier, and billed apart when the rules say', async () => {
    const world = await newWorld();
    const nine = { hours: 9, description: '' };
    const { timesheetId } = await saveWeek(world.as(world.associate), {
      periodStart: WEEK,
      timeCards: [
        row(world.project.id, world.design.id, {
          monday: nine,
          tuesday: nine,
          wednesday: nine,
          thursday: nine,
          friday: nine,
        }),
      ],
    });
    const approved = { review: 'approved' };
    await reviewAsAdmin(world, {
      timesheetId,
      ...designReview(world, {
        monday: approved,
        tuesday: approved,
        wednesday: approved,
        thursday: approved,
        friday: approved,
      }),
    });
    await addRate(world);
    const run = await payRun(world);
    expect(run.lines).toMatchObject([{ regularHours: 40, overtimeHours: 5, holidayHours: 0 }]);
    // One rounding per line: (40 h + 5 h × 1.5) at $80.33.
    expect(run.lines[0].amount).toBe(lineAmount(40 * 60 + 5 * 60 * 1.5, 8033));
    // Billed at the plain rate by default: one line of 45 h.
    const plain = await invoiceRun(world);
    expect(plain.lines).toMatchObject([{ kind: 'regular', hours: 45 }]);
    await ctx.db.withTenant(world.tenantId, (tx) =>
      tx.insert(payRules).values({
        tenantId: world.tenantId,
        weeklyOvertimeAfterMinutes: 2400,
        overtimeMultiplier: 150,
        holidayMultiplier: 100,
        billOvertimeMultiplier: 200,
        updatedAt: new Date(),
      }),
    );
    const split = await invoiceRun(world);
    expect(split.lines).toMatchObject([
      { kind: 'regular', hours: 40, amount: lineAmount(2400, 12050) },
      { kind: 'overtime', hours: 5, amount: lineAmount(600, 12050) },
    ]);
    expect(split.total).toBe(lineAmount(2400, 12050) + lineAmount(600, 12050));
  });

  it('a rate that changes mid-period prices each day at the rate of its day, overtime too; unapproved hours stay apart', async () => {
    const world = await newWorld();
    const twelve = { hours: 12, description: '' };
    const { timesheetId } = await saveWeek(world.as(world.associate), {
      periodStart: WEEK,
      timeCards: [
        row(world.project.id, world.design.id, {
          monday: twelve,
          tuesday: twelve,
          wednesday: twelve,
          thursday: twelve,
          friday: 3,
        }),
      ],
    });
    const approved = { review: 'approved' };
    await reviewAsAdmin(world, {
      timesheetId,
      ...designReview(world, {
        monday: approved,
        tuesday: approved,
        wednesday: approved,
        thursday: approved,
      }),
    });
    await addRate(world);
    // From Wednesday Ava's rates rise; another project's rate, from Tuesday, moves none of hers.
    await adminCreates(ctx, world, '/api/admin/rates', {
      userId: world.associate.userId,
      projectId: world.project.id,
      billRate: 13000,
      payRate: 9000,
      currency: 'USD',
      effectiveFrom: '2026-11-25',
    });
    await adminCreates(ctx, world, '/api/admin/rates', {
      projectId: world.lonely.id,
      payRate: 5000,
      currency: 'USD',
      effectiveFrom: '2026-11-24',
    });
    const run = await payRun(world);
    // 48 approved hours: Monday and Tuesday at the old rate, Wednesday and Thursday at the new
    // one, whose last 8 hours are the week's overtime (paid at 1.5 ×).
    expect(run.lines).toMatchObject([
      { payRate: 8033, regularHours: 24, overtimeHours: 0, amount: lineAmount(24 * 60, 8033) },
      {
        payRate: 9000,
        regularHours: 16,
        overtimeHours: 8,
        amount: lineAmount(16 * 60 + 8 * 60 * 1.5, 9000),
      },
    ]);
    expect(run.excludedHours).toBe(3);
    // Billed at the rate of each day, overtime as regular hours.
    const invoice = await invoiceRun(world);
    expect(invoice.lines).toMatchObject([
      { kind: 'regular', hours: 24, billRate: 12050, amount: lineAmount(24 * 60, 12050) },
      { kind: 'regular', hours: 24, billRate: 13000, amount: lineAmount(24 * 60, 13000) },
    ]);
    expect(invoice.excludedHours).toBe(3);
    // The draft's fingerprint is finalise's own: it takes the days.
    const finalised = await act(world, 'pay', run.id, 'finalise');
    expect(finalised.statusCode, finalised.body).toBe(200);
  });

  it('a pay run for a supplier pays only the associates it supplies', async () => {
    const world = await newWorld();
    await approvedWeek(world);
    const { id: supplierId } = await buildSupplier(ctx.db, {
      tenantId: world.tenantId,
      name: 'Staff Co',
    });
    const none = await payRun(world, { ...PERIOD, supplierId });
    expect(none).toMatchObject({ supplierName: 'Staff Co', lines: [], excludedHours: 0 });
  });

  it('exports: each file has its columns and its totals match the lines', async () => {
    const world = await newWorld();
    await approvedWeek(world);
    const pay = await payRun(world);
    const payCsv = csvRows((await file(world, 'pay', pay.id, 'csv')).body);
    const header = payCsv.findIndex((cells) => cells[0] === 'Supplier' && cells[1] === 'Associate');
    expect(payCsv[header]).toEqual([...PAY_RUN_COLUMNS]);
    const total = payCsv.find((cells) => cells[0] === 'Total')!;
    expect(Number(total[6])).toBe(pay.totals[0].amount / 100);

    const payXlsx = await file(world, 'pay', pay.id, 'xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(payXlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(header + 1).values).toEqual([undefined, ...PAY_RUN_COLUMNS]);

    const invoice = await invoiceRun(world);
    expect(invoice).toMatchObject({ clientName: 'Northwind', currency: 'USD' });
    const sum = invoice.lines.reduce(
      (acc: number, line: { amount: number }) => acc + line.amount,
      0,
    );
    expect(invoice.total).toBe(sum);
    const invoiceCsv = csvRows((await file(world, 'invoice', invoice.id, 'csv')).body);
    expect(invoiceCsv.find((cells) => cells[0] === 'Project')).toEqual([...INVOICE_RUN_COLUMNS]);

    const qbo = csvRows((await file(world, 'invoice', invoice.id, 'qbo')).body);
    expect(qbo[0]).toEqual([...QBO_COLUMNS]);
    const qboTotal = qbo
      .slice(1)
      .reduce((acc, cells) => acc + Math.round(Number(cells[11]) * 100), 0);
    expect(qboTotal).toBe(invoice.total);
    expect(qbo[1]!.slice(0, 2)).toEqual([String(invoice.number), 'Northwind']);

    const xero = csvRows((await file(world, 'invoice', invoice.id, 'xero')).body);
    expect(xero[0]).toEqual([...XERO_COLUMNS]);
    const xeroTotal = xero
      .slice(1)
      .reduce((acc, cells) => acc + Number(cells[17]) * Number(cells[18]), 0);
    expect(Math.round(xeroTotal * 100)).toBe(invoice.total);

    const pdf = await file(world, 'invoice', invoice.id, 'pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses bad input naming the field, and another tenant’s run, client or supplier', async () => {
    const world = await newWorld();
    const bad = await call('POST', '/api/admin/pay-runs', world.as(world.admin), {
      from: '2026-11-30',
      to: '2026-11-01',
    });
    expect(bad.statusCode).toBe(400);
    const noClient = await call('POST', '/api/admin/invoice-runs', world.as(world.admin), PERIOD);
    expect(noClient.statusCode).toBe(400);
    expect(noClient.json().issues.map((issue: { path: string }) => issue.path)).toContain(
      'clientId',
    );
    const { tenantId } = await buildTenant(ctx.db);
    const { id: foreignClient } = await buildClient(ctx.db, { tenantId });
    const { id: foreignSupplier } = await buildSupplier(ctx.db, { tenantId });
    const client404 = await call('POST', '/api/admin/invoice-runs', world.as(world.admin), {
      ...PERIOD,
      clientId: foreignClient,
    });
    expect(client404.statusCode).toBe(404);
    const supplier404 = await call('POST', '/api/admin/pay-runs', world.as(world.admin), {
      ...PERIOD,
      supplierId: foreignSupplier,
    });
    expect(supplier404.statusCode).toBe(404);
    const other = await newWorld();
    const theirs = await payRun(other);
    expect(
      (await call('GET', `/api/admin/pay-runs/${theirs.id}`, world.as(world.admin))).statusCode,
    ).toBe(404);
    expect((await act(world, 'pay', theirs.id, 'finalise')).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/admin/pay-runs/${theirs.id}`, world.as(world.associate))).statusCode,
    ).toBe(403);
  });
});
