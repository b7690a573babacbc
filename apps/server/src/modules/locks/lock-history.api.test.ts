import { describe, expect, it } from 'vitest';
import { buildAssignment, buildClient, buildProject, buildUser } from '../../test/factories.ts';
import { engine } from '../../test/harness.ts';
import { row, useTimesheetApp, type TimesheetWorld } from '../../test/timesheet-world.ts';

// Issue 30 §1: a period's close and its reopening appear in the history of every timesheet the
// period covers (for everyone, or for the timesheets with a timecard of its client), and in
// no other, on both engines. The history reads them from the lock rows: the close itself
// writes one row, whatever the number of timesheets.
const { clock, ctx, newWorld, saveWeek } = useTimesheetApp();
const MINUTE = 60_000;

const NOVEMBER_WEEK = '2026-11-21';
const OCTOBER_WEEK = '2026-10-24';

const inject = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => ctx.app.inject({ method, url, headers, ...(payload && { payload }) });

/** Another associate of the tenant, assigned to a project (its default task). */
async function associate(
  world: TimesheetWorld,
  name: string,
  project: { id: string; defaultTaskId: string },
) {
  const user = await buildUser(ctx.db, { tenantId: world.tenantId, displayName: name });
  await buildAssignment(ctx.db, {
    tenantId: world.tenantId,
    userId: user.userId,
    projectId: project.id,
    taskIds: [project.defaultTaskId],
  });
  return user;
}

/** A week submitted by the administrator for `userId`: 8 h on Monday. */
const week = async (
  world: TimesheetWorld,
  userId: string,
  project: { id: string; defaultTaskId: string },
  periodStart = NOVEMBER_WEEK,
) =>
  (
    await saveWeek(world.as(world.admin), {
      periodStart,
      userId,
      timeCards: [row(project.id, project.defaultTaskId, { monday: 8 })],
    })
  ).timesheetId;

/** A timesheet's history as `[kind, reason]`, newest first: only the period's events. */
async function periodEvents(world: TimesheetWorld, timesheetId: string) {
  const response = await inject(
    'GET',
    `/api/ts/doc/${encodeURIComponent(timesheetId)}/events`,
    world.as(world.admin),
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().events as { kind: string; detail: { reason?: string } }[])
    .filter((event) => event.kind.startsWith('period-'))
    .map((event) => [event.kind, event.detail.reason]);
}

describe(`period close and reopen in timesheet histories on ${engine}`, () => {
  it('shows in every timesheet the period covers, for its client only when it names one, and in no other', async () => {
    const world = await newWorld();
    const { id: otherClientId } = await buildClient(ctx.db, {
      tenantId: world.tenantId,
      name: 'Elsewhere',
    });
    const elsewhere = await buildProject(ctx.db, {
      tenantId: world.tenantId,
      clientId: otherClientId,
      name: 'Migration',
    });
    const bo = await associate(world, 'Bo Builder', world.project);
    const cy = await associate(world, 'Cy Elsewhere', elsewhere);
    const ava = world.associate.userId;
    const avas = await week(world, ava, world.project);
    const bos = await week(world, bo.userId, world.project);
    const cys = await week(world, cy.userId, elsewhere);
    const avasOctober = await week(world, ava, world.project, OCTOBER_WEEK);

    const northwind = await inject('POST', '/api/admin/period-locks', world.as(world.admin), {
      from: '2026-11-01',
      to: '2026-11-30',
      clientId: world.clientId,
      reason: 'Northwind billed',
    });
    expect(northwind.statusCode, northwind.body).toBe(201);
    clock.advance(MINUTE);
    const reopened = await inject(
      'DELETE',
      `/api/admin/period-locks/${northwind.json().id}`,
      world.as(world.admin),
      { reason: 'Late invoice' },
    );
    expect(reopened.statusCode, reopened.body).toBe(204);
    clock.advance(MINUTE);
    const everyone = await inject('POST', '/api/admin/period-locks', world.as(world.admin), {
      from: '2026-11-23',
      to: '2026-11-23',
      reason: 'Payroll run',
    });
    expect(everyone.statusCode, everyone.body).toBe(201);

    const northwindsHistory = [
      ['period-closed', 'Payroll run'],
      ['period-reopened', 'Late invoice'],
      ['period-closed', 'Northwind billed'],
    ];
    expect(await periodEvents(world, avas)).toEqual(northwindsHistory);
    expect(await periodEvents(world, bos)).toEqual(northwindsHistory);
    expect(await periodEvents(world, cys)).toEqual([['period-closed', 'Payroll run']]);
    expect(await periodEvents(world, avasOctober)).toEqual([]);
  });
});
