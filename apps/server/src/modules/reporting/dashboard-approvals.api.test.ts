import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../lib/clock.ts';
import { buildAssignment, buildUser } from '../../test/factories.ts';
import { createTestContext, engine, type TestContext } from '../../test/harness.ts';
import { designReview, row, saveWeek, timesheetWorld } from '../../test/timesheet-world.ts';

const clock = createTestClock('2026-11-16T12:00:00Z'); // Monday
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, undefined, { clock });
});
afterAll(() => ctx.close());

type World = Awaited<ReturnType<typeof timesheetWorld>>;

const get = (world: World, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: world.as(world.admin) });

async function submit(world: World, userId: string, periodStart: string, at: string) {
  clock.set(at);
  const timeCards = [row(world.project.id, world.design.id, { monday: 8, tuesday: 8 })];
  return (await saveWeek(ctx, world.as(world.admin), { periodStart, userId, timeCards }))
    .timesheetId;
}

async function approve(world: World, timesheetId: string, day: 'monday' | 'tuesday', at: string) {
  clock.set(at);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/ts/review',
    headers: world.as(world.admin),
    payload: { timesheetId, ...designReview(world, { [day]: { review: 'approved' } }) },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/**
 * Ava's week of Nov 14, submitted Monday Nov 16 noon, was decided after 24 and 72 hours; one of
 * August, decided long ago, is outside the 90 days. Ben's and Cleo's weeks wait.
 */
async function seededWorld() {
  const world = await timesheetWorld(ctx);
  const { tenantId } = world;
  const ben = await buildUser(ctx.db, { tenantId, displayName: 'Ben Builder' });
  const cleo = await buildUser(ctx.db, { tenantId, displayName: 'Cleo Coder' });
  for (const user of [ben, cleo])
    await buildAssignment(ctx.db, {
      tenantId,
      userId: user.userId,
      projectId: world.project.id,
      taskIds: [world.project.defaultTaskId, world.design.id],
    });
  const august = await submit(world, world.associate.userId, '2026-08-01', '2026-08-03T12:00:00Z');
  await approve(world, august, 'monday', '2026-08-04T12:00:00Z');
  await approve(world, august, 'tuesday', '2026-08-04T13:00:00Z');
  const ava = await submit(world, world.associate.userId, '2026-11-14', '2026-11-16T12:00:00Z');
  await approve(world, ava, 'monday', '2026-11-17T12:00:00Z');
  const benWeek = await submit(world, ben.userId, '2026-11-14', '2026-11-18T12:00:00Z');
  await approve(world, ava, 'tuesday', '2026-11-19T12:00:00Z');
  const cleoWeek = await submit(world, cleo.userId, '2026-11-14', '2026-11-20T12:00:00Z');
  clock.set('2026-11-25T12:00:00Z'); // Wednesday
  return { world, benWeek, cleoWeek };
}

describe(`the dashboard's approval figures count the rows they open, on ${engine}`, () => {
  it('the oldest pending timecards, oldest first, with their age in business days and contacts', async () => {
    const { world, benWeek, cleoWeek } = await seededWorld();
    const response = await get(world, '/api/reporting/dashboard/approvals');
    expect(response.statusCode, response.body).toBe(200);
    const { oldestPending } = response.json();
    expect(oldestPending).toEqual([
      expect.objectContaining({
        timesheetId: benWeek,
        projectId: world.project.id,
        userFullName: 'Ben Builder',
        clientName: 'Northwind',
        projectName: 'Data platform',
        contacts: ['Paula Approver'],
        submittedAt: '2026-11-18T12:00:00.000Z',
        ageBusinessDays: 5, // Wednesday to Wednesday
      }),
      expect.objectContaining({ timesheetId: cleoWeek, ageBusinessDays: 3 }), // Friday to Wednesday
    ]);
    // Each opens its timesheet, where that project's timecard waits.
    for (const pending of oldestPending) {
      const doc = (
        await get(world, `/api/ts/doc/${encodeURIComponent(pending.timesheetId)}`)
      ).json();
      const cards = doc.timeCards.filter(
        (card: { projectId: string }) => card.projectId === pending.projectId,
      );
      expect(cards.some((card: { status: string }) => card.status === 'pending')).toBe(true);
    }
    // They are the pending timecards Search Timecards lists (fewer than the dashboard shows).
    const found = (await get(world, '/api/ts/search-timecards?status=pending')).json();
    expect(found.count).toBe(oldestPending.length);
  });

  it('the median time to decision per client is the median of the decided days it opens', async () => {
    const { world } = await seededWorld();
    const { medianTimeToDecision, since } = (
      await get(world, '/api/reporting/dashboard/approvals')
    ).json();
    expect(since).toBe('2026-08-27T12:00:00.000Z');
    expect(medianTimeToDecision).toEqual([
      { clientId: world.clientId, clientName: 'Northwind', medianHours: 48, decisions: 2 },
    ]);
    const opened = await get(
      world,
      `/api/reporting/dashboard/decisions?clientId=${world.clientId}`,
    );
    expect(opened.statusCode, opened.body).toBe(200);
    const { decisions } = opened.json();
    // The August decision is outside the 90 days; the two of November are the rows, slowest first.
    expect(decisions.map((day: { day: string; hours: number }) => [day.day, day.hours])).toEqual([
      ['2026-11-17', 72],
      ['2026-11-16', 24],
    ]);
    expect(decisions).toHaveLength(medianTimeToDecision[0].decisions);
    const hours = decisions
      .map((day: { hours: number }) => day.hours)
      .sort((a: number, b: number) => a - b);
    expect((hours[0] + hours[1]) / 2).toBe(medianTimeToDecision[0].medianHours);
  });

  it('a day of an old week decided within the 90 days counts, from its own week’s submission', async () => {
    const world = await timesheetWorld(ctx);
    const june = await submit(world, world.associate.userId, '2026-06-06', '2026-06-08T12:00:00Z');
    await approve(world, june, 'monday', '2026-11-20T12:00:00Z');
    clock.set('2026-11-25T12:00:00Z');
    const { medianTimeToDecision } = (
      await get(world, '/api/reporting/dashboard/approvals')
    ).json();
    // June 8 noon to November 20 noon: 165 days, 3,960 hours.
    expect(medianTimeToDecision).toEqual([
      { clientId: world.clientId, clientName: 'Northwind', medianHours: 3960, decisions: 1 },
    ]);
    const { decisions } = (
      await get(world, `/api/reporting/dashboard/decisions?clientId=${world.clientId}`)
    ).json();
    expect(decisions).toEqual([
      expect.objectContaining({
        timesheetId: june,
        userFullName: 'Ava Associate',
        day: '2026-06-08',
        review: 'approved',
        submittedAt: '2026-06-08T12:00:00.000Z',
        decidedAt: '2026-11-20T12:00:00.000Z',
        hours: 3960,
      }),
    ]);
  });

  it('the decisions of a client need a client of the tenant', async () => {
    const { world } = await seededWorld();
    expect((await get(world, '/api/reporting/dashboard/decisions')).statusCode).toBe(400);
    const unknown = await get(world, '/api/reporting/dashboard/decisions?clientId=nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Client not found');
  });
});
