import { describe, expect, it } from 'vitest';
import { buildAssignment, buildSupplier, buildUser } from '../../test/factories.ts';
import { engine } from '../../test/harness.ts';
import { type TimesheetWorld as World, useTimesheetApp } from '../../test/timesheet-world.ts';

const { ctx, newWorld, saveFor } = useTimesheetApp();

const list = (world: World, query: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/ts/timesheets?${query}`,
    headers: world.as(world.admin),
  });

const review = (world: World, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/ts/review',
    headers: world.as(world.admin),
    payload,
  });

/** Three associates' weeks: Ava (two weeks, one a draft), Ben (supplier), Cleo (none last week). */
async function seededWorld() {
  const world = await newWorld();
  const supplier = await buildSupplier(ctx.db, { tenantId: world.tenantId, name: 'Staff Co' });
  const ben = await buildUser(ctx.db, {
    tenantId: world.tenantId,
    displayName: 'Ben Builder',
    supplierId: supplier.id,
  });
  const cleo = await buildUser(ctx.db, { tenantId: world.tenantId, displayName: 'Cleo Coder' });
  for (const user of [ben, cleo])
    await buildAssignment(ctx.db, {
      tenantId: world.tenantId,
      userId: user.userId,
      projectId: world.project.id,
      taskIds: [world.project.defaultTaskId, world.design.id],
    });
  const avaLast = await saveFor(world, world.associate.userId, '2026-11-14', { monday: 8 });
  const avaNow = await saveFor(world, world.associate.userId, '2026-11-21', { monday: 2 }, false);
  const benLast = await saveFor(world, ben.userId, '2026-11-14', { monday: 5, tuesday: 5 });
  const benNow = await saveFor(world, ben.userId, '2026-11-21', { monday: 6, tuesday: 1.5 });
  return { world, supplier, ben, cleo, avaLast, avaNow, benLast, benNow };
}

describe(`All Timesheets on ${engine}`, () => {
  it('filters by associate, supplier, status and period, and sorts and pages in SQL', async () => {
    const seeded = await seededWorld();
    const { world } = seeded;
    const all = (await list(world, 'sortCol=totalHours&sortDir=desc')).json();
    expect(all.count).toBe(4);
    expect(all.timesheets.map((t: { totalHours: number }) => t.totalHours)).toEqual([
      10, 8, 7.5, 2,
    ]);
    expect(all.timesheets[0]).toMatchObject({
      userFullName: 'Ben Builder',
      supplierName: 'Staff Co',
      status: 'pending',
      statusCounts: { draft: 0, pending: 1, approved: 0, rejected: 0 },
    });
    const ids = async (query: string) =>
      (await list(world, query))
        .json()
        .timesheets.map((t: { timesheetId: string }) => t.timesheetId);
    expect(await ids(`userId=${world.associate.userId}&sortCol=periodStart&sortDir=asc`)).toEqual([
      seeded.avaLast,
      seeded.avaNow,
    ]);
    expect((await ids(`supplierId=${seeded.supplier.id}`)).sort()).toEqual(
      [seeded.benLast, seeded.benNow].sort(),
    );
    expect(await ids('status=draft')).toEqual([seeded.avaNow]);
    expect((await ids('from=2026-11-21&to=2026-11-27')).sort()).toEqual(
      [seeded.avaNow, seeded.benNow].sort(),
    );
    // A period of one Friday keeps the week that ends on it (it started six days before).
    expect((await ids('from=2026-11-20&to=2026-11-20')).sort()).toEqual(
      [seeded.avaLast, seeded.benLast].sort(),
    );
    expect(await ids(`projectId=${world.lonely.id}`)).toEqual([]);
    const paged = (await list(world, 'sortCol=totalHours&sortDir=asc&page=1&pageSize=10')).json();
    expect(paged).toMatchObject({ count: 4, timesheets: [] });
  });

  it('a filter naming another tenant’s object is a 404, a bad range a 400', async () => {
    const { world } = await seededWorld();
    const other = await newWorld();
    expect((await list(world, `clientId=${other.clientId}`)).statusCode).toBe(404);
    const range = await list(world, 'from=2026-11-30&to=2026-11-01');
    expect(range.statusCode).toBe(400);
    expect(range.json().issues).toEqual([{ path: 'to', message: 'from must be on or before to' }]);
  });
});

describe(`Review on ${engine}`, () => {
  it('rejecting a day needs a comment; named days change, others keep their review', async () => {
    const { world, benNow } = await seededWorld();
    const card = { projectId: world.project.id, taskId: world.design.id };
    const missing = await review(world, {
      timesheetId: benNow,
      timeCards: [{ ...card, days: { monday: { review: 'rejected' } } }],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues).toEqual([
      {
        path: 'timeCards.0.days.monday.reviewComment',
        message: 'A comment is required to reject a day',
      },
    ]);
    const first = await review(world, {
      timesheetId: benNow,
      timeCards: [{ ...card, days: { monday: { review: 'approved' } } }],
    });
    expect(first.json().timeCards[0].data.monday).toMatchObject({
      review: 'approved',
      reviewedBy: { kind: 'admin', name: 'Adam Admin' },
    });
    const second = await review(world, {
      timesheetId: benNow,
      timeCards: [
        {
          ...card,
          managerComments: 'Check Tuesday',
          days: { tuesday: { review: 'rejected', reviewComment: 'Not on site' } },
        },
      ],
    });
    const reviewed = second.json();
    expect(reviewed.timeCards[0].data.monday.review).toBe('approved');
    expect(reviewed.timeCards[0].data.tuesday).toMatchObject({
      review: 'rejected',
      reviewComment: 'Not on site',
    });
    expect(reviewed.timeCards[0]).toMatchObject({
      status: 'rejected',
      managerComments: 'Check Tuesday',
    });
    const rows = (await list(world, 'status=rejected')).json();
    expect(rows.timesheets.map((t: { timesheetId: string }) => t.timesheetId)).toEqual([benNow]);
  });

  it('approves a whole timecard; rejecting a whole one needs manager comments; days without hours are refused', async () => {
    const { world, benLast } = await seededWorld();
    const card = { projectId: world.project.id, taskId: world.design.id };
    const bare = await review(world, {
      timesheetId: benLast,
      timeCards: [{ ...card, status: 'rejected' }],
    });
    expect(bare.json().issues).toEqual([
      {
        path: 'timeCards.0.managerComments',
        message: 'A comment is required to reject a timecard',
      },
    ]);
    const idle = await review(world, {
      timesheetId: benLast,
      timeCards: [{ ...card, days: { friday: { review: 'approved' } } }],
    });
    expect(idle.statusCode).toBe(400);
    const approved = await review(world, {
      timesheetId: benLast,
      timeCards: [{ ...card, status: 'approved' }],
    });
    expect(approved.json()).toMatchObject({ status: 'approved' });
    expect(approved.json().timeCards[0].data.tuesday.review).toBe('approved');
  });

  it('a draft cannot be reviewed', async () => {
    const { world, avaNow } = await seededWorld();
    const response = await review(world, {
      timesheetId: avaNow,
      timeCards: [{ projectId: world.project.id, taskId: world.design.id, status: 'approved' }],
    });
    expect(response.statusCode).toBe(409);
  });
});

describe(`Resend Approval Emails on ${engine}`, () => {
  it('lists the contacts of pending timecards’ projects and e-mails them again', async () => {
    const { world, benNow } = await seededWorld();
    const url = `/api/ts/resend-approval-emails/${encodeURIComponent(benNow)}`;
    const recipients = await ctx.app.inject({ method: 'GET', url, headers: world.as(world.admin) });
    expect(recipients.json().emails.sort()).toEqual(
      [world.approver.email, world.watcher.email].sort(),
    );
    const resent = await ctx.app.inject({ method: 'POST', url, headers: world.as(world.admin) });
    expect(resent.statusCode).toBe(204);
    await review(world, {
      timesheetId: benNow,
      timeCards: [{ projectId: world.project.id, taskId: world.design.id, status: 'approved' }],
    });
    const none = await ctx.app.inject({ method: 'GET', url, headers: world.as(world.admin) });
    expect(none.json().emails).toEqual([]);
    const refused = await ctx.app.inject({ method: 'POST', url, headers: world.as(world.admin) });
    expect(refused.statusCode).toBe(409);
  });
});
