import { describe, expect, it } from 'vitest';
import { buildAssignment, buildUser } from '../../test/factories.ts';
import { engine } from '../../test/harness.ts';
import {
  type TimesheetWorld as World,
  useTimesheetApp,
  designReview,
} from '../../test/timesheet-world.ts';

const { ctx, newWorld, saveFor, reviewAsAdmin } = useTimesheetApp();

const get = (world: World, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: world.as(world.admin) });

/**
 * Ava submitted last week and keeps a draft this week; Ben submitted both weeks, last week's
 * rejected; Cleo submitted nothing; Dan left before this week; Eve is archived.
 */
async function seededWorld() {
  const world = await newWorld();
  const { tenantId } = world;
  const ben = await buildUser(ctx.db, { tenantId, displayName: 'Ben Builder' });
  const cleo = await buildUser(ctx.db, { tenantId, displayName: 'Cleo Coder' });
  const dan = await buildUser(ctx.db, { tenantId, displayName: 'Dan Done', endDate: '2026-11-10' });
  await buildUser(ctx.db, { tenantId, displayName: 'Eve Away', isArchived: true });
  for (const user of [ben, cleo, dan])
    await buildAssignment(ctx.db, {
      tenantId,
      userId: user.userId,
      projectId: world.project.id,
      taskIds: [world.project.defaultTaskId, world.design.id],
    });
  await saveFor(world, world.associate.userId, '2026-11-14', { monday: 8 });
  await saveFor(world, world.associate.userId, '2026-11-21', { monday: 2 }, false);
  const benLast = await saveFor(world, ben.userId, '2026-11-14', { monday: 5, tuesday: 5 });
  await saveFor(world, ben.userId, '2026-11-21', { monday: 6, tuesday: 1.5 });
  const reviewed = await reviewAsAdmin(world, {
    timesheetId: benLast,
    ...designReview(world, { monday: { review: 'rejected', reviewComment: 'Wrong task' } }),
  });
  expect(reviewed.statusCode, reviewed.body).toBe(200);
  return { world, ben, cleo };
}

const people = async (world: World, figure: string) => {
  const response = await get(world, `/api/reporting/dashboard/people?figure=${figure}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { weekStart: string; people: { displayName: string }[] };
};

describe(`each Company Dashboard figure counts the rows it opens, on ${engine}`, () => {
  it('every figure equals the rows behind it', async () => {
    const { world } = await seededWorld();
    const figures = (await get(world, '/api/reporting/dashboard')).json();
    expect(figures).toEqual({
      periodStart: '2026-11-21',
      lastWeekStart: '2026-11-14',
      // This week: only Ben's submitted 7.5 h (Ava's 2 h are a draft).
      hoursThisWeek: 7.5,
      // Ava's last week and Ben's this week wait; Ben's last week is rejected.
      pendingTimecards: 2,
      rejectedTimecards: 1,
      // Ava, Ben, Cleo: not the administrator, not Dan (left) nor Eve (archived).
      activeAssociates: 3,
      // Cleo submitted nothing for the week of Nov 14.
      notSubmittedLastWeek: 1,
    });

    // Hours this week: Hours Over Period by day over the same week.
    const report = (
      await get(
        world,
        '/api/reporting/hours-over-period?from=2026-11-21&to=2026-11-27&interval=day',
      )
    ).json();
    expect(report.totals.total).toBe(figures.hoursThisWeek);

    // Pending and rejected timecards: Search Timecards with the status.
    for (const status of ['pending', 'rejected'] as const) {
      const found = (await get(world, `/api/ts/search-timecards?status=${status}`)).json();
      expect(found.count, status).toBe(figures[`${status}Timecards`]);
      expect(found.timecards.length, status).toBe(found.count);
    }

    // Active associates: this week's, by name (Dan left, Eve is archived).
    const active = await people(world, 'activeAssociates');
    expect(active.weekStart).toBe('2026-11-21');
    expect(active.people.map((person) => person.displayName)).toEqual([
      'Ava Associate',
      'Ben Builder',
      'Cleo Coder',
    ]);
    expect(active.people).toHaveLength(figures.activeAssociates);

    // Not submitted last week: the one who did not, never those who did.
    const missing = await people(world, 'notSubmittedLastWeek');
    expect(missing.weekStart).toBe('2026-11-14');
    expect(missing.people.map((person) => person.displayName)).toEqual(['Cleo Coder']);
    expect(missing.people).toHaveLength(figures.notSubmittedLastWeek);
  });

  it('a figure that counts people refuses an unknown figure with a 400 naming it', async () => {
    const { world } = await seededWorld();
    const response = await get(world, '/api/reporting/dashboard/people?figure=everyone');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('figure');
  });
});
